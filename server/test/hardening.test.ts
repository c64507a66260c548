/** @jest-environment ./test/pglite-environment.ts */
// Issue 7: each fault found by attacking the API as a hostile visitor would, with the answer a
// caller now sees (api-fuzz.test.ts attacks every route generically; these name the cases).
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { files, forms, organizationMembers, submissions } from '../src/db/schema';
import { SAMPLE_FORM_IDS, SAMPLE_IDS } from '../src/db/sample-data';
import { Semaphore } from '../src/lib/semaphore';
import { solidPng } from '../src/lib/solid-png';
import { contentOf, postMultipart } from './forms-support';
import type { PartValue } from './forms-support';
import { ACCOUNTS, bearer, buildTestApp, captureLog, signIn } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
const jwt: Record<keyof typeof ACCOUNTS, string> = { admin: '', manager: '', reader: '', coach: '' };
const { laval, boston } = SAMPLE_IDS.organizations;
const pdf = new TextEncoder().encode('%PDF-1.4\n%…\n');
const png = solidPng(4, [0, 0, 0]);

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
  for (const key of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) jwt[key] = await signIn(ctx, ACCOUNTS[key]);
});
afterAll(() => ctx.close());

const section = (fields: unknown[]) => ({ steps: [{ id: 's1', name: [], sections: [{ id: 'sec', name: [], multiple: false, visible: true, fields }] }], rules: [] });

async function insertUploadForm(organizationId: string = laval) {
  const id = randomUUID();
  const content = section([
    { id: 'document', type: 'UploadFile', text: [] },
    { id: 'signature', type: 'Signature', text: [] },
    { id: 'comment', type: 'Text', text: [] },
  ]);
  await ctx.database.db.insert(forms).values({ id, organizationId, name: [{ culture: 'en', value: 'Uploads' }], status: 3, content: JSON.stringify(content) });
  return id;
}

const submit = (organizationId: string, formId: string, parts: Record<string, PartValue | undefined>) =>
  postMultipart(ctx.app, `/organizations/${organizationId}/forms/${formId}`, parts);

const fileCount = async () => (await ctx.database.db.select({ n: count() }).from(files))[0]?.n ?? 0;

/** Raw bytes to the listening app, for bodies fetch's FormData cannot produce. */
async function rawPost(url: string, body: Buffer | string, contentType: string, headers: Record<string, string> = {}) {
  const { port } = ctx.app.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', body, headers: { 'content-type': contentType, ...headers } });
  return { statusCode: response.status, json: (await response.json()) as { message: string; errors?: string[] } };
}

