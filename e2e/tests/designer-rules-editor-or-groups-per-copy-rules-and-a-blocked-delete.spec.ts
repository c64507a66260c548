import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { fieldCards, openDesignerAs } from '../support/designer';
import { atBothWidths, checkPage } from '../support/page-checks';
import { apiToken, createContactForm, sampleIds } from '../support/public-form';
import { openOrganization, toastTitle } from '../support/session';
import type { RunningStack } from '../support/stack';
import { expect, test } from '../support/test';

test.setTimeout(240_000);

const en = (value: string) => [{ culture: 'en', value }];
const field = (id: string, type: string, label: string, extra: Record<string, unknown> = {}) => ({ id, type, text: en(label), size: 6, required: false, visible: true, enabled: true, ...extra });

/** A form of two sections: Membership (checkbox, list, text) and the repeatable Kids (name, checkbox, text), no rules yet. */
const CONTENT = {
  steps: [
    {
      id: 'step-1',
      name: en('Registration'),
      sections: [
        {
          id: 'membership',
          name: en('Membership'),
          multiple: false,
          visible: true,
          fields: [
            field('member', 'CheckBox', 'Returning member', { defaultValue: false }),
            field('level', 'Select', 'Level', { options: [{ value: 'beginner', text: en('Beginner') }, { value: 'advanced', text: en('Advanced') }] }),
            field('member-number', 'Text', 'Member number'),
          ],
        },
        {
          id: 'kids',
          name: en('Kids'),
          multiple: true,
          visible: true,
          multipleValidations: { min: 1, max: 3 },
          fields: [field('kid-name', 'Text', 'Child name'), field('allergies', 'CheckBox', 'Has allergies', { defaultValue: false }), field('allergy-details', 'Text', 'Allergy details')],
        },
      ],
    },
  ],
  rules: [],
};

/** Creates a Laval form through the staff calls and saves the content above into it; gives its id. */
async function arrangeForm(request: APIRequestContext, stack: RunningStack, name: string): Promise<string> {
  const token = await apiToken(request, stack, accounts.admin);
  const formId = await createContactForm(request, stack, token, { name });
  const headers = { authorization: `Bearer ${token}` };
  const details = await request.get(new URL(`/api/organizations/${sampleIds.laval}/forms/${formId}/details`, stack.urls.api).href, { headers });
  const { form } = (await details.json()) as { form: { version: number } };
  const saved = await request.put(new URL(`/api/organizations/${sampleIds.laval}/forms/${formId}`, stack.urls.api).href, {
    headers,
    multipart: { form: JSON.stringify({ version: form.version, name, localizations: ['en'], content: JSON.stringify(CONTENT), discountCodes: [] }) },
  });
  if (!saved.ok()) throw new Error(`saving the content answered ${saved.status()}: ${await saved.text()}`);
  return formId;
}

