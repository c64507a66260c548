import { accounts, organizations } from '../support/accounts';
import { openOrganization } from '../support/session';
import { expect, test } from '../support/test';

test('the EN/FR link switches the texts to French and back to English', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Forms' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch the language to French' }).click();

  const frenchNavigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(frenchNavigation.getByRole('link', { name: 'Formulaires' })).toBeVisible();
  await expect(frenchNavigation.getByRole('link', { name: 'Rapports' })).toBeVisible();

  await page.getByRole('button', { name: 'Passer la langue en anglais' }).click();

  await expect(navigation.getByRole('link', { name: 'Forms' })).toBeVisible();
});
