import { accounts, organizations } from '../support/accounts';
import { openOrganization, switchOrganization } from '../support/session';
import { expect, test } from '../support/test';

test('switching organization in the side navigation shows a notice naming it', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(page.getByTestId('area-forms')).toBeVisible();

  await switchOrganization(page, organizations.laval, organizations.boston);

  await expect(page.getByText(`Now working in ${organizations.boston}`)).toBeVisible();
  await expect(page).toHaveURL(/\/registrations$/);
  await expect(page.getByRole('button', { name: `Current organization: ${organizations.boston}` })).toBeVisible();
});
