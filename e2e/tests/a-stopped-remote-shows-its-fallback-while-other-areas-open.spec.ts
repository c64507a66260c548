import { accounts, organizations } from '../support/accounts';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

const fallback = 'This area is unavailable right now. The rest of the app keeps working.';

test('a stopped reports remote shows its fallback while forms and dashboard still open', async ({ page, stack }) => {
  await stack.stopRemote('reports');
  try {
    await openOrganization(page, accounts.admin, organizations.laval);
    await expect(formsArea(page)).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });

    await navigation.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByText(fallback)).toBeVisible();

    await navigation.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(fallback)).toHaveCount(0);

    await navigation.getByRole('link', { name: 'Forms' }).click();
    await expect(formsArea(page)).toBeVisible();
  } finally {
    await stack.startRemote('reports');
  }
});
