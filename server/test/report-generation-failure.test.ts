/** @jest-environment ./test/pglite-environment.ts */
// Issue 12: a generation that fails before the response has started (while the submissions are
// still being counted, so nothing reads the file's stream yet) answers an error to its caller and
// leaves the server running. The generator is replaced by one that fails at once (the database,
// the route and everything else are the real ones): no real failure can be timed into that window.
// The count is made to answer a little later, so the failure comes while it is pending (on PGlite
// it would otherwise be done first); a stream error nobody listens to would fail this file.
import { expectConsole } from '../../build/jest/console';
import { SAMPLE_IDS, SAMPLE_REPORTS } from '../src/db/sample-data';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import type * as ReportGenerator from '../src/services/reports/report-generator';

jest.mock('../src/services/reports/report-generator', () => {
  const actual = jest.requireActual<typeof ReportGenerator>('../src/services/reports/report-generator');
  return {
    ...actual,
    generateReport: jest.fn(async (...args: Parameters<typeof actual.generateReport>) => {
      if (args[2].report.content.name === 'Fails at once') throw new Error('the generation failed');
      return actual.generateReport(...args);
    }),
    // The count answers a little later (as on PostgreSQL, where it runs on a connection of its own),
    // so that the failure comes while it is still pending, on PGlite too.
    countSubmissions: jest.fn(async (...args: Parameters<typeof actual.countSubmissions>) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return actual.countSubmissions(...args);
    }),
  };
});

let ctx: TestContext;
let token = '';
const camp = '40000000-0000-4000-8000-000000000001';
const url = `/api/organizations/${SAMPLE_IDS.organizations.laval}/forms/${camp}/reports/generate`;
const generate = (body: Record<string, unknown>) => ctx.call({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...bearer(token) } });

beforeAll(async () => {
  ctx = await buildTestApp();
  token = await signIn(ctx, ACCOUNTS.manager);
});
afterAll(() => ctx.close());

it('a generation failing before the count is done answers an error, and the next generation works', async () => {
  // The failed generation is logged (the test app's error log goes to console.error).
  expectConsole('error', 'the generation failed');
  const [roster] = SAMPLE_REPORTS;
  for (const format of ['csv', 'xlsx']) {
    const failed = await generate({ culture: 'en', format, content: { name: 'Fails at once', steps: [{ id: 'step-1', fields: [{ id: 'first-name' }] }] } });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    const next = await generate({ reportId: roster?.id, format: 'csv' });
    expect(next.statusCode).toBe(200);
    expect(next.body.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
  }
});
