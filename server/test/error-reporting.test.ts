/** @jest-environment ./test/pglite-environment.ts */
// Issue 24 §9: a 5xx answer reaches someone. A local HTTP server stands in for Sentry or GlitchTip
// (the DSN's host) and receives the envelopes Sentry's Node SDK sends.
import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
// Sentry's own envelope reader (@sentry/core, the Node SDK's base).
import { parseEnvelope } from '@sentry/core';
import { expectConsole } from '../../build/jest/console';
import { buildApp } from '../src/app';
import type { AppOptions } from '../src/app';
import { SAMPLE_FORM_IDS, SAMPLE_IDS } from '../src/db/sample-data';
import type { ErrorReporter } from '../src/lib/error-reporter';
import { reportProcessErrors } from '../src/lib/process-error-reports';
import { jobErrorHandler } from '../src/plugins/error-reporting';
import { contentOf, postMultipart } from './forms-support';
import { ACCOUNTS, bearer, buildTestApp, captureLog, signIn } from './helper';
import type { TestContext } from './helper';

interface ReportedEvent {
  tags?: Record<string, string>;
  environment?: string;
  exception?: { values?: { type?: string; value?: string }[] };
}

interface ReportHost {
  dsn: string;
  /** The raw envelopes received, as text. */
  envelopes: string[];
  /** Waits until `count` error events arrived (or fails after 10 s) and returns them. */
  events(count: number): Promise<ReportedEvent[]>;
  close(): Promise<void>;
}

/** The error events of an envelope (its other items: client reports, sessions). */
const eventsOf = (envelope: string): ReportedEvent[] =>
  parseEnvelope(envelope)[1].flatMap(([header, payload]) => (header.type === 'event' ? [payload as ReportedEvent] : []));

async function startReportHost(): Promise<ReportHost> {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/7`,
    envelopes,
    async events(count) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const events = envelopes.flatMap(eventsOf);
        if (events.length >= count) return events;
        if (Date.now() > deadline) throw new Error(`expected ${count} reported events, received ${events.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let ctx: TestContext;
let host: ReportHost;
const { laval } = SAMPLE_IDS.organizations;

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
  host = await startReportHost();
});
afterAll(async () => {
  await ctx.close();
  await host.close();
});

/** Runs `call` while the database refuses what it needs, as it would on a bad day. */
async function withBrokenDatabase<T>(breakSql: string, repairSql: string, call: () => Promise<T>): Promise<T> {
  // The fault is logged as an error too, as a real one would be.
  expectConsole('error', 'request failed');
  await ctx.database.withSession((session) => session.exec(breakSql));
  try {
    return await call();
  } finally {
    await ctx.database.withSession((session) => session.exec(repairSql));
  }
}

