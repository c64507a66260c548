import { accounts, organizations } from '../support/accounts';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

test('choosing an organization opens the forms area', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.laval);

  await expect(page).toHaveURL(/\/registrations$/);
  await expect(formsArea(page)).toBeVisible();
});
