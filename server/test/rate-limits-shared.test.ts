/** @jest-environment ./test/pglite-environment.ts */
// Several API instances on one database count the same attempts (docs/load.md "Rate limits"):
// sign-in per account and per address, public submissions, e-mails per address and organizations
// per user. On PostgreSQL (TEST_DATABASE_URL) the second instance has a pool of its own, as a
// second process would; on PGlite both share the one database handle. Behind a trusted proxy the
// limits count the client that X-Forwarded-For names, and nobody else's header is believed.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { retryAfterSeconds } from '@front-office/shared/core';
import type { AppOptions } from '../src/app';
import type { Database } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { SAMPLE_FORM_IDS, SAMPLE_IDS } from '../src/db/sample-data';
import { mailOutbox, organizations } from '../src/db/schema';
import { solidPng } from '../src/lib/solid-png';
import { databaseCounter } from '../src/services/rate-limits/rate-limit-counter';
import { expectConsole } from '../../build/jest/console';
import { contentOf, postMultipart } from './forms-support';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestClient, TestContext } from './helper';

let ctx: TestContext;
const secondPools: Database[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
});
afterAll(async () => {
  await ctx.close();
  await Promise.all(secondPools.map((database) => database.close()));
});

/** Two instances with the same settings on the test's database, counting there. */
async function twoInstances(overrides: Partial<AppOptions>): Promise<[TestClient, TestClient]> {
  const settings: Partial<AppOptions> = { rateLimitStore: 'database', ...overrides };
  const first = await ctx.buildSibling(settings);
  if (ctx.database.kind === 'pglite') return [first, await ctx.buildSibling(settings)];
  const [row] = (await ctx.database.executeSql('select current_schema() as schema')).rows;
  const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, searchPath: String(row?.schema) });
  secondPools.push(database);
  return [first, await ctx.buildSibling({ ...settings, db: database.db })];
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
}

/** One call to `client` from the local address `from` (127.0.0.x: as from several machines). */
function callFrom(client: TestClient, from: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = client.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, localAddress: from, headers }, (res) => {
      res.resume();
      const header = res.headers['retry-after'];
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: Array.isArray(header) ? header[0] : header }));
    });
    req.on('error', reject);
    req.end();
  });
}

const loginPath = (email: string, password = 'guess1234') => `/api/login?email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`;
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

/** A 429's Retry-After: whole seconds within the minute's window, as the web client reads it. */
function expectWait(answer: Answer): number {
  expect(answer.status).toBe(429);
  expect(answer.retryAfter).toMatch(/^\d+$/);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(retryAfterSeconds(answer.retryAfter)).toBe(seconds);
  return seconds;
}

const { laval } = SAMPLE_IDS.organizations;
const openForm = `/organizations/${laval}/forms/${SAMPLE_FORM_IDS.openContact}`;
const contact = { 'first-name': 'Léa', 'last-name': 'Tremblay', email: 'lea@example.com', 'contact-by-phone': false };

