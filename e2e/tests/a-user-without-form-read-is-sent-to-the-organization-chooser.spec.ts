import { accounts, organizations } from '../support/accounts';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

test('a user without FORM read who opens /registrations is sent to /organization-selection', async ({ page }) => {
  await openOrganization(page, accounts.coach, organizations.laval);

  await page.goto('/registrations');

  await expect(page).toHaveURL(/\/organization-selection$/);
  await expect(formsArea(page)).toHaveCount(0);
});