describe('error reports of 5xx answers', () => {
  it('reports a fault with its route, organization and request id, and without the submitter\'s e-mail or name', async () => {
    const reporting = await ctx.buildSibling({ errorReporting: { dsn: host.dsn, environment: 'test' } });
    const email = 'private.person@example.com';
    const response = await withBrokenDatabase(
      "ALTER TABLE submissions ADD CONSTRAINT no_private CHECK (customer_email NOT LIKE 'private.person%')",
      'ALTER TABLE submissions DROP CONSTRAINT no_private',
      () =>
        postMultipart(reporting.app, `/api/organizations/${laval}/forms/${SAMPLE_FORM_IDS.openContact}`, {
          Content: contentOf({ 'first-name': 'Secretname', 'last-name': 'Hidden', email, 'contact-by-phone': false }),
          CustomerEmail: email,
        }),
    );
    expect(response.statusCode).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    const [event] = await host.events(1);
    expect(event?.environment).toBe('test');
    expect(event?.tags).toMatchObject({
      route: '/api/organizations/:organizationId/forms/:formId',
      method: 'POST',
      status_code: '500',
      organization_id: laval,
      request_id: requestId,
    });
    expect(event?.exception?.values?.[0]?.value).toBe('Database query failed');
    const sent = host.envelopes.join('\n');
    expect(sent).not.toContain('private.person');
    expect(sent).not.toContain('Secretname');
    expect(sent).not.toContain('Hidden');
  });

  it('reports a fault of a signed-in call without the token or the account\'s e-mail', async () => {
    host.envelopes.length = 0;
    const reporting = await ctx.buildSibling({ errorReporting: { dsn: host.dsn } });
    const jwt = await signIn(reporting, ACCOUNTS.manager);
    const response = await withBrokenDatabase('ALTER TABLE form_templates RENAME TO form_templates_away', 'ALTER TABLE form_templates_away RENAME TO form_templates', () =>
      reporting.call({ url: `/api/organizations/${laval}/templates`, headers: { ...bearer(jwt), 'x-request-id': 'proxy-7f3a9c21' } }),
    );
    expect(response.statusCode).toBe(500);
    // A proxy's request id is kept, so its log and the report point at the same request.
    expect(response.headers.get('x-request-id')).toBe('proxy-7f3a9c21');

    const [event] = await host.events(1);
    expect(event?.tags).toMatchObject({ route: '/api/organizations/:orgId/templates', organization_id: laval, request_id: 'proxy-7f3a9c21' });
    const sent = host.envelopes.join('\n');
    expect(sent).not.toContain(jwt);
    expect(sent).not.toContain(jwt.split('.')[2]);
    expect(sent).not.toContain(ACCOUNTS.manager.email);
  });

  it('reports nothing for a refusal (4xx) nor for a feature not configured (501)', async () => {
    host.envelopes.length = 0;
    const reporting = await ctx.buildSibling({ errorReporting: { dsn: host.dsn } });
    expect((await reporting.call({ url: `/api/organizations/${laval}/templates` })).statusCode).toBe(401);
    expect((await reporting.call({ method: 'POST', url: '/api/login/google', query: { idToken: 'x', culture: 'fr' } })).statusCode).toBe(501);
    // Then a fault, whose report must be the first and only one to arrive.
    const faulty = await withBrokenDatabase('ALTER TABLE form_templates RENAME TO form_templates_away', 'ALTER TABLE form_templates_away RENAME TO form_templates', async () =>
      reporting.call({ url: `/api/organizations/${laval}/templates`, headers: bearer(await signIn(reporting, ACCOUNTS.manager)) }),
    );
    expect(faulty.statusCode).toBe(500);
    const events = await host.events(1);
    expect(events.map((event) => event.tags?.status_code)).toEqual(['500']);
  });

  it('sends nothing at all without a DSN, even with the SDK\'s own SENTRY_DSN variable set', async () => {
    host.envelopes.length = 0;
    process.env.SENTRY_DSN = host.dsn;
    try {
      const silent = await ctx.buildSibling({ errorReporting: undefined });
      const response = await withBrokenDatabase('ALTER TABLE form_templates RENAME TO form_templates_away', 'ALTER TABLE form_templates_away RENAME TO form_templates', async () =>
        silent.call({ url: `/api/organizations/${laval}/templates`, headers: bearer(await signIn(silent, ACCOUNTS.manager)) }),
      );
      expect(response.statusCode).toBe(500);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(host.envelopes).toEqual([]);
    } finally {
      delete process.env.SENTRY_DSN;
    }
  });
});

/** A stand-in for `process`: its error events, and an exit that records its code instead of ending jest. */
function fakeProcess() {
  return Object.assign(new EventEmitter(), { exit: jest.fn<void, [number]>() });
}

/** An app that owns a process, closed by the test itself (siblings close only with ctx). */
const buildOwningApp = (overrides: Partial<AppOptions>) =>
  buildApp({ db: ctx.database.db, jwtSecret: ctx.jwtSecret, sampleMode: true, docsUi: false, ...overrides });

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const logLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level?: number; msg?: string });

