/** @jest-environment ./test/pglite-environment.ts */
// Issue 7 §2: every operation of the OpenAPI document, attacked with wrong types, missing and
// extra fields, huge, NUL and surrogate strings, out-of-range and non-finite numbers, broken
// multipart bodies and hostile tokens. No answer may be a 5xx, and a refused request (4xx) may
// change no row. The cases come from the document, so routes added later are attacked too.
import type { AddressInfo } from 'node:net';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { eq } from 'drizzle-orm';
import { forms } from '../src/db/schema';
import { SAMPLE_FORM_IDS, SAMPLE_IDS } from '../src/db/sample-data';
import { TokenService } from '../src/services/auth/tokens';
import type { FuzzCase, Operation } from './fuzz-cases';
import { MONEY_FORM_CONTENT, casesFor, moneyBoundCases } from './fuzz-cases';
import { LAVAL_STRIPE_ACCOUNT } from './payments-support';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

// Bounded: ~1,500 requests on in-memory PGlite take well under a minute on two cores.
jest.setTimeout(240_000);

let ctx: TestContext;
beforeAll(async () => {
  // Social sign-in configured (with a key set of our own) so those routes run past their 501.
  const { publicKey } = await generateKeyPair('RS256');
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'fuzz', alg: 'RS256' }] });
  ctx = await buildTestApp({ submissionRateLimit: false, googleClientId: 'fuzz-client', facebookAppId: 'fuzz-app', socialKeys: { google: keys, facebook: keys } });
});
afterAll(() => ctx.close());

async function query<T = Record<string, unknown>>(sqlText: string): Promise<T[]> {
  return ctx.database.withSession((session) => session.query(sqlText)) as Promise<T[]>;
}

/** One digest of every row of every table (tables added later included). */
async function fingerprint(tables: string[]): Promise<string> {
  const parts = tables.map((table) => `SELECT '${table}' AS t, md5(coalesce(string_agg(md5(r::text), '' ORDER BY md5(r::text)), '')) AS d FROM "${table}" r`);
  const rows = await query<{ t: string; d: string }>(parts.join(' UNION ALL '));
  return rows.map((row) => `${row.t}:${row.d}`).join(',');
}

