import { accounts, organizations } from '../support/accounts';
import { formsArea, openOrganization, switchOrganization, toastTitle } from '../support/session';
import { expect, test } from '../support/test';

test('switching organization in the side navigation shows a notice naming it', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(formsArea(page)).toBeVisible();

  await switchOrganization(page, organizations.laval, organizations.boston);

  await expect(toastTitle(page, `Now working in ${organizations.boston}`)).toBeVisible();
  await expect(page).toHaveURL(/\/registrations$/);
  await expect(page.getByRole('button', { name: `Current organization: ${organizations.boston}` })).toBeVisible();
});