describe('sign-in', () => {
  const signInLimits = { signInRateLimit: { perAccount: 2, perAddress: 3 } };

  it('allows the attempts per (address, e-mail) once across two instances, not once on each', async () => {
    const [one, two] = await twoInstances(signInLimits);
    const from = '127.0.0.41';
    const answers = [
      await callFrom(one, from, loginPath('guessed@example.test')),
      await callFrom(two, from, loginPath('guessed@example.test')),
      await callFrom(one, from, loginPath('guessed@example.test')),
      await callFrom(two, from, loginPath('guessed@example.test')),
    ];
    expect(statuses(answers)).toEqual([401, 401, 429, 429]);
    // Both instances tell the end of the same window.
    expect(Math.abs(expectWait(answers[2]!) - expectWait(answers[3]!))).toBeLessThanOrEqual(1);
  });

  it('allows the attempts per address once across two instances, whatever the e-mails', async () => {
    const [one, two] = await twoInstances(signInLimits);
    const from = '127.0.0.42';
    const answers = [
      await callFrom(one, from, loginPath('spray1@example.test')),
      await callFrom(two, from, loginPath('spray2@example.test')),
      await callFrom(one, from, loginPath('spray3@example.test')),
      await callFrom(two, from, loginPath(ACCOUNTS.reader.email, ACCOUNTS.reader.password)),
    ];
    expect(statuses(answers)).toEqual([401, 401, 401, 429]);
    expectWait(answers[3]!);
    // Another address is not held by it, on either instance.
    expect((await callFrom(one, '127.0.0.43', loginPath(ACCOUNTS.reader.email, ACCOUNTS.reader.password))).status).toBe(200);
  });

  it("counted in each instance's memory, two instances would allow twice the attempts (what the database store prevents)", async () => {
    const one = await ctx.buildSibling({ ...signInLimits, rateLimitStore: 'memory' });
    const two = await ctx.buildSibling({ ...signInLimits, rateLimitStore: 'memory' });
    const from = '127.0.0.44';
    const answers = [
      await callFrom(one, from, loginPath('memory@example.test')),
      await callFrom(two, from, loginPath('memory@example.test')),
      await callFrom(one, from, loginPath('memory@example.test')),
      await callFrom(two, from, loginPath('memory@example.test')),
    ];
    expect(statuses(answers)).toEqual([401, 401, 401, 401]);
  });
});

describe('public submissions', () => {
  it('allows the submissions per address once across two instances, and a spoofed X-Forwarded-For changes nothing', async () => {
    const [one, two] = await twoInstances({ submissionRateLimit: { max: 2, timeWindowMs: 60_000 } });
    const submit = (client: TestClient, forwardedFor: string) => postMultipart(client.app, openForm, { Content: contentOf(contact) }, { 'x-forwarded-for': forwardedFor });
    const answers = [await submit(one, '198.51.100.1'), await submit(two, '198.51.100.2'), await submit(one, '198.51.100.3'), await submit(two, '198.51.100.4')];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429, 429]);
    for (const answer of answers.slice(2)) {
      expectWait({ status: answer.statusCode, retryAfter: answer.headers.get('retry-after') ?? undefined });
      expect(answer.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many attempts, try again in \d+ seconds?$/) });
    }
  });
});

describe('behind a trusted proxy (FO_TRUSTED_PROXIES)', () => {
  it('counts sign-in attempts by the client the proxy names, and ignores the header from any other peer', async () => {
    const [app] = await twoInstances({ signInRateLimit: { perAccount: 10, perAddress: 2 }, trustedProxies: ['127.0.0.51'] });
    const proxy = '127.0.0.51';
    const viaProxy = (client: string, email: string) => callFrom(app, proxy, loginPath(email), { 'x-forwarded-for': client });
    // One visitor behind the proxy reaches its limit; another behind the same proxy does not.
    expect(statuses([await viaProxy('203.0.113.7', 'v1@example.test'), await viaProxy('203.0.113.7', 'v2@example.test'), await viaProxy('203.0.113.7', 'v3@example.test')])).toEqual([401, 401, 429]);
    expect((await viaProxy('203.0.113.8', 'w1@example.test')).status).toBe(401);
    // An address the visitor puts before its own is not believed: the proxy appended the real one.
    expect((await viaProxy('192.0.2.99, 203.0.113.7', 'v4@example.test')).status).toBe(429);
    // A direct caller that is not the proxy cannot pick its address by the header.
    const direct = '127.0.0.52';
    const spoofed = [1, 2, 3].map((n) => callFrom(app, direct, loginPath(`s${n}@example.test`), { 'x-forwarded-for': `192.0.2.${n}` }));
    expect(statuses(await Promise.all(spoofed)).sort()).toEqual([401, 401, 429]);
  });

  it('counts public submissions per forwarded client behind the proxy', async () => {
    const [app] = await twoInstances({ submissionRateLimit: { max: 1, timeWindowMs: 60_000 }, trustedProxies: ['127.0.0.1'] });
    const submit = (forwardedFor: string) => postMultipart(app.app, openForm, { Content: contentOf(contact) }, { 'x-forwarded-for': forwardedFor });
    expect([(await submit('203.0.113.20')).statusCode, (await submit('203.0.113.20')).statusCode, (await submit('203.0.113.21')).statusCode]).toEqual([200, 429, 200]);
  });
});

