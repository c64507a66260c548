import { accounts, organizations } from '../support/accounts';
import { apiToken } from '../support/public-form';
import { openOrganization, toastTitle } from '../support/session';
import { createFormWithUpload, expectNoHorizontalOverflow, expectNoSeriousAreaAxeViolations, submissionPage, submitPublicly, tinyPng } from '../support/submissions';
import { expect, test } from '../support/test';

test('from the list to the detail, a text answer edited and a file replaced are both there after a reload', async ({ page, request, stack }) => {
  const token = await apiToken(request, stack, accounts.manager);
  const formId = await createFormWithUpload(request, stack, token, 'Camp with a medical form');
  await submitPublicly(request, stack, formId, { nickname: 'Lili' }, { field: 'medical', name: 'first.png', mimeType: 'image/png', buffer: tinyPng });

  await openOrganization(page, accounts.manager, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await page.goto(submissionPage(formId));
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions: Camp with a medical form' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Camp with a medical form' });
  await expect(table.getByRole('columnheader', { name: 'Nickname' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Lili' })).toBeVisible();
  await expectNoSeriousAreaAxeViolations(page);

  await table.getByRole('button', { name: /^View/ }).click();
  await expect(page).toHaveURL(new RegExp(`${submissionPage(formId)}/[0-9a-f-]{36}$`));
  const answers = page.getByTestId('submission-answers');
  await expect(answers.getByLabel(/Nickname/)).toHaveValue('Lili');
  await expect(answers.getByLabel(/Nickname/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download first.png' })).toBeVisible();
  await expectNoSeriousAreaAxeViolations(page);

  await page.getByRole('button', { name: 'Edit' }).click();
  await answers.getByLabel(/Nickname/).fill('Lili-Rose');
  // The form's own file input, in place, beside the current file.
  await expect(answers.getByText('Current file: first.png')).toBeVisible();
  await answers.getByLabel(/^Medical form/).setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastTitle(page, 'Submission updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('submission-answers').getByLabel(/Nickname/)).toHaveValue('Lili-Rose');
  await expect(page.getByRole('button', { name: 'Download second.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download first.png' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download second.png' }).click();
  expect((await download).suggestedFilename()).toBe('second.png');
  await expect(page.getByTestId('submission-history')).toContainText('Answers edited by Marc Manager: Nickname');
});

test('the submissions pages fit 390 px without sideways scrolling and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOrganization(page, accounts.manager, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await page.goto(submissionPage('40000000-0000-4000-8000-000000000001'));
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAreaAxeViolations(page);
  await page.goto(submissionPage('40000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000002'));
  await expect(page.getByTestId('submission-summary')).toBeVisible();
  await expect(page.getByTestId('submission-answers')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAreaAxeViolations(page);

  await page.getByRole('button', { name: 'Refund or cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund or cancel a payment' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
  // Issue 23 §4: on a phone the payments are cards of labelled facts, not a table wrapping its ids.
  await expect(dialog.getByRole('table')).toHaveCount(0);
  const card = dialog.getByRole('list', { name: 'Refund or cancel a payment' }).getByRole('listitem').first();
  await expect(card.getByText('Payment intent id')).toBeVisible();
  const intent = card.locator('dd').first();
  // An id reads on one line (or two at most), never two characters a line.
  expect((await intent.boundingBox())?.height ?? 999).toBeLessThan(48);
  await expectNoSeriousAreaAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
});
