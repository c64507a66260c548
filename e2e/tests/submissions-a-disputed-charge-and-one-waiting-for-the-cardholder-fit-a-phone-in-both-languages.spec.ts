import { accounts, organizations } from '../support/accounts';
import { planRegistration, swimSeason } from '../support/installments';
import { VIEWPORTS, checkPage, expectInsideViewport } from '../support/page-checks';
import { setUserCulture } from '../support/public-form';
import { openOrganization } from '../support/session';
import { submissionPage } from '../support/submissions';
import { expect, test } from '../support/test';

// Issue 20: how staff see the states the provider settles later, at 390 and 1280 px, with axe, in
// English and French. A real registration on the plan is made; its detail answer is then given
// the states the provider's events write (a dispute on the first charge, the second one waiting
// for the cardholder's authentication, a refund pending), in the server's own shape: the sample
// provider does not open disputes, so the page is shown what the webhook path stores.
const texts = {
  en: {
    disputed: 'Disputed',
    held: /held by the bank until it decides \(to answer at the payment provider\)\./,
    action: 'Action required',
    actionNote: 'The bank asks the cardholder to confirm this payment: they were sent a link to do it. Nothing was charged yet.',
    pending: /^Refund pending: \$/,
    refundOrCancel: 'Refund or cancel',
    dialog: 'Refund or cancel a payment',
    lost: 'Lost in disputes',
  },
  fr: {
    disputed: 'Contesté',
    held: /retenu par la banque jusqu’à sa décision \(à traiter chez le fournisseur de paiement\)\./,
    action: 'Action requise',
    actionNote: 'La banque demande au titulaire de la carte de confirmer ce paiement : un lien lui a été envoyé pour le faire. Rien n’a encore été débité.',
    pending: /^Remboursement en attente\s: \$/,
    refundOrCancel: 'Rembourser ou annuler',
    dialog: 'Rembourser ou annuler un paiement',
    lost: 'Perdu en contestation',
  },
} as const;

interface Line {
  id: string;
  total: number;
  status: string;
}

test.describe('a disputed charge and one waiting for the cardholder, as staff see them', () => {
  test.setTimeout(180_000);
  test.afterEach(async ({ request, stack }) => {
    await setUserCulture(request, stack, accounts.manager, 'en');
  });

  for (const language of ['en', 'fr'] as const) {
    test(`in ${language === 'en' ? 'English' : 'French'}: badges, notes, the money and the dialog fit 390 and 1280 px without a serious axe violation`, async ({ page, request, stack }) => {
      const t = texts[language];
      await setUserCulture(request, stack, accounts.manager, language);
      const { submissionId, lines } = await planRegistration(request, stack, '4242424242424242', `Zoé ${language}`);
      const first = lines[0]!;
      const second = lines[1]!;
      await page.route(`**/submissions/${submissionId}/details`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { submission: { payment: { status: string; paymentDetails: Line[] }; money: { charged: number } } };
        const { payment, money } = body.submission;
        payment.status = 'requires_action';
        payment.paymentDetails = payment.paymentDetails.map((line) => {
          if (line.id === first.id) return { ...line, refundedTotal: 1000, refundPending: 1000, refundable: line.total - 1000, dispute: { amount: line.total - 1000, status: 'needs_response', reason: 'fraudulent', outcome: null } };
          if (line.id === second.id) return { ...line, status: 'requires_action', errorCode: 'authentication_required', attempts: 1 };
          return line;
        });
        body.submission.money = { ...money, refunded: 1000, disputed: first.total - 1000, disputeLost: 0, net: money.charged - 1000 } as typeof money;
        await route.fulfill({ response, json: body });
      });
      await openOrganization(page, accounts.manager, organizations.laval);
      for (const viewport of ['phone', 'desktop'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.goto(submissionPage(swimSeason.formId, submissionId));
        const disputedLine = page.getByTestId(`payment-line-${first.id}`);
        await expect(disputedLine.getByText(t.disputed, { exact: true })).toBeVisible();
        await expect(disputedLine.getByText(t.held)).toBeVisible();
        await expect(disputedLine.getByText(t.pending)).toBeVisible();
        const waiting = page.getByTestId(`payment-line-${second.id}`);
        await expect(waiting.getByText(t.action, { exact: true })).toBeVisible();
        await expect(waiting.getByText(t.actionNote)).toBeVisible();
        await expect(page.getByTestId('payment-money-disputed')).toBeVisible();
        await expect(page.getByTestId('payment-money')).not.toContainText(t.lost);
        await checkPage(page, test.info(), `payment-states-${language}`);

        await page.getByRole('button', { name: t.refundOrCancel }).click();
        const dialog = page.getByRole('dialog', { name: t.dialog });
        await expect(dialog.getByTestId(`refund-line-${second.id}`).getByText(t.action, { exact: true })).toBeVisible();
        await expect(dialog.getByTestId(`dispute-${first.id}`)).toBeVisible();
        await expectInsideViewport(page, dialog);
        await checkPage(page, test.info(), `payment-states-dialog-${language}`);
        await dialog.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  }
});
