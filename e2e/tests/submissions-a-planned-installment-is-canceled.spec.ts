import { accounts, organizations } from '../support/accounts';
import { openOrganization, toastTitle } from '../support/session';
import { submissionIds, submissionPage } from '../support/submissions';
import { expect, test } from '../support/test';

test('cancelling a planned installment cancels it and the later planned one; the charged one stays', async ({ page }) => {
  await openOrganization(page, accounts.manager, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await page.goto(submissionPage(submissionIds.mastersSwimTeam, submissionIds.plan));

  const summary = page.getByTestId('submission-summary');
  await expect(summary.getByText('Planned')).toHaveCount(2);
  await summary.getByRole('button', { name: 'Refund or cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund or cancel a payment' });
  const rows = dialog.getByRole('row');
  await expect(rows).toHaveCount(4);
  // The first line that can still be acted on is the charged one: refunded, not canceled.
  await expect(dialog.getByRole('button', { name: 'Refund', exact: true })).toBeVisible();
  await rows.nth(2).getByRole('radio').check();
  await dialog.getByRole('button', { name: 'Cancel the payment' }).click();
  await expect(toastTitle(page, 'Payment canceled')).toBeVisible();

  await expect(summary.getByText('Planned')).toHaveCount(0);
  await expect(summary.getByText('Canceled')).toHaveCount(2);
  await expect(summary.getByText('Accepted')).toHaveCount(2);
  await expect(page.getByTestId('submission-history')).toContainText('Payment canceled by Marc Manager (2 lines)');
});
