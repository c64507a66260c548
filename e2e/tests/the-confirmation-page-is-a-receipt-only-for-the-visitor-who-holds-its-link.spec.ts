import type { APIRequestContext, Page } from '@playwright/test';
import { atBothWidths, checkPage } from '../support/page-checks';
import { formsOrigin, publicFormPath, sampleIds } from '../support/public-form';
import type { RunningStack } from '../support/stack';
import { expect, test } from '../support/test';

// Issue 18 §11 (the confirmation page is a receipt) and §7 (a declined charge paid by the payer with
// another card). Swim club season (sample data): Juniors $300.00, a 3-installment plan 40/30/30 %;
// card payments go to the simulated provider, which plays Stripe's test cards.
const swimSeason = '40000000-0000-4000-8000-000000000020';
const lavalStripeAccount = '70000000-0000-4000-8000-000000000001';

const ddmmyyyy = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
};

/** A visitor's submission and card payment through the API, as the public form makes them; the receipt key of the answer. */
async function paidSubmission(request: APIRequestContext, stack: RunningStack, options: { culture: 'fr' | 'en'; cardNumber: string; coupon?: string }) {
  const api = (path: string) => new URL(path, stack.urls.api).href;
  const answers = { 'first-name': 'Camille', 'last-name': 'Tremblay', group: 'juniors' };
  const content = Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) }));
  const posted = await request.post(api(`/organizations/${sampleIds.laval}/forms/${swimSeason}`), {
    multipart: {
      Content: JSON.stringify(content),
      CustomerEmail: 'camille@example.org',
      Culture: options.culture,
      PaymentMethod: 'credit_card',
      PaymentMode: 'plan-3',
      cardHolderName: 'Camille Tremblay',
      ...(options.coupon ? { Coupon: options.coupon } : {}),
    },
  });
  expect(posted.status()).toBe(200);
  const submissionId = (await posted.json()) as string;
  const receiptKey = posted.headers()['receipt-key'];
  expect(receiptKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const secret = (await (await request.get(api(`/api/organizations/${sampleIds.laval}/payment/${lavalStripeAccount}/clientsecret`))).json()) as { clientSecret: string; setupIntentId: string };
  await request.post(api('/sample-provider/v1/setup_intents/confirm'), {
    data: { client_secret: secret.clientSecret, card: { number: options.cardNumber, exp_month: 12, exp_year: 2034, cvc: '123' } },
  });
  const confirmed = await request.post(api(`/api/organizations/${sampleIds.laval}/forms/${swimSeason}/submissions/${submissionId}/payment/confirm`), {
    data: { setupIntentId: secret.setupIntentId },
  });
  return { submissionId, receiptKey: receiptKey!, confirmStatus: confirmed.status() };
}

const confirmationUrl = (origin: string, submissionId: string, query: Record<string, string>) =>
  `${origin}/public/registrations/${swimSeason}/confirm/${submissionId}?${new URLSearchParams(query).toString()}`;