describe('§1 bounded public submissions', () => {
  let formId = '';
  beforeAll(async () => {
    formId = await insertUploadForm();
  });

  it('accepts file parts only for the upload fields of the form', async () => {
    const refused = await submit(laval, formId, { Content: '[]', comment: { bytes: pdf, fileName: 'x.pdf' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Unexpected file part "comment"');
    const unknown = await submit(laval, formId, { Content: '[]', 'no-such-field': { bytes: pdf, fileName: 'x.pdf' } });
    expect(unknown.statusCode).toBe(400);
    const stored = await submit(laval, formId, { Content: '[]', document: { bytes: pdf, fileName: 'x.pdf' } });
    expect(stored.statusCode).toBe(200);
  });

  it('refuses a second file for the same field', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const form = new FormData();
    form.append('Content', '[]');
    form.append('document', new Blob([pdf]), 'a.pdf');
    form.append('document', new Blob([pdf]), 'b.pdf');
    const response = await fetch(`http://127.0.0.1:${port}/organizations/${laval}/forms/${formId}`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('The part "document" is sent more than once');
  });

  it.each([
    ['CustomerEmail', 255],
    ['Coupon', 101],
    ['PaymentMode', 201],
    ['SetupIntentId', 256],
    ['RecaptchaToken', 8 * 1024 + 1],
    ['SomeLaterPart', 1025],
  ])('refuses a %s part of %i bytes with 413', async (name, size) => {
    const response = await submit(laval, formId, { Content: '[]', [name]: 'x'.repeat(size) });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^The part "${name}" is too large`));
  });

  it('refuses a body declared larger than 25 MB before reading it, and too many parts', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    // Headers announcing 30 MB, then only a few bytes: the answer comes without waiting for the rest.
    const declared = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: `/organizations/${laval}/forms/${formId}`, headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(30 * 1024 * 1024) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', reject);
      req.write('--b\r\n');
    });
    expect(declared).toBe(413);
    const parts: Record<string, string> = { Content: '[]' };
    for (let index = 0; index < 40; index += 1) parts[`extra${index}`] = 'x';
    const many = await submit(laval, formId, parts);
    expect(many.statusCode).toBe(413);
    expect(many.json<{ message: string }>().message).toMatch(/^Too many parts/);
  });

  it('answers 404 for an unknown form without reading the body', async () => {
    const response = await submit(laval, randomUUID(), { Content: '[]', document: { bytes: pdf, fileName: 'x.pdf' } });
    expect(response.statusCode).toBe(404);
  });

  it('takes a JSON part sent as an application/json file (what formData.append(name, Blob) sends)', async () => {
    const response = await submit(laval, SAMPLE_FORM_IDS.openContact, {
      Content: { bytes: new TextEncoder().encode(contentOf({ 'first-name': 'Léa', 'last-name': 'Tremblay', email: 'lea@example.com', 'contact-by-phone': false })), fileName: 'blob', type: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('a slow upload holds no shared place: complete ones are answered meanwhile, and one address sends at most `perAddress` bodies at once (429)', async () => {
    const bounded = await ctx.buildSibling({ uploads: { perAddress: 2 }, submissionRateLimit: false });
    const { port } = bounded.app.server.address() as AddressInfo;
    const boundary = 'slowBoundary';
    const head = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="Content"\r\n\r\n[]\r\n--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    // A visitor on a slow line: the file part starts, the rest comes later.
    const open = (name: string) => {
      let finish: () => void = () => undefined;
      const answered = new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, method: 'POST', path: `/organizations/${laval}/forms/${formId}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined }));
          },
        );
        req.on('error', reject);
        req.write(head(name));
        finish = () => req.end(tail);
      });
      return { answered, finish: () => finish() };
    };
    const first = open('document');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = open('document');
    second.finish();
    // Complete, it is stored while the first is still arriving.
    expect((await second.answered).status).toBe(200);
    const third = open('document');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fourth = open('document');
    const refused = await fourth.answered;
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    first.finish();
    third.finish();
    expect((await first.answered).status).toBe(200);
    expect((await third.answered).status).toBe(200);
  });

  it('small bodies (submissions without files) from one address at once are never refused by the per-address bound', async () => {
    const bounded = await ctx.buildSibling({ uploads: { perAddress: 1 }, submissionRateLimit: false });
    const { port } = bounded.app.server.address() as AddressInfo;
    const boundary = 'smallBoundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="Content"\r\n\r\n${contentOf({ 'first-name': 'Léa', 'last-name': 'Tremblay', email: 'lea@example.com', 'contact-by-phone': false })}\r\n--${boundary}--\r\n`;
    // Eight visitors behind one address, their bodies held open together until all have started.
    const senders = Array.from({ length: 8 }, () => {
      let finish: () => void = () => undefined;
      const answered = new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, method: 'POST', path: `/organizations/${laval}/forms/${formId}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': Buffer.byteLength(body) } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        const split = body.length - 10;
        req.write(body.slice(0, split));
        finish = () => req.end(body.slice(split));
      });
      return { answered, finish: () => finish() };
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    senders.forEach((sender) => sender.finish());
    expect(await Promise.all(senders.map((sender) => sender.answered))).toEqual(Array(8).fill(200));
  });

  it('holds uploads past the concurrency bound until a slot frees (a semaphore with a bounded line)', async () => {
    const slots = new Semaphore(2, 1);
    const first = await slots.acquire();
    const second = await slots.acquire();
    let thirdGot = false;
    const third = slots.acquire().then((release) => {
      thirdGot = true;
      return release;
    });
    expect(await slots.acquire()).toBeNull(); // the line (1) is full: refused at once
    await Promise.resolve();
    expect(thirdGot).toBe(false);
    first?.();
    (await third)?.();
    second?.();
    expect(slots.peak).toBe(2);
  });

  it('weighs each holder: a heavy one waits for room, in order, and gives up after its wait', async () => {
    const memory = new Semaphore(10);
    const six = await memory.acquire(6);
    let heavyGot = false;
    const heavy = memory.acquire(8).then((release) => {
      heavyGot = true;
      return release;
    });
    // Light enough to fit, but behind the heavy one in line: it waits its turn, here too long.
    expect(await memory.acquire(1, 50)).toBeNull();
    expect(heavyGot).toBe(false);
    six?.();
    const release = await heavy;
    expect(memory.held).toBe(8);
    release?.();
    expect(memory.held).toBe(0);
    expect(memory.peak).toBe(8);
  });
});

describe('§2 no 5xx from bad input', () => {
  it.each([
    ['NUL', 'Laval\u0000'],
    ['an unpaired surrogate', 'Laval \ud800'],
  ])('refuses %s in a JSON string with 400 naming the field', async (_label, name) => {
    const response = await ctx.call({
      method: 'POST',
      url: `/api/organizations/${laval}/forms/${SAMPLE_FORM_IDS.openContact}/clone`,
      headers: { ...bearer(jwt.manager), 'content-type': 'application/json' },
      payload: JSON.stringify({ name }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Invalid body: name contains a NUL character or an unpaired surrogate');
  });

  it('refuses NUL and surrogates in multipart parts, also as JSON escapes', async () => {
    const org = await postMultipart(ctx.app, '/api/organizations', { organization: '{"name":"A\\u0000B","currency":"usd"}', avatar: { bytes: png, fileName: 'a.png' } }, bearer(jwt.admin));
    expect(org.statusCode).toBe(400);
    expect(org.json<{ message: string }>().message).toBe('The part "organization" (name) contains a NUL character or an unpaired surrogate');
    const submission = await submit(laval, SAMPLE_FORM_IDS.openContact, { Content: '[]', CustomerEmail: 'a\ud800@x.test' });
    expect(submission.statusCode).toBe(400);
  });

  it.each(['1e20', '99999999999999999999', 'Infinity'])('refuses page=%s on the forms and templates lists', async (page) => {
    for (const list of ['forms', 'templates']) {
      const response = await ctx.call({ url: `/api/organizations/${laval}/${list}`, query: { page }, headers: bearer(jwt.manager) });
      expect(response.statusCode).toBe(400);
    }
    const size = await ctx.call({ url: `/api/organizations/${laval}/forms`, query: { pageSize: 'Infinity' }, headers: bearer(jwt.manager) });
    expect(size.statusCode).toBe(400);
  });

  it('answers the detail of a submission whose stored payment holds a dispute in another shape (imported or hand-written data)', async () => {
    const line = (dispute: unknown) => ({ id: randomUUID(), date: '2026-03-01', status: 'succeeded', total: 10000, dispute });
    const payment = { status: 'succeeded', total: 30000, paymentDetails: [line({ amount: 2500, outcome: 'won' }), line({ amount: '2500' }), line('chargeback')] };
    const id = randomUUID();
    await ctx.database.db.insert(submissions).values({ id, formId: SAMPLE_FORM_IDS.openContact, date: new Date(), fields: [], payment, customerEmail: 'a@example.com' });
    const response = await ctx.call({ url: `/api/organizations/${laval}/forms/${SAMPLE_FORM_IDS.openContact}/submissions/${id}/details`, headers: bearer(jwt.manager) });
    expect(response.statusCode).toBe(200);
    const lines = response.json<{ submission: { payment: { paymentDetails: { dispute?: unknown }[] } } }>().submission.payment.paymentDetails;
    expect(lines.map((detail) => detail.dispute)).toEqual([
      { amount: 2500, status: 'won', reason: null, outcome: 'won' },
      // A text amount counts for nothing, as in the reports' money columns.
      { amount: 0, status: 'needs_response', reason: null, outcome: null },
      null,
    ]);
  });

  it('refuses a mistyped filter or paging parameter with 400 naming it, where the call takes parameters', async () => {
    const list = `/api/organizations/${laval}/forms/${SAMPLE_FORM_IDS.openContact}/submissions/details`;
    const mistyped = await ctx.call({ url: list, query: { serch: 'Tremblay' }, headers: bearer(jwt.manager) });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json<{ message: string }>().message).toBe('Unknown query parameter "serch": this call takes page, pageSize, search, paymentStatus');
    const both = await ctx.call({ url: `/api/organizations/${laval}/forms`, query: { pagesize: '3', Page: '2' }, headers: bearer(jwt.manager) });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ message: string }>().message).toBe('Unknown query parameters "pagesize", "Page": this call takes page, pageSize');
    const spelled = await ctx.call({ url: list, query: { search: 'Tremblay', pageSize: '3' }, headers: bearer(jwt.manager) });
    expect(spelled.statusCode).toBe(200);
    // A call that takes no parameters still ignores one (a cache-buster).
    const plain = await ctx.call({ url: '/api/organizations', query: { _: '1700000000' }, headers: bearer(jwt.manager) });
    expect(plain.statusCode).toBe(200);
  });

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['a wrong boundary', 'multipart/form-data; boundary=other'],
  ])('answers 400 to a multipart body with %s on every multipart route', async (_label, contentType) => {
    const body = '--real\r\nContent-Disposition: form-data; name="form"\r\n\r\n{}\r\n--real--\r\n';
    for (const url of ['/api/organizations', `/api/organizations/${laval}/forms/templates/${SAMPLE_IDS.templates.contact}`, `/organizations/${laval}/forms/${SAMPLE_FORM_IDS.openContact}`]) {
      const response = await rawPost(url, body, contentType, bearer(jwt.admin));
      expect(response.statusCode).toBe(400);
      expect(response.json.message).toMatch(/multipart|Missing part|required|Content/i);
    }
    const update = await ctx.call({ method: 'PUT', url: `/api/organizations/${laval}`, headers: { ...bearer(jwt.admin), 'content-type': contentType }, payload: body });
    expect(update.statusCode).toBe(400);
  });

  it('refuses submissionLimit 2147483648 (past the integer column)', async () => {
    const response = await postMultipart(
      ctx.app,
      `/api/organizations/${laval}/forms/templates/${SAMPLE_IDS.templates.contact}`,
      { form: JSON.stringify({ name: 'Too many', localizations: ['en'], submissionLimit: 2147483648 }) },
      bearer(jwt.manager),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('form.submissionLimit must be a whole number from 0 to 2147483647');
  });

  it('answers 400 for GET /api/form/file/avatars/x/%00', async () => {
    const response = await ctx.call({ url: '/api/form/file/avatars/x/%00' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a correctly signed token whose sub is not a UUID, and one of a hundred years', async () => {
    const key = new TextEncoder().encode(ctx.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const notUuid = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').setJti(randomUUID()).setIssuedAt().setExpirationTime('1h').sign(key);
    const century = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(SAMPLE_IDS.users.admin).setJti(randomUUID()).setIssuedAt().setExpirationTime(now + 100 * 365 * 86_400).sign(key);
    for (const token of [notUuid, century]) {
      const response = await ctx.call({ url: '/api/organizations', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toBe('Invalid or expired token');
    }
  });

  it('takes the create-form JSON part sent as an application/json file along with an avatar', async () => {
    const response = await postMultipart(
      ctx.app,
      `/api/organizations/${laval}/forms/templates/${SAMPLE_IDS.templates.contact}`,
      { form: { bytes: new TextEncoder().encode(JSON.stringify({ name: 'Blob form', localizations: ['en'] })), fileName: 'blob', type: 'application/json' }, avatar: { bytes: png, fileName: 'a.png', type: 'image/png' } },
      bearer(jwt.manager),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('§3 files by right, nothing orphaned, nothing private in logs', () => {
  let upload = '';
  let bostonUpload = '';
  beforeAll(async () => {
    const formId = await insertUploadForm();
    const stored = await submit(laval, formId, { Content: '[]', document: { bytes: pdf, fileName: 'medical.pdf' }, signature: { bytes: png, fileName: 'sig.png' } });
    const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, stored.json<string>()));
    const values = (row?.fields as { id: string; value: string }[]).map((field) => (JSON.parse(field.value) as { value: string }).value);
    upload = values.find((value) => value?.endsWith('medical.pdf')) ?? '';
    const bostonForm = await insertUploadForm(boston);
    const other = await submit(boston, bostonForm, { Content: '[]', signature: { bytes: png, fileName: 'sig.png' } });
    const [bostonRow] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, other.json<string>()));
    bostonUpload = (bostonRow?.fields as { value: string }[]).map((field) => (JSON.parse(field.value) as { value: string }).value).find(Boolean) ?? '';
  });
  const read = (path: string, token?: string) => ctx.call({ url: `/api/form/file/${path}`, headers: token ? bearer(token) : {} });

  it('stores an upload under the extension of what its bytes are, never the one the visitor gave', async () => {
    const formId = await insertUploadForm();
    const stored = await submit(laval, formId, { Content: '[]', document: { bytes: pdf, fileName: 'invoice.exe' }, signature: { bytes: png, fileName: 'sig.html' } });
    expect(stored.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, stored.json<string>()));
    const paths = (row?.fields as { value: string }[]).map((field) => (JSON.parse(field.value) as { value: string }).value).filter(Boolean);
    // Sorted by name: the paths' random ids would order them by chance.
    expect(paths.map((path) => path.split('/').pop()).sort()).toEqual(['invoice.pdf', 'sig.png']);
  });

  it("serves a submission's file only with FORM_SUBMISSION read in its form's organization", async () => {
    expect(upload).toMatch(/^uploads\//);
    expect((await read(upload, jwt.manager)).statusCode).toBe(200);
    expect((await read(upload)).statusCode).toBe(401);
    // reader and coach are not members of Boston: the file reads as absent.
    expect((await read(bostonUpload, jwt.reader)).statusCode).toBe(404);
    expect((await read(bostonUpload, jwt.coach)).statusCode).toBe(404);
    expect((await read(bostonUpload, jwt.manager)).statusCode).toBe(200);
    // A member without FORM_SUBMISSION read is refused.
    await ctx.database.db
      .update(organizationMembers)
      .set({ canRead: false })
      .where(eq(organizationMembers.userId, SAMPLE_IDS.users.reader));
    expect((await read(upload, jwt.reader)).statusCode).toBe(403);
  });

  it('serves files sandboxed, never sniffed, and anything but an image as an attachment; avatars stay public', async () => {
    const document = await read(upload, jwt.manager);
    expect(document.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(document.headers.get('x-content-type-options')).toBe('nosniff');
    expect(document.headers.get('content-disposition')).toMatch(/^attachment; filename="medical.pdf"/);
    const [avatar] = await ctx.database.db.select({ path: files.path }).from(files).where(eq(files.path, `avatars/60000000-0000-4000-8000-000000000002/logo.png`));
    const image = await read(avatar?.path ?? 'avatars/x/y.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers.get('content-disposition')).toMatch(/^inline/);
    expect(image.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });

  it('names a download with accents and parentheses exactly in filename* and in ASCII in filename (RFC 6266, 5987)', async () => {
    const formId = await insertUploadForm();
    const stored = await submit(laval, formId, { Content: '[]', document: { bytes: pdf, fileName: 'bilan médical (1).pdf' } });
    const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, stored.json<string>()));
    const path = (row?.fields as { value: string }[]).map((field) => (JSON.parse(field.value) as { value: string }).value).find((value) => value?.endsWith('.pdf')) ?? '';
    const response = await read(path.split('/').map(encodeURIComponent).join('/'), jwt.manager);
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="bilan medical (1).pdf"; filename*=UTF-8''bilan%20m%C3%A9dical%20%281%29.pdf`);
  });

  it('leaves no file behind when a form creation is refused, and removes a form\'s files with it', async () => {
    const before = await fileCount();
    const refused = await postMultipart(
      ctx.app,
      `/api/organizations/${laval}/forms/templates/${SAMPLE_IDS.templates.contact}`,
      { form: JSON.stringify({ name: 'Orphan', localizations: ['en'], submissionLimit: -1 }), avatar: { bytes: png, fileName: 'a.png', type: 'image/png' } },
      bearer(jwt.manager),
    );
    expect(refused.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);

    const formId = await insertUploadForm();
    await submit(laval, formId, { Content: '[]', document: { bytes: pdf, fileName: 'gone.pdf' } });
    expect(await fileCount()).toBe(before + 1);
    expect((await ctx.call({ method: 'DELETE', url: `/api/organizations/${laval}/forms/${formId}`, headers: bearer(jwt.manager) })).statusCode).toBe(200);
    expect(await fileCount()).toBe(before);
  });

  it('logs a failed database call without its parameter values', async () => {
    const { stream, text } = captureLog();
    const logged = await ctx.buildSibling({ logger: { level: 'info', stream }, submissionRateLimit: false });
    // The database refuses this e-mail, as it would refuse any value on a bad day.
    await ctx.database.withSession((session) => session.exec("ALTER TABLE submissions ADD CONSTRAINT no_secret CHECK (customer_email NOT LIKE 'private.person%')"));
    try {
      const response = await postMultipart(logged.app, `/organizations/${laval}/forms/${SAMPLE_FORM_IDS.openContact}`, {
        Content: contentOf({ 'first-name': 'Secretname', 'last-name': 'Hidden', email: 'private.person@example.com', 'contact-by-phone': false }),
        CustomerEmail: 'private.person@example.com',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.database.withSession((session) => session.exec('ALTER TABLE submissions DROP CONSTRAINT no_secret'));
    }
    const log = text();
    expect(log).toContain('Database query failed');
    expect(log).toContain('23514'); // check_violation, so the fault can still be found
    expect(log).not.toContain('private.person');
    expect(log).not.toContain('Secretname');
  });

  it.each(['/api/%6cogin', '/API/login', '/api//login', '/api/login/'])('never logs the password of %s', async (path) => {
    const { stream, text } = captureLog();
    const logged = await ctx.buildSibling({ logger: { level: 'info', stream } });
    const { port } = logged.app.server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}${path}?email=someone%40example.com&password=Sup3rSecret!`, { method: 'POST' });
    await fetch(`http://127.0.0.1:${port}/api/organizations?password=Sup3rSecret!&x=1`);
    const log = text();
    expect(log).toContain('password=[redacted]');
    expect(log).not.toContain('Sup3rSecret');
  });
});

