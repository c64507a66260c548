/** @jest-environment ./test/pglite-environment.ts */
import { randomUUID } from 'node:crypto';
import { SAMPLE_FORM_IDS, SAMPLE_IDS } from '../src/db/sample-data';
import { contentOf, postMultipart } from './forms-support';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
});
afterAll(() => ctx.close());

const open = SAMPLE_FORM_IDS.openContact;
const check = (formId: string, submissionId: string) => ctx.call({ url: `/api/public/forms/${formId}/submissions/${submissionId}` });

describe('GET /api/public/forms/:formId/submissions/:submissionId (issue 13 §6: the confirmation checks its submission)', () => {
  let submissionId: string;
  beforeAll(async () => {
    const response = await postMultipart(ctx.app, `/organizations/${SAMPLE_IDS.organizations.laval}/forms/${open}`, {
      Content: contentOf({ 'first-name': 'Léa', 'last-name': 'Tremblay', email: 'lea@example.com', 'contact-by-phone': false }),
    });
    expect(response.statusCode).toBe(200);
    submissionId = response.json<string>();
  });

  it('answers 204 with no body, without a token, for a submission made on the form', async () => {
    const response = await check(open, submissionId);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('answers 404 for a made-up submission id', async () => {
    const response = await check(open, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Submission not found' });
  });

  it('answers 404 for a real submission of another form', async () => {
    const response = await check(randomUUID(), submissionId);
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 with a message for an id that is not one', async () => {
    const response = await check(open, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/submissionId/);
  });
});