async function expectNoMoney(page: Page) {
  await expect(page.getByRole('region', { name: /Receipt|Reçu/ })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('$');
}

test('in English, the visitor who paid lands on a receipt: paid now, each installment, reference, organization; printable; another submission without its key shows no money', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  await page.goto(`${origin}${publicFormPath(swimSeason)}`);
  await page.getByLabel('First name').fill('Camille');
  await page.getByLabel('Last name').fill('Tremblay');
  await page.getByRole('radio', { name: /^Juniors/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Payment plan with dates' }).check();
  await page.getByLabel('E-mail for the receipt').fill('camille@example.org');
  await page.getByLabel('Card-holder name').fill('Camille Tremblay');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(new RegExp(`/public/registrations/${swimSeason}/confirm/[^/?]+\\?key=[A-Za-z0-9_-]{43}$`));
  const myKey = new URL(page.url()).searchParams.get('key')!;
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Club Aquatique Laval');
  await expect(receipt.getByTestId('receipt-paid')).toHaveText('$120.00');
  await expect(receipt.getByTestId('receipt-total')).toHaveText('$300.00');
  await expect(receipt.getByTestId('receipt-reference')).toHaveText(/^pi_/);
  await expect(receipt.getByTestId('receipt-line')).toHaveText([`${ddmmyyyy(0)}$120.00Paid`, /^\d{2}-\d{2}-\d{4}\$90\.00Planned$/, /^\d{2}-\d{2}-\d{4}\$90\.00Planned$/]);
  await atBothWidths(page, async () => checkPage(page, test.info(), 'receipt-en'));

  // On paper: the receipt without the Print button.
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt.getByTestId('receipt-paid')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The confirmation id is not a secret: another visitor's confirmation URL, without its key or with
  // this visitor's key, shows the spec's confirmation and no money.
  const other = await paidSubmission(request, stack, { culture: 'en', cardNumber: '4242424242424242' });
  await page.goto(`${origin}/public/registrations/${swimSeason}/confirm/${other.submissionId}`);
  await expect(page.getByText('Your submission to Swim club season was received successfully.')).toBeVisible();
  await expectNoMoney(page);
  await page.goto(confirmationUrl(origin, other.submissionId, { key: myKey }));
  await expect(page.getByText('Your submission to Swim club season was received successfully.')).toBeVisible();
  await expectNoMoney(page);
});

test('in French, the receipt names the code discount and each installment in French at 390 and 1280 px; a wrong key shows no money', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  const { submissionId, receiptKey, confirmStatus } = await paidSubmission(request, stack, { culture: 'fr', cardNumber: '4242424242424242', coupon: 'SUMMER10' });
  expect(confirmStatus).toBe(200);
  await page.goto(confirmationUrl(origin, submissionId, { lang: 'fr', key: receiptKey }));
  const receipt = page.getByRole('region', { name: 'Reçu' });
  await expect(receipt).toBeVisible();
  await expect(page.getByText('Votre soumission à Saison du club de natation a bien été reçue.')).toBeVisible();
  await expect(receipt).toContainText('Code de rabais SUMMER10');
  await expect(receipt).toContainText('−$30.00');
  await expect(receipt.getByTestId('receipt-total')).toHaveText('$270.00');
  await expect(receipt.getByTestId('receipt-paid')).toHaveText('$108.00');
  await expect(receipt.getByTestId('receipt-line')).toHaveText([`${ddmmyyyy(0)}$108.00Payé`, /\$81\.00Prévu$/, /\$81\.00Prévu$/]);
  await expect(receipt.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  await atBothWidths(page, async () => checkPage(page, test.info(), 'receipt-fr'));

  await page.goto(confirmationUrl(origin, submissionId, { lang: 'fr', key: `${receiptKey.slice(0, -1)}${receiptKey.endsWith('A') ? 'B' : 'A'}` }));
  await expect(page.getByText('Ce lien n’ouvre pas le reçu de cette inscription.')).toBeVisible();
  await expectNoMoney(page);
});

test('a declined first charge shows its reason on the receipt, and the payer pays it with another card', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  // 4000 0000 0000 0341: set up fine, every charge declined.
  const { submissionId, receiptKey, confirmStatus } = await paidSubmission(request, stack, { culture: 'en', cardNumber: '4000000000000341' });
  expect(confirmStatus).toBe(402);
  await page.goto(confirmationUrl(origin, submissionId, { key: receiptKey }));
  const receipt = page.getByRole('region', { name: 'Receipt' });
  const first = receipt.getByTestId('receipt-line').first();
  await expect(first).toContainText('Declined');
  await expect(first).toContainText('Your payment was declined.');
  await expect(receipt.getByTestId('receipt-paid')).toHaveText('$0.00');

  await first.getByRole('button', { name: 'Pay with another card' }).click();
  const payForm = page.getByRole('form', { name: /Pay \$120\.00 due on/ });
  await payForm.getByLabel('Card-holder name').fill('Camille Tremblay');
  await payForm.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payForm.getByLabel('Expiry (MM/YY)').fill('12/34');
  await payForm.getByLabel('CVC').fill('123');
  await payForm.getByRole('button', { name: 'Pay $120.00' }).click();
  await expect(page.getByText('Thank you: the payment of $120.00 went through.')).toBeVisible();
  await expect(first).toContainText('Paid');
  await expect(receipt.getByTestId('receipt-paid')).toHaveText('$120.00');
  await atBothWidths(page, async () => checkPage(page, test.info(), 'receipt-paid-with-another-card'));
});
