import { accounts, organizations } from '../support/accounts';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

test('signing in lands on the organization chooser listing the user’s organizations', async ({ page }) => {
  await signIn(page, accounts.manager);

  await expect(page).toHaveURL(/\/organization-selection$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: organizations.laval })).toBeVisible();
  await expect(main.getByRole('button', { name: organizations.boston })).toBeVisible();
  // The manager is not a member of the third organization.
  await expect(main.getByRole('button', { name: organizations.montreal })).toHaveCount(0);
});
