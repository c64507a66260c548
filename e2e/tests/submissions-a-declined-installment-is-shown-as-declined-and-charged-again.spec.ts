import { accounts, organizations } from '../support/accounts';
import { planRegistration, swimSeason } from '../support/installments';
import { VIEWPORTS, checkPage } from '../support/page-checks';
import { setUserCulture } from '../support/public-form';
import { openOrganization, toastTitle } from '../support/session';
import { submissionPage } from '../support/submissions';
import { expect, test } from '../support/test';

// Issue 18 §7: the simulated provider's 4000 0000 0000 0341 card is set up, then every charge of it
// is declined, so the plan's first installment is declined for good (the payer's own retry is the
// public form's). Staff see it as declined, with the provider's reason, and charge it again.
const texts = {
  en: {
    badge: 'Declined',
    planned: 'Planned',
    reason: 'Declined: the card was declined. No automatic attempt is planned.',
    retry: /^Charge again the payment of/,
    again: 'The card was declined again: the card was declined',
    history: 'Declined payment charged again by Marc Manager: Declined',
  },
  fr: {
    badge: 'Refusé',
    planned: 'Planifié',
    reason: 'Refusé : la carte a été refusée. Aucune tentative automatique n’est prévue.',
    retry: /^Débiter de nouveau le paiement du/,
    again: 'La carte a de nouveau été refusée : la carte a été refusée',
    history: 'Paiement refusé débité de nouveau par Marc Manager : Refusé',
  },
} as const;

test.describe('a declined installment is shown as declined and can be charged again', () => {
  test.setTimeout(180_000);
  test.afterEach(async ({ request, stack }) => {
    await setUserCulture(request, stack, accounts.manager, 'en');
  });

  for (const language of ['en', 'fr'] as const) {
    test(`in ${language === 'en' ? 'English' : 'French'}, at 390 and 1280 px: Declined with the reason, and a charge again declined again says why`, async ({ page, request, stack }) => {
      const t = texts[language];
      await setUserCulture(request, stack, accounts.manager, language);
      await openOrganization(page, accounts.manager, organizations.laval);
      for (const viewport of ['phone', 'desktop'] as const) {
        const { submissionId, lines } = await planRegistration(request, stack, '4000000000000341', `Noé ${language} ${viewport}`);
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.goto(submissionPage(swimSeason.formId, submissionId));

        const first = page.getByTestId(`payment-line-${lines[0]!.id}`);
        await expect(first.getByText(t.badge, { exact: true })).toBeVisible();
        await expect(first.getByText(t.reason)).toBeVisible();
        await expect(page.getByTestId(`payment-line-${lines[1]!.id}`).getByText(t.planned, { exact: true })).toBeVisible();
        await checkPage(page, test.info(), `declined-installment-${language}`);

        const retry = first.getByRole('button', { name: t.retry });
        await retry.focus();
        await page.keyboard.press('Enter');
        await expect(toastTitle(page, t.again)).toBeVisible();
        await expect(first.getByText(t.badge, { exact: true })).toBeVisible();
        await expect(page.getByTestId('submission-history')).toContainText(t.history);
      }
    });
  }
});
