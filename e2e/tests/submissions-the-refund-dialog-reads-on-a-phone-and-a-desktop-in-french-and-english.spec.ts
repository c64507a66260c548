import { accounts, organizations } from '../support/accounts';
import { setUserCulture } from '../support/public-form';
import { openOrganization } from '../support/session';
import { expectNoHorizontalOverflow, expectNoSeriousAreaAxeViolations, submissionIds, submissionPage } from '../support/submissions';
import { expect, test } from '../support/test';

// The refund/cancel dialog lists the payments as cards of labelled facts on a phone (ids on one
// line, nothing cut) and as a table on a desktop, in both languages.
const texts = {
  en: { open: 'Refund or cancel', title: 'Refund or cancel a payment', intentId: 'Payment intent id', cancel: 'Cancel' },
  fr: { open: 'Rembourser ou annuler', title: 'Rembourser ou annuler un paiement', intentId: 'Identifiant du paiement', cancel: 'Annuler' },
} as const;

test.describe('the refund dialog reads on a phone and a desktop', () => {
  test.setTimeout(120_000);
  test.afterEach(async ({ request, stack }) => {
    await setUserCulture(request, stack, accounts.manager, 'en');
  });

  for (const language of ['en', 'fr'] as const) {
    test(`in ${language === 'en' ? 'English' : 'French'}`, async ({ page, request, stack }) => {
      const t = texts[language];
      await setUserCulture(request, stack, accounts.manager, language);
      await openOrganization(page, accounts.manager, organizations.laval);
      await expect(page).toHaveURL(/\/registrations$/);
      await page.goto(submissionPage(submissionIds.swimCamp, submissionIds.paidNoah));
      await expect(page.getByTestId('submission-summary')).toBeVisible();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.getByRole('button', { name: t.open }).click();
        const dialog = page.getByRole('dialog', { name: t.title });
        await expect(dialog).toBeVisible();
        const box = await dialog.boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 9999) <= width).toBe(true);
        if (width === 390) {
          await expect(dialog.getByRole('table')).toHaveCount(0);
          const card = dialog.getByRole('list', { name: t.title }).getByRole('listitem').first();
          await expect(card.getByText(t.intentId)).toBeVisible();
          // An id reads on one line (or two at most), never two characters a line.
          expect((await card.locator('dd').first().boundingBox())?.height ?? 999).toBeLessThan(48);
        } else {
          await expect(dialog.getByRole('table')).toBeVisible();
        }
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousAreaAxeViolations(page, '[role="dialog"]');
        await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
        await expect(dialog).toHaveCount(0);
      }
    });
  }
});
