import { accounts, organizations } from '../support/accounts';
import { atBothWidths, checkPage, expectInsideViewport } from '../support/page-checks';
import { setUserCulture } from '../support/public-form';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

// Issue 18 §1: the sample "Summer swim camp" has card payments that were not refunded.
test.afterEach(async ({ request, stack }) => {
  // The language stays with the user on the server: give the next specs English back.
  await setUserCulture(request, stack, accounts.manager, 'en');
});

test('a form whose submissions hold money is not deleted: the dialog says why in English and French, fits 390 px, passes axe and closes by keyboard', async ({ page }, testInfo) => {
  await openOrganization(page, accounts.manager, organizations.laval);
  await expect(formsArea(page)).toBeVisible();
  // Other specs add forms to Laval: the camp may have moved to a later page.
  const deleteCamp = formsArea(page).getByRole('button', { name: 'Delete Summer swim camp' });
  for (let turn = 0; turn < 20 && !(await deleteCamp.isVisible()); turn += 1) {
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForTimeout(300);
  }

  const cases = [
    {
      language: 'en',
      action: 'Delete Summer swim camp',
      confirm: 'Delete',
      reason: 'Payments of its submissions are not refunded, or installments are still planned. Refund or cancel them before deleting this form.',
    },
    {
      language: 'fr',
      action: 'Supprimer Camp de natation estival',
      confirm: 'Supprimer',
      reason: 'Des paiements de ses soumissions ne sont pas remboursés, ou des versements sont encore prévus. Remboursez-les ou annulez-les avant de supprimer ce formulaire.',
    },
  ];
  for (const { language, action, confirm, reason } of cases) {
    if (language === 'fr') await page.getByRole('button', { name: 'Switch the language to French' }).click();
    await formsArea(page).getByRole('button', { name: action }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    await expect(dialog.getByText(reason)).toBeVisible();
    await expect(dialog.getByRole('button', { name: confirm, exact: true })).toBeDisabled();
    await atBothWidths(page, async (viewport) => {
      await expectInsideViewport(page, dialog);
      await checkPage(page, testInfo, `forms-list-delete-refused-${language}-${viewport}`);
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(formsArea(page).getByRole('button', { name: action })).toBeVisible();
  }
});
