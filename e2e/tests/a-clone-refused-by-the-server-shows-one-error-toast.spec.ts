import { accounts, organizations } from '../support/accounts';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

// Issue 13 §6: a clone answered 400 showed two toasts ("Error 400" and "An error occured").
test('a clone answered 400 shows one error toast', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(formsArea(page)).toBeVisible();
  await page.route(/\/forms\/[^/]+\/clone$/, (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'refused' }) }),
  );

  await formsArea(page).getByRole('button', { name: /^Clone / }).first().click();
  await page.getByRole('dialog', { name: 'Clone a form' }).getByRole('button', { name: 'Clone', exact: true }).click();

  await expect(page.locator('.fui-Toast')).toHaveCount(1);
  await expect(page.locator('.fui-ToastTitle')).toHaveText('Error 400');
  // Still one a moment later: no second toast follows.
  await page.waitForTimeout(500);
  await expect(page.locator('.fui-Toast')).toHaveCount(1);
});