describe('error reports of the process\'s own failures', () => {
  it('reports an unhandled rejection with its kind and without the data its query carried, logs it, and exits with 1 once the report is sent', async () => {
    host.envelopes.length = 0;
    const { stream, text } = captureLog();
    const owned = fakeProcess();
    let eventsSentAtExit = -1;
    owned.exit.mockImplementation(() => {
      eventsSentAtExit = host.envelopes.flatMap(eventsOf).length;
    });
    const app = await buildOwningApp({ errorReporting: { dsn: host.dsn }, ownProcess: owned, logger: { level: 'info', stream } });
    try {
      // A failed query as drizzle rejects it: a submitter's e-mail and name among the parameters in its message.
      const failure = Object.assign(new Error('Failed query: insert into submissions (customer_email, first_name) values ($1, $2)\nparams: private.person@example.com,Secretname'), {
        query: 'insert into submissions (customer_email, first_name) values ($1, $2)',
        params: ['private.person@example.com', 'Secretname'],
      });
      owned.emit('unhandledRejection', failure);

      const [event] = await host.events(1);
      expect(event?.tags).toMatchObject({ kind: 'unhandledRejection' });
      expect(event?.exception?.values?.[0]?.value).toBe('Database query failed');
      const sent = host.envelopes.join('\n');
      expect(sent).not.toContain('private.person');
      expect(sent).not.toContain('Secretname');

      await waitFor(() => owned.exit.mock.calls.length > 0);
      expect(owned.exit.mock.calls).toEqual([[1]]);
      expect(eventsSentAtExit).toBe(1);
      expect(logLines(text())).toContainEqual(expect.objectContaining({ level: 50, msg: 'unhandled rejection' }));
      expect(text()).not.toContain('private.person');
      expect(text()).not.toContain('Secretname');
    } finally {
      await app.close();
    }
  });

  it('reports and logs an uncaught exception, then exits with 1 only after the reporter is flushed', async () => {
    const steps: string[] = [];
    let flushed = () => undefined as void;
    const reporter: ErrorReporter = {
      report: (error, tags) => void steps.push(`report ${(error as Error).message} ${JSON.stringify(tags)}`),
      close: (timeoutMs) => {
        steps.push(`close ${timeoutMs}`);
        return new Promise<void>((resolve) => {
          flushed = resolve;
        });
      },
    };
    const log = { error: jest.fn() };
    const owned = fakeProcess();
    owned.exit.mockImplementation((code) => void steps.push(`exit ${code}`));
    const remove = reportProcessErrors({ reporter, log, process: owned });

    owned.emit('uncaughtException', new Error('state unknown'));
    expect(steps).toEqual(['report state unknown {"kind":"uncaughtException"}', 'close 2000']);
    expect(log.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'state unknown' }) }, 'uncaught exception');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(owned.exit).not.toHaveBeenCalled();

    flushed();
    await waitFor(() => owned.exit.mock.calls.length > 0);
    expect(steps).toEqual(['report state unknown {"kind":"uncaughtException"}', 'close 2000', 'exit 1']);
    remove();
    expect(owned.listenerCount('uncaughtException') + owned.listenerCount('unhandledRejection')).toBe(0);
  });

  it('leaves the process to Node without a DSN: no handler, so nothing reported and no exit', async () => {
    const owned = fakeProcess();
    const app = await buildOwningApp({ errorReporting: undefined, ownProcess: owned });
    try {
      expect(owned.listenerCount('unhandledRejection')).toBe(0);
      expect(owned.listenerCount('uncaughtException')).toBe(0);
      // emit answers whether a listener took the event.
      expect(owned.emit('unhandledRejection', new Error('left to Node'))).toBe(false);
      expect(owned.exit).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });

  it('removes its handlers when the app closes, so apps built one after another do not pile them up', async () => {
    const owned = fakeProcess();
    const app = await buildOwningApp({ errorReporting: { dsn: host.dsn }, ownProcess: owned });
    expect(owned.listenerCount('unhandledRejection')).toBe(1);
    expect(owned.listenerCount('uncaughtException')).toBe(1);
    await app.close();
    expect(owned.listenerCount('unhandledRejection')).toBe(0);
    expect(owned.listenerCount('uncaughtException')).toBe(0);
  });
});

describe('error reports of the background jobs', () => {
  it('reports a failure of the e-mail job tagged with the job, and logs it', async () => {
    host.envelopes.length = 0;
    const { stream, text } = captureLog();
    const reporting = await ctx.buildSibling({ errorReporting: { dsn: host.dsn }, logger: { level: 'info', stream } });
    jobErrorHandler(reporting.app, 'mail', 'mail queue error')(new Error('connect ECONNREFUSED 127.0.0.1:9'));

    const [event] = await host.events(1);
    expect(event?.tags).toMatchObject({ job: 'mail' });
    expect(event?.exception?.values?.[0]?.value).toBe('connect ECONNREFUSED 127.0.0.1:9');
    expect(logLines(text())).toContainEqual(expect.objectContaining({ level: 50, msg: 'mail queue error' }));
  });
});

describe('request ids in the structured log', () => {
  it('logs every line of a request as JSON under the request id its answer names; an unsafe incoming id is replaced', async () => {
    const { stream, text } = captureLog();
    const logged = await ctx.buildSibling({ logger: { level: 'info', stream } });
    const response = await logged.call({ url: '/api/organizations', headers: { 'x-request-id': 'bad id {"forged":1}' } });
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const ofRequest = lines.filter((line) => line.reqId === requestId);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(text()).not.toContain('forged');
  });

  it('lets the browser read the request id of a cross-origin answer', async () => {
    const response = await ctx.call({ url: '/api/organizations', headers: { origin: 'http://localhost:4100' } });
    expect(response.headers.get('access-control-expose-headers')).toEqual(expect.stringContaining('X-Request-Id'));
  });
});
