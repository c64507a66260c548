import { accounts, organizations } from '../support/accounts';
import { planRegistration, shownDate, swimSeason } from '../support/installments';
import { VIEWPORTS, checkPage, expectInsideViewport } from '../support/page-checks';
import { setUserCulture } from '../support/public-form';
import { openOrganization, toastTitle } from '../support/session';
import { submissionPage } from '../support/submissions';
import { expect, test } from '../support/test';

// Issue 18 §6, spec 000 §4: the dialog lists exactly what a cancel stops, and the server cancels exactly that.
const texts = {
  en: {
    open: 'Refund or cancel',
    dialog: 'Refund or cancel a payment',
    confirm: 'Cancel the payment',
    chosen: (date: string) => `${date}, $90.00: the payment you chose`,
    kept: 'The payments before it are kept.',
    done: 'Payment canceled',
    planned: 'Planned',
    canceled: 'Canceled',
    accepted: 'Accepted',
  },
  fr: {
    open: 'Rembourser ou annuler',
    dialog: 'Rembourser ou annuler un paiement',
    confirm: 'Annuler le paiement',
    chosen: (date: string) => `${date}, $90.00 : le paiement choisi`,
    kept: 'Les paiements qui le précèdent sont conservés.',
    done: 'Paiement annulé',
    planned: 'Planifié',
    canceled: 'Annulé',
    accepted: 'Accepté',
  },
} as const;

test.describe('canceling the last installment of a plan cancels only it', () => {
  test.setTimeout(180_000);
  test.afterEach(async ({ request, stack }) => {
    await setUserCulture(request, stack, accounts.manager, 'en');
  });

  for (const language of ['en', 'fr'] as const) {
    test(`in ${language === 'en' ? 'English' : 'French'}, at 390 and 1280 px: the dialog lists only the last installment and the earlier planned one stays planned`, async ({ page, request, stack }) => {
      const t = texts[language];
      await setUserCulture(request, stack, accounts.manager, language);
      await openOrganization(page, accounts.manager, organizations.laval);
      for (const viewport of ['phone', 'desktop'] as const) {
        const { submissionId, lines } = await planRegistration(request, stack, '4242424242424242', `Olivia ${language} ${viewport}`);
        const last = lines[2]!;
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.goto(submissionPage(swimSeason.formId, submissionId));

        const summary = page.getByTestId('submission-summary');
        await expect(summary.getByText(t.planned, { exact: true })).toHaveCount(2);
        await summary.getByRole('button', { name: t.open }).click();
        const dialog = page.getByRole('dialog', { name: t.dialog });
        await dialog.getByTestId(`refund-line-${last.id}`).getByRole('radio').check();
        const plan = dialog.getByTestId('cancel-plan');
        await expect(plan.getByRole('listitem')).toHaveText([t.chosen(shownDate(last.date))]);
        await expect(plan.getByText(t.kept)).toBeVisible();
        await checkPage(page, test.info(), `cancel-last-installment-${language}`);
        await expectInsideViewport(page, dialog);

        await dialog.getByRole('button', { name: t.confirm }).click();
        await expect(toastTitle(page, t.done)).toBeVisible();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByTestId(`payment-line-${last.id}`).getByText(t.canceled, { exact: true })).toBeVisible();
        await expect(page.getByTestId(`payment-line-${lines[1]!.id}`).getByText(t.planned, { exact: true })).toBeVisible();
        await expect(page.getByTestId(`payment-line-${lines[0]!.id}`).getByText(t.accepted, { exact: true })).toBeVisible();
      }
    });
  }
});
