import { accounts, organizations } from '../support/accounts';
import { openOrganization, toastTitle } from '../support/session';
import { submissionIds, submissionPage, submitPublicly } from '../support/submissions';
import { expect, test } from '../support/test';

test('deleting a submission asks first, then returns to the list without it; a paid one must be refunded first', async ({ page, request, stack }) => {
  const id = await submitPublicly(request, stack, submissionIds.membershipRenewal, { 'first-name': 'Zacharie', 'last-name': 'Gone', email: 'zach@example.com', 'contact-by-phone': false, message: 'Delete me' });
  await openOrganization(page, accounts.manager, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);

  await page.goto(submissionPage(submissionIds.swimCamp, submissionIds.paidNoah));
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /delete/i }).click();
  await expect(toastTitle(page, 'Refund its payment before deleting this submission')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${submissionIds.paidNoah}$`));

  await page.goto(submissionPage(submissionIds.membershipRenewal, id));
  await expect(page.getByTestId('submission-answers')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete this submission?');
  await confirm.getByRole('button', { name: /delete/i }).click();
  await expect(toastTitle(page, 'Submission deleted')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${submissionPage(submissionIds.membershipRenewal)}$`));
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Zacharie' })).toHaveCount(0);
});
