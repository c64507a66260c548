import { accounts, organizations } from '../support/accounts';
import { openOrganization, toastTitle } from '../support/session';
import { expectNoSeriousAreaAxeViolations, submissionIds, submissionPage } from '../support/submissions';
import { expect, test } from '../support/test';

test('a partial refund of $10 on a $150 payment shows its status and what remains; more than that is refused', async ({ page }) => {
  await openOrganization(page, accounts.manager, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await page.goto(submissionPage(submissionIds.swimCamp, submissionIds.paidLea));

  const summary = page.getByTestId('submission-summary');
  await expect(summary.getByText('$150.00').first()).toBeVisible();
  await summary.getByRole('button', { name: 'Refund or cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund or cancel a payment' });
  await expect(dialog.getByRole('cell', { name: 'pi_sample_0001' })).toBeVisible();
  await expectNoSeriousAreaAxeViolations(page, '[role="dialog"]');
  await dialog.getByLabel('Partial refund').check();
  await dialog.getByLabel('Amount to refund ($)').fill('10');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(toastTitle(page, 'Refund done')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await expect(summary.getByText('Refunded $10.00')).toBeVisible();
  // Issue 18 §10: the money block says what was paid, given back and kept, as the report does.
  await expect(summary.getByTestId('payment-money-paid')).toContainText('$150.00');
  await expect(summary.getByTestId('payment-money-refunded')).toContainText('−$10.00');
  await expect(summary.getByTestId('payment-money-net')).toContainText('$140.00');
  await expect(page.getByTestId('submission-history')).toContainText('$10.00 refunded by Marc Manager (Refunded); $140.00 left');

  await summary.getByRole('button', { name: 'Refund or cancel' }).click();
  await expect(dialog.getByRole('row').filter({ hasText: 'pi_sample_0001' })).toContainText('$140.00');
  await dialog.getByLabel('Partial refund').check();
  await dialog.getByLabel('Amount to refund ($)').fill('140.01');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('Refund amount higher than total payment')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(summary.getByText('Refunded $10.00')).toBeVisible();
});
