import { accounts, organizations } from '../support/accounts';
import { sampleIds } from '../support/public-form';
import { formsArea, openOrganization, switchOrganization } from '../support/session';
import { expect, test } from '../support/test';

// Issue 13 §4: after a switch the page shows loading, never the previous organization's rows.
test('switching organization shows loading, never the previous organization’s forms', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  // The first of Laval's forms on the page (other tests of this worker may have added newer ones
  // before the sample forms).
  const firstCell = formsArea(page).getByRole('row').nth(1).getByRole('cell').first();
  await expect(firstCell).toBeVisible();
  const lavalName = (await firstCell.innerText()).trim();
  // A name given as text matches the row's and the action buttons' names as a substring.
  const lavalRow = formsArea(page).getByRole('row', { name: lavalName });
  await expect(lavalRow).toBeVisible();

  // Boston's forms answer late, as on a slow network.
  let releaseBoston: () => void = () => undefined;
  const bostonAnswered = new Promise<void>((resolve) => (releaseBoston = resolve));
  await page.route(/\/api\/organizations\/[^/]+\/forms\?/, async (route) => {
    if (!route.request().url().includes(sampleIds.laval)) await bostonAnswered;
    await route.continue();
  });

  await switchOrganization(page, organizations.laval, organizations.boston);

  await expect(page.getByRole('button', { name: `Current organization: ${organizations.boston}` })).toBeVisible();
  await expect(formsArea(page).getByText('Loading the forms…')).toBeVisible();
  await expect(lavalRow).toHaveCount(0);
  await expect(formsArea(page).getByRole('button', { name: lavalName })).toHaveCount(0);

  releaseBoston();
  await expect(formsArea(page).getByRole('row', { name: /Learn to row/ })).toBeVisible();
  await expect(lavalRow).toHaveCount(0);
});
