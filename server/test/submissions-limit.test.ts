/** @jest-environment ./test/pglite-environment.ts */
// The submission limit under load: on PGlite the one connection serializes the transactions;
// with TEST_DATABASE_URL the same test is a real race between pooled PostgreSQL connections.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { forms, submissions } from '../src/db/schema';
import { submissionCountOf } from '../src/services/submissions/submission-count';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { contentOf, postMultipart } from './forms-support';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { expectBalancedBooks } from './ledger';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
});
afterAll(() => ctx.close());

const LIMIT = 50;
const CONCURRENT = 200;
const RUNS = 10;
const content = {
  steps: [{ id: 's1', name: [], sections: [{ id: 'sec', name: [], multiple: false, visible: true, fields: [{ id: 'name', type: 'Text', text: [], required: true }] }] }],
  rules: [],
};

it(`stores exactly ${LIMIT} of ${CONCURRENT} concurrent submissions, ${RUNS} runs`, async () => {
  for (let run = 0; run < RUNS; run += 1) {
    const formId = randomUUID();
    await ctx.database.db.insert(forms).values({
      id: formId,
      organizationId: SAMPLE_IDS.organizations.laval,
      name: [{ culture: 'en', value: `Race ${run}` }],
      status: 3,
      submissionLimit: LIMIT,
      content: JSON.stringify(content),
    });
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        postMultipart(ctx.app, `/organizations/${SAMPLE_IDS.organizations.laval}/forms/${formId}`, { Content: contentOf({ name: `Visitor ${index}` }) }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 200).map((response) => response.json<string>());
    const refused = responses.filter((response) => response.statusCode === 400);
    expect({ run, accepted: accepted.length, refused: refused.length }).toEqual({ run, accepted: LIMIT, refused: CONCURRENT - LIMIT });
    for (const response of refused) expect(response.json<{ errors: string[] }>().errors).toEqual(['submissionLimit']);

    // Nothing acknowledged is lost, and nothing refused was stored.
    const stored = await ctx.database.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.formId, formId));
    expect(new Set(stored.map((row) => row.id))).toEqual(new Set(accepted));
    const [counted] = await ctx.database.db.select({ count: submissionCountOf() }).from(forms).where(eq(forms.id, formId));
    expect(counted?.count).toBe(LIMIT);
    const [total] = await ctx.database.db.select({ total: count() }).from(submissions).where(eq(submissions.formId, formId));
    expect(total?.total).toBe(LIMIT);
  }
}, 120_000);

describe('the money ledger check (issue 18) after the scenarios above', () => {
  test('the books balance: the provider, the database, the submission detail and the report agree', async () => {
    await expectBalancedBooks(ctx);
  });
});