/** Real ids for path parameters: sample data for the known names, else the first row of the table the name points at. */
async function pathValues(): Promise<(name: string) => string> {
  const tables = new Set((await query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")).map((row) => row.table_name));
  const [file] = await query<{ path: string }>("SELECT path FROM files WHERE path LIKE 'avatars/%' ORDER BY path LIMIT 1");
  const known: Record<string, string> = {
    orgId: SAMPLE_IDS.organizations.laval,
    organizationId: SAMPLE_IDS.organizations.laval,
    formId: SAMPLE_FORM_IDS.openContact,
    templateId: SAMPLE_IDS.templates.contact,
    '*': file?.path ?? 'avatars/x/y.png',
  };
  const found: Record<string, string> = {};
  for (const name of ['accountId', 'submissionId', 'reportId', 'paymentId', 'userId']) {
    const base = name.replace(/Id$/, '').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const table = [`${base}s`, `payment_${base}s`].find((candidate) => tables.has(candidate));
    if (!table) continue;
    const [row] = await query<{ id: string }>(`SELECT id::text AS id FROM "${table}" ORDER BY id LIMIT 1`);
    if (row) found[name] = row.id;
  }
  return (name) => known[name] ?? found[name] ?? '00000000-0000-4000-8000-000000000000';
}

async function tokens(): Promise<Record<FuzzCase['token'], string | null>> {
  const key = new TextEncoder().encode(ctx.jwtSecret);
  const signed = (sub: string, lifetimeSeconds = 3600) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
      .sign(key);
  return {
    admin: await new TokenService(ctx.jwtSecret, '8h').sign(SAMPLE_IDS.users.admin),
    none: null,
    subNotUuid: await signed('not-a-uuid'),
    subNul: await signed('20000000-0000-4000-8000-00000000000\u0000'),
    century: await signed(SAMPLE_IDS.users.admin, 100 * 365 * 24 * 3600),
  };
}

// Deletions last, so the other operations still find the sample rows.
const order = (operation: Operation) => (operation.method === 'delete' ? 1 : 0);

/**
 * Sends each case. `failures`: a 5xx, no answer, a refusal that changed rows or came without a
 * message; `accepted`: the cases answered below 400.
 */
async function attack(cases: FuzzCase[]): Promise<{ failures: string[]; accepted: string[] }> {
  // Rate limits count every attempt, refused ones too (on PostgreSQL they count in `rate_limits`):
  // that counting is the point, not a change a refusal made.
  const tables = (await query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"))
    .map((row) => row.table_name)
    .filter((table) => table !== 'rate_limits');
  const token = await tokens();
  const { port } = ctx.app.server.address() as AddressInfo;

  const failures: string[] = [];
  const accepted: string[] = [];
  let before = await fingerprint(tables);
  for (const fuzz of cases) {
    const headers = { ...fuzz.headers };
    const jwt = token[fuzz.token];
    if (jwt) headers.authorization = `Bearer ${jwt}`;
    let status: number;
    let text: string;
    let message: unknown;
    try {
      const response = await fetch(`http://127.0.0.1:${port}${fuzz.url}`, { method: fuzz.method, headers, body: fuzz.body, redirect: 'manual' });
      status = response.status;
      text = await response.text();
      try {
        message = (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      text = text.slice(0, 200);
    } catch (error) {
      failures.push(`${fuzz.operation} [${fuzz.mutation}]: no answer (${String(error)})`);
      continue;
    }
    const after = await fingerprint(tables);
    if (status < 400) accepted.push(`${fuzz.operation} [${fuzz.mutation}]: ${status}`);
    if (status >= 500) failures.push(`${fuzz.operation} [${fuzz.mutation}]: ${status} ${text}`);
    else if (status >= 400 && after !== before) failures.push(`${fuzz.operation} [${fuzz.mutation}]: refused with ${status} but changed rows`);
    else if (status >= 400 && (typeof message !== 'string' || message === '')) failures.push(`${fuzz.operation} [${fuzz.mutation}]: ${status} without a message: ${text}`);
    before = after;
    // The admin token must stay usable (a sign-out case revokes it): sign a new one each time it is.
    if (fuzz.token === 'admin' && /\/signout$/.test(fuzz.url.split('?')[0] ?? '') && status < 300) token.admin = await new TokenService(ctx.jwtSecret, '8h').sign(SAMPLE_IDS.users.admin);
  }
  return { failures, accepted };
}

it('answers every hostile request with a 4xx (never a 5xx) and changes no row when it refuses', async () => {
  const document = (await ctx.call({ url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }>();
  const operations: Operation[] = Object.entries(document.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ ...operation, method, path })))
    .sort((a, b) => order(a) - order(b));
  const pathValue = await pathValues();
  const cases = operations.flatMap((operation) => casesFor(operation, { pathValue }));
  const { failures } = await attack(cases);
  expect(operations.length).toBeGreaterThanOrEqual(20);
  expect(cases.length).toBeGreaterThan(500);
  expect(failures).toEqual([]);
});

it('issue 18 §3: refuses amounts beyond their bounds (huge prices, quantities, totals) and what the form forbids with a 4xx, never a 5xx', async () => {
  const laval = SAMPLE_IDS.organizations.laval;
  const paid = { organizationId: laval, status: 3, paymentEnabled: true, paymentAccount: LAVAL_STRIPE_ACCOUNT, paymentProvider: 'stripe', paymentModes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } }] };
  const ids = { priced: crypto.randomUUID(), legacy: crypto.randomUUID(), savable: crypto.randomUUID() };
  const legacy = { steps: [{ id: 's1', name: [], sections: [{ id: 'sec', name: [], fields: [{ id: 'weeks', type: 'PaymentOptionList', text: [], multiSelection: true, options: [{ value: 'camp', text: [], price: 10 ** 15 }] }] }] }], rules: [] };
  await ctx.database.db.insert(forms).values([
    { ...paid, id: ids.priced, name: [{ culture: 'en', value: 'Fuzz priced' }], content: JSON.stringify(MONEY_FORM_CONTENT) },
    { ...paid, id: ids.legacy, name: [{ culture: 'en', value: 'Fuzz legacy' }], content: JSON.stringify(legacy) },
    { ...paid, id: ids.savable, name: [{ culture: 'en', value: 'Fuzz savable' }], content: JSON.stringify(MONEY_FORM_CONTENT) },
  ]);
  const [savable] = await ctx.database.db.select({ version: forms.version }).from(forms).where(eq(forms.id, ids.savable));
  const cases = moneyBoundCases({ organizationId: laval, pricedFormId: ids.priced, legacyFormId: ids.legacy, savable: { formId: ids.savable, version: savable?.version ?? 1, accountId: LAVAL_STRIPE_ACCOUNT } });
  const { failures, accepted } = await attack(cases);
  expect(cases.length).toBeGreaterThan(25);
  expect(failures).toEqual([]);
  expect(accepted).toEqual([]);
});