async function openRules(page: Page, formId: string) {
  await page.goto(`/registrations/admin/edit-form/${formId}`);
  await expect(fieldCards(page).first()).toBeVisible();
  await page.getByTestId('designer').getByRole('button', { name: 'Rules', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rules' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a rule with two OR groups shows and hides a field in the preview (try-it panel, axe and 390 px on the dialog)', async ({ page, request, stack }, testInfo) => {
  const name = `Rules OR ${Date.now()}`;
  const formId = await arrangeForm(request, stack, name);
  await signInToLaval(page);
  let dialog = await openRules(page, formId);
  await expect(dialog.getByText('This form has no rules yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a rule' }).click();
  dialog = page.getByRole('dialog', { name: 'New rule' });
  await dialog.getByLabel('Rule name').fill('Member number');

  // Saving an empty rule is refused with what is missing.
  await dialog.getByRole('button', { name: 'Save the rule' }).click();
  await expect(dialog.getByTestId('rule-errors')).toContainText('The rule needs at least one target.');

  // Group 1: returning member is checked. Group 2 (OR): level equals Advanced. Target: member number is visible.
  await dialog.getByRole('button', { name: 'Add a condition to group 1' }).click();
  await dialog.getByLabel('Field of condition 1, group 1').selectOption({ label: 'Returning member' });
  await expect(dialog.getByLabel('Operator of condition 1, group 1')).toHaveValue('isChecked');
  await dialog.getByRole('button', { name: 'Add an OR group' }).click();
  await dialog.getByRole('button', { name: 'Add a condition to group 2' }).click();
  // A single-selection list offers no "includes" (spec 001 §5).
  await dialog.getByLabel('Field of condition 1, group 2').selectOption({ label: 'Level' });
  await expect(dialog.getByLabel('Operator of condition 1, group 2').locator('option')).toHaveText(['equals', 'is completed']);
  await dialog.getByLabel('Value of condition 1, group 2').selectOption({ label: 'Advanced' });
  await dialog.getByRole('button', { name: 'Add a target' }).click();
  // A repeatable-section target is not offered while a condition is outside its section.
  await expect(dialog.getByLabel('Field of target 1').locator('option', { hasText: 'Child name' })).toHaveCount(0);
  await dialog.getByLabel('Field of target 1').selectOption({ label: 'Member number' });
  await expect(dialog.getByLabel('Action of target 1')).toHaveValue('isVisible');

  // Try it: the shared rules engine answers.
  const tryIt = dialog.getByTestId('rules-try-it');
  const result = tryIt.getByTestId('rules-try-it-result');
  await expect(result).toContainText('The rule does not hold.');
  await expect(result).toContainText('Member number: hidden, not required');
  await tryIt.getByLabel('Answer: Level').selectOption({ label: 'Advanced' });
  await expect(result).toContainText('The rule holds.');
  await expect(result).toContainText('Member number: shown, not required');
  await tryIt.getByLabel('Answer: Level').selectOption({ label: 'Beginner' });
  await tryIt.getByText('Answer: Returning member: Checked').click();
  await expect(result).toContainText('Member number: shown');

  // The dialog meets the bars of every page: 390 px and 1280 px, no serious axe violation.
  await atBothWidths(page, async (viewport) => {
    await expect(dialog).toBeVisible();
    await checkPage(page, testInfo, `rules-editor-${viewport}`);
  });

  await dialog.getByRole('button', { name: 'Save the rule' }).click();
  dialog = page.getByRole('dialog', { name: 'Rules' });
  await expect(dialog.getByTestId('rule-item')).toHaveCount(1);
  await expect(dialog.getByTestId('rule-item')).toContainText('Member number');
  await expect(dialog.getByTestId('rule-item')).toContainText('2 condition group(s), 1 target(s)');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastTitle(page, 'Form saved')).toBeVisible();

  // The preview: hidden, shown by either group, hidden again.
  await page.goto(`/registrations/preview/${formId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const memberNumber = page.getByLabel('Member number');
  await expect(page.getByLabel('Level')).toBeVisible();
  await expect(memberNumber).toHaveCount(0);
  await page.getByLabel('Returning member').check();
  await expect(memberNumber).toBeVisible();
  await page.getByLabel('Returning member').uncheck();
  await expect(memberNumber).toHaveCount(0);
  await page.getByLabel('Level').selectOption({ label: 'Advanced' });
  await expect(memberNumber).toBeVisible();
  await page.getByLabel('Level').selectOption({ label: 'Beginner' });
  await expect(memberNumber).toHaveCount(0);
});

test('a rule on a repeatable section works per copy', async ({ page, request, stack }) => {
  const name = `Rules per copy ${Date.now()}`;
  const formId = await arrangeForm(request, stack, name);
  await signInToLaval(page);
  let dialog = await openRules(page, formId);
  await dialog.getByRole('button', { name: 'Add a rule' }).click();
  dialog = page.getByRole('dialog', { name: 'New rule' });
  await dialog.getByLabel('Rule name').fill('Allergy details');
  await dialog.getByRole('button', { name: 'Add a target' }).click();
  await dialog.getByLabel('Field of target 1').selectOption({ label: 'Allergy details (repeatable section Kids)' });
  await dialog.getByRole('button', { name: 'Add a condition to group 1' }).click();
  // Targets in a repeatable section take conditions of that section only (spec 001 §5).
  const offered = dialog.getByLabel('Field of condition 1, group 1').locator('option');
  await expect(offered.filter({ hasText: 'Returning member' })).toHaveCount(0);
  await dialog.getByLabel('Field of condition 1, group 1').selectOption({ label: 'Has allergies (repeatable section Kids)' });
  await expect(dialog.getByTestId('rules-try-it')).toContainText('here it is tried on one copy');
  await dialog.getByRole('button', { name: 'Save the rule' }).click();
  dialog = page.getByRole('dialog', { name: 'Rules' });
  await expect(dialog.getByTestId('rule-item')).toContainText('Allergy details');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastTitle(page, 'Form saved')).toBeVisible();

  await page.goto(`/registrations/preview/${formId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const first = page.getByRole('group', { name: 'Kids #1' });
  const second = page.getByRole('group', { name: 'Kids #2' });
  await expect(second).toBeVisible();
  await expect(first.getByLabel('Allergy details')).toHaveCount(0);
  await expect(second.getByLabel('Allergy details')).toHaveCount(0);
  await second.getByLabel('Has allergies').check();
  await expect(second.getByLabel('Allergy details')).toBeVisible();
  await expect(first.getByLabel('Allergy details')).toHaveCount(0);
  await first.getByLabel('Has allergies').check();
  await expect(first.getByLabel('Allergy details')).toBeVisible();
  await second.getByLabel('Has allergies').uncheck();
  await expect(second.getByLabel('Allergy details')).toHaveCount(0);
  await expect(first.getByLabel('Allergy details')).toBeVisible();
});

test('deleting a field used by a rule is refused, and the server refuses a rule naming a deleted field; a read-only user reads the rules in French', async ({ page, browser, request, stack }, testInfo) => {
  const name = `Rules delete ${Date.now()}`;
  const formId = await arrangeForm(request, stack, name);
  await signInToLaval(page);
  let dialog = await openRules(page, formId);
  await dialog.getByRole('button', { name: 'Add a rule' }).click();
  dialog = page.getByRole('dialog', { name: 'New rule' });
  await dialog.getByLabel('Rule name').fill('Number for members');
  await dialog.getByRole('button', { name: 'Add a condition to group 1' }).click();
  await dialog.getByLabel('Field of condition 1, group 1').selectOption({ label: 'Returning member' });
  await dialog.getByRole('button', { name: 'Add a target' }).click();
  await dialog.getByLabel('Field of target 1').selectOption({ label: 'Member number' });
  await dialog.getByRole('button', { name: 'Save the rule' }).click();
  await page.getByRole('dialog', { name: 'Rules' }).getByRole('button', { name: 'Close' }).click();

  // Both the condition field and the target field are refused, with the rule named.
  for (const label of ['Returning member', 'Member number']) {
    await page.getByRole('button', { name: `Delete ${label}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastTitle(page, 'This is used by the rule(s) Number for members: change those rules first.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Move ${label}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastTitle(page, 'Form saved')).toBeVisible();

  // A client that saves the rule without its field anyway gets the 400 of the shared check.
  const token = await apiToken(request, stack, accounts.admin);
  const headers = { authorization: `Bearer ${token}` };
  const details = await request.get(new URL(`/api/organizations/${sampleIds.laval}/forms/${formId}/details`, stack.urls.api).href, { headers });
  const { form } = (await details.json()) as { form: { version: number; content: string } };
  const content = JSON.parse(form.content) as typeof CONTENT & { rules: unknown[] };
  content.steps[0]!.sections[0]!.fields = content.steps[0]!.sections[0]!.fields.filter((entry) => entry.id !== 'member');
  const refused = await request.put(new URL(`/api/organizations/${sampleIds.laval}/forms/${formId}`, stack.urls.api).href, {
    headers,
    multipart: { form: JSON.stringify({ version: form.version, name, localizations: ['en'], content: JSON.stringify(content), discountCodes: [] }) },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toMatch(/rules\[0\] \(Number for members\): group 1, condition 1: the field "member" no longer exists/);

  // The reader (read-only in Laval, French): the rules are listed and readable, nothing to change.
  const readerDesigner = await openDesignerAs(browser, stack.urls.shell, accounts.reader, organizations.laval, formId, { width: 1280, height: 800 });
  const reader = readerDesigner.page;
  try {
    await reader.getByTestId('designer').getByRole('button', { name: 'Règles', exact: true }).click();
    const rules = reader.getByRole('dialog', { name: 'Règles' });
    await expect(rules.getByTestId('rule-item')).toContainText('1 groupe(s) de conditions, 1 cible(s)');
    await expect(rules.getByRole('button', { name: 'Ajouter une règle' })).toHaveCount(0);
    await expect(rules.getByRole('button', { name: /^Supprimer la règle/ })).toHaveCount(0);
    await atBothWidths(reader, async (viewport) => {
      await checkPage(reader, testInfo, `rules-list-fr-read-only-${viewport}`);
    });
    await rules.getByRole('button', { name: 'Modifier la règle Number for members' }).click();
    const opened = reader.getByRole('dialog', { name: 'Modifier la règle' });
    await expect(opened.getByLabel('Champ de la condition 1, groupe 1')).toBeDisabled();
    await expect(opened.getByRole('button', { name: 'Enregistrer la règle' })).toHaveCount(0);
    await checkPage(reader, testInfo, 'rules-editor-fr-read-only');
  } finally {
    await readerDesigner.close();
  }
});

async function signInToLaval(page: Page) {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
}