describe('§4/§5 CORS and secure defaults', () => {
  it('allows only the configured origins outside sample mode', async () => {
    const production = await ctx.buildSibling({ sampleMode: false, corsOrigins: ['https://app.example.org'] });
    const preflight = (origin: string) =>
      production.call({ method: 'OPTIONS', url: '/api/organizations', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect((await preflight('https://app.example.org')).headers.get('access-control-allow-origin')).toBe('https://app.example.org');
    expect((await preflight('https://evil.example.com')).headers.get('access-control-allow-origin')).toBeNull();
    const unconfigured = await ctx.buildSibling({ sampleMode: false, corsOrigins: undefined });
    const answer = await unconfigured.call({ url: '/api/health', headers: { origin: 'https://evil.example.com' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses an empty payment account name on add and on edit (spec 000 §5: the name is entered)', async () => {
    const send = (method: 'POST' | 'PUT', url: string, body: unknown) =>
      ctx.call({ method, url: `/api/organizations/${laval}/${url}`, headers: { ...bearer(jwt.manager), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    const add = await send('POST', 'payment/connect', { code: 'sample_blankname', name: '   ', type: 'stripe' });
    expect(add.statusCode).toBe(400);
    expect(add.json<{ message: string }>().message).toBe('The account name is required');
    const edit = await send('PUT', 'settings/paymentaccounts', { stripe_user_id: 'acct_sample_laval', account_name: '', type: 'stripe' });
    expect(edit.statusCode).toBe(400);
  });
});
