import { accounts, organizations } from '../support/accounts';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

test('a reload keeps the user signed in with the chosen organization', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.boston);
  await expect(formsArea(page)).toBeVisible();

  await page.reload();

  await expect(page).toHaveURL(/\/registrations$/);
  await expect(formsArea(page)).toBeVisible();
  await expect(page.getByRole('button', { name: `Current organization: ${organizations.boston}` })).toBeVisible();
});
