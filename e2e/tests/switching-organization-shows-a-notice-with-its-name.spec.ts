import { accounts, organizations } from '../support/accounts';
import { formsArea, openOrganization, switchOrganization } from '../support/session';
import { expect, test } from '../support/test';

test('switching organization in the side navigation shows a notice naming it', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(formsArea(page)).toBeVisible();

  await switchOrganization(page, organizations.laval, organizations.boston);

  // exact: the toast's title, not the aria-live copy Fluent adds for screen readers.
  await expect(page.getByText(`Now working in ${organizations.boston}`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/registrations$/);
  await expect(page.getByRole('button', { name: `Current organization: ${organizations.boston}` })).toBeVisible();
});