describe('counts already kept in the database', () => {
  it('limits the e-mails to one address across two instances (FO_MAIL_LIMIT_PER_ADDRESS)', async () => {
    const [one, two] = await twoInstances({ submissionRateLimit: false, mail: { limits: { perAddress: 2, perForm: 100 } } });
    const email = 'two-instances@example.com';
    for (const client of [one, two, one]) {
      const sent = await postMultipart(client.app, openForm, { Content: contentOf(contact), CustomerEmail: email, Culture: 'en' });
      expect(sent.statusCode).toBe(200);
    }
    const recorded = await ctx.database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(asc(mailOutbox.createdAt));
    expect(recorded.map((row) => row.status)).toEqual(['pending', 'pending', 'suppressed']);
  });

  it('limits the organizations a user creates across two instances (FO_ORGANIZATIONS_PER_USER)', async () => {
    const [one, two] = await twoInstances({ organizationsPerUser: 1 });
    const jwt = await signIn(ctx, ACCOUNTS.coach);
    const create = async (client: TestClient, name: string) => {
      const form = new FormData();
      form.append('organization', JSON.stringify({ name, currency: 'cad' }));
      form.append('avatar', new Blob([solidPng(8, [10, 20, 30])]), 'logo.png');
      const { port } = client.app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/organizations`, { method: 'POST', body: form, headers: bearer(jwt) });
      return { status: response.status, body: (await response.json()) as { errors?: string[] } };
    };
    expect((await create(one, 'First club')).status).toBe(200);
    expect(await create(two, 'Second club')).toEqual({ status: 409, body: expect.objectContaining({ errors: ['organizationLimit'] }) });
    await ctx.database.db.delete(organizations).where(eq(organizations.createdBy, SAMPLE_IDS.users.coach));
  });
});

describe('a failing database store', () => {
  it("answers as usual and keeps each instance's limit, logging the failure once", async () => {
    const logged = expectConsole('error', /rate limit counts failed in the database/);
    // Every count refused by the database, as a broken table or a lost connection would be.
    await ctx.database.executeSql('alter table rate_limits add constraint rate_limits_refuse check (false) not valid');
    try {
      const [app] = await twoInstances({ submissionRateLimit: { max: 2, timeWindowMs: 60_000 } });
      const submit = () => postMultipart(app.app, openForm, { Content: contentOf(contact) });
      const answers = [await submit(), await submit(), await submit()];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
      expectWait({ status: 429, retryAfter: answers[2]!.headers.get('retry-after') ?? undefined });
      expect(logged.calls).toHaveLength(1);
    } finally {
      await ctx.database.executeSql('alter table rate_limits drop constraint rate_limits_refuse');
    }
  });

  it('forgets finished windows', async () => {
    const counter = databaseCounter(ctx.database.db, { onError: (error) => { throw error; }, sweepEveryMs: 0 });
    expect(await counter.hit('short window', 1)).toEqual({ count: 1, resetInMs: expect.any(Number) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The next hit, on any key, sweeps the windows that ended.
    await counter.hit('another key', 60_000);
    const finished = async () => (await ctx.database.executeSql('select count(*)::int as n from rate_limits where reset_at <= now()')).rows[0]?.n;
    for (let tries = 0; tries < 50 && (await finished()) !== 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await finished()).toBe(0);
  });
});
