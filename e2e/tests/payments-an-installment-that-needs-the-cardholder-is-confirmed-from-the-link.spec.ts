import type { APIRequestContext, Page } from '@playwright/test';
import { atBothWidths, checkPage } from '../support/page-checks';
import { formsOrigin, publicFormPath } from '../support/public-form';
import type { RunningStack } from '../support/stack';
import { expect, test } from '../support/test';

// Issue 20 §3: the simulated provider plays Stripe's 4000 0027 6000 3184 ("always requires
// authentication"): every charge of it waits for the cardholder. The first charge is authenticated
// on the form, in the provider's 3-D Secure dialog; the second, charged by the installment job (the
// sample route that runs the job's charge now), waits as "to confirm" and the payer confirms it from
// the link of the e-mail. Swim club season (sample data): Juniors $300.00, plan 40/30/30 %.
const swimSeason = '40000000-0000-4000-8000-000000000020';

const TEXTS = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    next: 'Next',
    plan: 'Payment plan with dates',
    email: 'E-mail for the receipt',
    holder: 'Card-holder name',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    submit: 'Submit',
    dialog: 'Authenticate this payment',
    complete: 'Complete authentication',
    subject: 'payment to confirm with your bank',
    receipt: 'Receipt',
    toConfirm: 'To confirm',
    needed: 'Your bank asks you to confirm this payment.',
    confirm: 'Confirm the payment of $90.00',
    paidNotice: 'Thank you: the payment of $90.00 went through.',
    paid: 'Paid',
    planned: 'Planned',
  },
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    next: 'Suivant',
    plan: 'Plan de paiement à dates fixes',
    email: 'Courriel pour le reçu',
    holder: 'Nom du titulaire de la carte',
    number: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    submit: 'Soumettre',
    dialog: 'Authentifier ce paiement',
    complete: 'Réussir l’authentification',
    subject: 'paiement à confirmer auprès de votre banque',
    receipt: 'Reçu',
    toConfirm: 'À confirmer',
    needed: 'Votre banque vous demande de confirmer ce paiement.',
    confirm: 'Confirmer le paiement de $90.00',
    paidNotice: 'Merci : le paiement de $90.00 a été accepté.',
    paid: 'Payé',
    planned: 'Prévu',
  },
} as const;

interface SampleMessage {
  to: string;
  subject: string;
  text: string;
}

/** The simulated 3-D Secure dialog: operated with the keyboard (its Complete button has the focus). */
async function completeAuthentication(page: Page, language: 'en' | 'fr') {
  const t = TEXTS[language];
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.complete })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

async function receiptLines(request: APIRequestContext, stack: RunningStack, submissionId: string, key: string) {
  const response = await request.get(new URL(`/api/public/forms/${swimSeason}/submissions/${submissionId}/receipt?key=${encodeURIComponent(key)}`, stack.urls.api).href);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { payment: { lines: { id: string; state: string }[] } }).payment.lines;
}

for (const language of ['fr', 'en'] as const) {
  // The e-mail's link carries no language: the receipt page follows the payer's browser.
  test.describe(`a payer whose browser speaks ${language}`, () => {
    test.use({ locale: language === 'fr' ? 'fr-CA' : 'en-US' });

    test(`in ${language}: the payer authenticates the first charge on the form, then confirms the second from the e-mail's link; axe at 390 and 1280 px`, async ({ page, request, stack }) => {
      test.setTimeout(120_000);
      const t = TEXTS[language];
      const email = `auth.${language}.${Date.now()}@example.org`;

      // The first charge, on the form: the bank asks, the dialog opens in the page's language.
      await page.goto(`${await formsOrigin(request, stack)}${publicFormPath(swimSeason)}?lang=${language}`);
      await page.getByRole('textbox', { name: t.firstName, exact: true }).fill('Camille');
      await page.getByRole('textbox', { name: t.lastName, exact: true }).fill('Tremblay');
      await page.getByRole('radio', { name: /^Juniors/ }).check();
      await page.getByRole('button', { name: t.next }).click();
      await page.getByRole('radio', { name: new RegExp(`^${t.plan}`) }).check();
      await page.getByLabel(t.email).fill(email);
      await page.getByLabel(t.holder).fill('Camille Tremblay');
      await page.getByLabel(t.number).fill('4000 0027 6000 3184');
      await page.getByLabel(t.expiry).fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: t.submit }).click();
      await completeAuthentication(page, language);
      await expect(page).toHaveURL(/\/confirm\/[^/?]+\?key=[A-Za-z0-9_-]{43}$/);
      const submissionId = new URL(page.url()).pathname.split('/').pop()!;
      const key = new URL(page.url()).searchParams.get('key')!;

      // The installment job charges the second installment: the bank holds it for the cardholder.
      const [first, second] = await receiptLines(request, stack, submissionId, key);
      expect(first!.state).toBe('paid');
      const charged = await request.post(new URL(`/sample-provider/v1/installments/${second!.id}/charge`, stack.urls.api).href);
      expect(await charged.json()).toEqual({ outcome: 'requires_action' });

      // The payer's e-mail (captured in sample mode) links to the receipt page.
      let link = '';
      await expect
        .poll(
          async () => {
            const messages = (await (await request.get(`${stack.urls.api}/sample-mail/messages.json`)).json()) as SampleMessage[];
            const told = messages.find((message) => message.to.includes(email) && message.subject.includes(t.subject) && message.text.includes('90.00'));
            link = told?.text.match(/https?:\/\/\S+\/confirm\/\S+\?key=[A-Za-z0-9_-]{43}/)?.[0] ?? '';
            return link;
          },
          { timeout: 30_000 },
        )
        .toContain(`/confirm/${submissionId}?key=${key}`);

      await page.goto(link);
      const receipt = page.getByRole('region', { name: t.receipt });
      await expect(receipt).toBeVisible();
      const line = receipt.getByTestId('receipt-line').nth(1);
      await expect(line).toContainText(t.toConfirm);
      await expect(line).toContainText(t.needed);
      await expect(receipt.getByTestId('receipt-paid')).toHaveText('$120.00');
      await atBothWidths(page, async () => checkPage(page, test.info(), `receipt-action-required-${language}`));

      const confirm = line.getByRole('button', { name: t.confirm });
      await confirm.focus();
      await page.keyboard.press('Enter');
      await completeAuthentication(page, language);

      await expect(page.getByRole('status').filter({ hasText: t.paidNotice })).toBeVisible();
      await expect(receipt.getByTestId('receipt-line').nth(1)).toContainText(t.paid);
      await expect(receipt.getByTestId('receipt-line').nth(2)).toContainText(t.planned);
      await expect(receipt.getByTestId('receipt-paid')).toHaveText('$210.00');
      await expect(receipt.getByRole('button', { name: t.confirm })).toHaveCount(0);
      await atBothWidths(page, async () => checkPage(page, test.info(), `receipt-confirmed-${language}`));
      expect((await receiptLines(request, stack, submissionId, key)).map((row) => row.state)).toEqual(['paid', 'paid', 'planned']);
    });
  });
}
