import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { describeViolation, seriousAxeViolations } from './page-checks';
import type { RunningStack } from './stack';

/** Fixed ids of the sample data (server/src/db/sample-data.ts). */
export const submissionIds = {
  laval: '10000000-0000-4000-8000-000000000002',
  blankTemplate: '30000000-0000-4000-8000-000000000001',
  swimCamp: '40000000-0000-4000-8000-000000000001',
  membershipRenewal: '40000000-0000-4000-8000-000000000002',
  mastersSwimTeam: '40000000-0000-4000-8000-000000000004',
  /** Swim camp, $150 succeeded (pi_sample_0001). */
  paidLea: '50000000-0000-4000-8000-000000000001',
  /** Swim camp, $270 succeeded with a coupon. */
  paidNoah: '50000000-0000-4000-8000-000000000002',
  /** Masters swim team, a 3-installment plan: one charged, two planned. */
  plan: '50000000-0000-4000-8000-000000000009',
} as const;

export const submissionPage = (formId: string, submissionId?: string) =>
  submissionId ? `/registrations/submissions/${formId}/${submissionId}` : `/registrations/submissions/${formId}`;

const text = (value: string) => [{ culture: 'en', value }];

/** A form made from the blank template with its own content, in `localizations`; returns its id. */
export async function createFormWithContent(request: APIRequestContext, stack: RunningStack, token: string, name: string, content: object, localizations: readonly string[] = ['en']): Promise<string> {
  const response = await request.post(`${stack.urls.api}/api/organizations/${submissionIds.laval}/forms/templates/${submissionIds.blankTemplate}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { form: JSON.stringify({ name, localizations, content: JSON.stringify(content) }) },
  });
  if (!response.ok()) throw new Error(`form creation answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** A form (from the blank template, with its own content) holding a text and an upload field. */
export async function createFormWithUpload(request: APIRequestContext, stack: RunningStack, token: string, name: string): Promise<string> {
  const content = {
    steps: [
      {
        id: 'step-1',
        name: text('Camper'),
        sections: [
          {
            id: 'section-1',
            name: text('Camper'),
            multiple: false,
            visible: true,
            fields: [
              { id: 'nickname', type: 'Text', text: text('Nickname'), size: 6, required: true, visible: true, enabled: true, maxLength: 50 },
              { id: 'medical', type: 'UploadFile', text: text('Medical form'), size: 6, required: false, visible: true, enabled: true },
            ],
          },
        ],
      },
    ],
    rules: [],
  };
  return createFormWithContent(request, stack, token, name, content);
}

/** A 1x1 PNG, the smallest file the server's type check accepts as an image. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A file posted with a submission under its field's key (`{fieldId}@{copy}` for a repeat copy's). */
export interface UploadPart {
  field: string;
  name: string;
  buffer: Buffer;
  mimeType: string;
}

/** Submits the public form as a visitor would (answers and files), returns the submission id. */
export async function submitPublicly(request: APIRequestContext, stack: RunningStack, formId: string, answers: Record<string, unknown>, files?: UploadPart | UploadPart[]): Promise<string> {
  const Content = JSON.stringify(Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) })));
  const parts = Object.fromEntries([files ?? []].flat().map((file) => [file.field, { name: file.name, mimeType: file.mimeType, buffer: file.buffer }]));
  const response = await request.post(`${stack.urls.api}/organizations/${submissionIds.laval}/forms/${formId}`, {
    multipart: { Content, Culture: 'en', ...parts },
  });
  if (!response.ok()) throw new Error(`submission answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as string;
}

/** Expects no serious or critical axe violation in this area's part of the page (the remote's root, `selector`; the shell around it has its own checks). */
export async function expectNoSeriousAreaAxeViolations(page: Page, selector = '[data-testid^="submission"]'): Promise<void> {
  const serious = await seriousAxeViolations(page, selector);
  expect(serious, serious.map(describeViolation).join('\n')).toEqual([]);
}

/** At 390 px wide nothing makes the page scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
