import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { formsOrigin, publicFormPath } from '../support/public-form';
import { expect, test } from '../support/test';

// Paid sample forms (server/src/db/sample-data.ts SAMPLE_PAID_FORM_IDS): card payments go to the
// simulated provider, which plays Stripe's test cards.
const paidForms = {
  swimSeason: '40000000-0000-4000-8000-000000000020',
  aquafitness: '40000000-0000-4000-8000-000000000021',
  futsal: '40000000-0000-4000-8000-000000000022',
} as const;

async function openSummary(page: Page, origin: string, formId: string, group: 'Juniors' | 'Seniors' = 'Juniors') {
  await page.goto(`${origin}${publicFormPath(formId)}`);
  await page.getByLabel('First name').fill('Camille');
  await page.getByLabel('Last name').fill('Tremblay');
  await page.getByRole('radio', { name: new RegExp(`^${group}`) }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
}

async function fillPayer(page: Page) {
  await page.getByLabel('E-mail for the receipt').fill('camille@example.org');
  await page.getByLabel('Card-holder name').fill('Camille Tremblay');
}

async function fillSampleCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

const confirmCall = (page: Page) => page.waitForResponse((response) => response.url().includes('/payment/confirm') && response.request().method() === 'POST');

test('pay in full with 4242…: the confirmation, and the total shown is the total the server stored', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  await openSummary(page, origin, paidForms.swimSeason);
  await expect(page.getByTestId('payment-total')).toHaveText('$300.00');
  await fillPayer(page);
  await fillSampleCard(page, '4242 4242 4242 4242');
  const confirmed = confirmCall(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = await (await confirmed).json();
  expect(answer).toMatchObject({ status: 'succeeded', total: 30000, paymentDetails: [{ status: 'succeeded', total: 30000 }] });
  await expect(page).toHaveURL(new RegExp(`/public/registrations/${paidForms.swimSeason}/confirm/[^/]+$`));
  await expect(page.getByText('was received successfully')).toBeVisible();
});

test('a declined card shows its message; a retry with 4242… succeeds on the same submission', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  const submissions: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new RegExp(`/organizations/[^/]+/forms/${paidForms.swimSeason}$`).test(new URL(sent.url()).pathname)) submissions.push(sent.url());
  });
  await openSummary(page, origin, paidForms.swimSeason);
  await fillPayer(page);
  await fillSampleCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' })).toBeVisible();
  await expect(page.getByText('Your registration was received, but the payment did not go through.')).toBeVisible();

  await fillSampleCard(page, '4242 4242 4242 4242');
  const confirmed = confirmCall(page);
  await page.getByRole('button', { name: 'Retry the payment' }).click();
  expect(await (await confirmed).json()).toMatchObject({ status: 'succeeded' });
  await expect(page).toHaveURL(/\/confirm\/[^/]+$/);
  expect(submissions).toHaveLength(1);
});

test('a 3-installment plan shows its dates and amounts, and the first is charged', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  await openSummary(page, origin, paidForms.swimSeason, 'Seniors');
  await page.getByRole('radio', { name: 'Payment plan with dates' }).check();
  const installments = page.getByTestId('installment');
  await expect(installments).toHaveCount(3);
  await expect(installments.nth(0)).toContainText('$180.00');
  await expect(installments.nth(1)).toContainText('$135.00');
  await expect(installments.nth(2)).toContainText('$135.00');
  await expect(installments.nth(0)).toHaveText(/^\d{2}-\d{2}-\d{4}: \$180\.00$/);
  await fillPayer(page);
  await fillSampleCard(page, '4242 4242 4242 4242');
  const confirmed = confirmCall(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = await (await confirmed).json();
  expect(answer.paymentDetails.map((detail: { total: number; status: string }) => [detail.total, detail.status])).toEqual([
    [18000, 'succeeded'],
    [13500, 'READY'],
    [13500, 'READY'],
  ]);
  await expect(page).toHaveURL(/\/confirm\/[^/]+$/);
});

test('an expired discount code is refused; a valid one lowers the total', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  await openSummary(page, origin, paidForms.swimSeason);
  const code = page.getByLabel('Discount code');
  await code.fill('expired');
  await expect(code).toHaveValue('EXPIRED');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid discount code')).toBeVisible();
  await expect(page.getByTestId('payment-total')).toHaveText('$300.00');
  await code.fill('summer10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount code SUMMER10 applied: $30.00')).toBeVisible();
  await expect(page.getByTestId('payment-total')).toHaveText('$270.00');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('payment-total')).toHaveText('$300.00');
});

test('payment optional: paying another way hides the card and submits with method other', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  await page.goto(`${origin}${publicFormPath(paidForms.aquafitness)}`);
  await page.getByLabel('First name').fill('Camille');
  await page.getByLabel('Last name').fill('Tremblay');
  await page.getByLabel('E-mail').fill('camille@example.org');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('payment-total')).toHaveText('$20.00');
  await expect(page.getByLabel('Card-holder name')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I will pay another way (not online)' }).check();
  await expect(page.getByLabel('Card-holder name')).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  const posted = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().includes(`/forms/${paidForms.aquafitness}`));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).postData()).toContain('other');
  await expect(page).toHaveURL(/\/confirm\/[^/]+$/);
});

test('the built-in card form (8-character account) refuses a bad number, expiry and CVC', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  await openSummary(page, origin, paidForms.futsal);
  await fillPayer(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry (MM/YY)').fill('1320');
  await page.getByLabel('CVC').fill('12');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invalid card number')).toBeVisible();
  await expect(page.getByText('Invalid expiry date')).toBeVisible();
  await expect(page.getByText('Invalid CVC')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('1234');
  await page.getByLabel('CVC').fill('123');
  const confirmed = confirmCall(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  expect(await (await confirmed).json()).toMatchObject({ status: 'succeeded' });
  await expect(page).toHaveURL(/\/confirm\/[^/]+$/);
});

test('the payment script cannot be loaded: an error notice and a refresh message', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  await page.route('**/sample-provider/v1/provider.js', (route) => route.abort());
  await openSummary(page, origin, paidForms.swimSeason);
  await expect(page.getByText('The payment form could not be loaded.')).toBeVisible();
  await expect(page.getByText('Please refresh the page to try again.')).toBeVisible();
});

test('a Stripe account whose Stripe.js cannot be reached (js.stripe.com): an error notice and a refresh message', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  // The sample server simulates every account; this answer is the one a real Stripe account gets
  // (no provider script: the page loads Stripe.js), and js.stripe.com is unreachable.
  await page.route('**/clientsecret', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ clientSecret: 'seti_1_secret_x', setupIntentId: 'seti_1', type: 'stripe', accountId: 'acct_sample_laval', publishableKey: 'pk_test_sample', scriptUrl: null }),
    }),
  );
  let stripeRequested = false;
  await page.route('https://js.stripe.com/**', (route) => {
    stripeRequested = true;
    return route.abort('internetdisconnected');
  });
  await openSummary(page, origin, paidForms.swimSeason);
  await expect(page.getByText('The payment form could not be loaded.')).toBeVisible();
  await expect(page.getByText('Please refresh the page to try again.')).toBeVisible();
  expect(stripeRequested).toBe(true);
});

test('a SportsPay account outside sample mode: the summary says online payment is unavailable, not a script failure', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  // The answer of a server outside sample mode (server/test/payments-unavailable.test.ts); the e2e stack runs in sample mode.
  await page.route('**/clientsecret', (route) =>
    route.fulfill({
      status: 501,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 501, error: 'Not Implemented', message: 'No SportsPay integration is configured', errors: ['paymentsUnavailable'] }),
    }),
  );
  await openSummary(page, origin, paidForms.futsal);
  await expect(page.getByRole('alert').filter({ hasText: 'Online payment is not available for this form at the moment' })).toBeVisible();
  await expect(page.getByText('The payment form could not be loaded.')).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});

test('the summary step at 390 px: the prices below the payment inputs, keyboard reachable, no serious or critical axe violation', async ({ page, request, stack }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const origin = await formsOrigin(request, stack);
  await openSummary(page, origin, paidForms.swimSeason);
  await page.getByLabel('Card number').waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const card = await page.getByLabel('Card number').boundingBox();
  const total = await page.getByTestId('payment-total').boundingBox();
  expect(total!.y).toBeGreaterThan(card!.y);
  await page.getByLabel('Discount code').focus();
  await page.keyboard.type('summer10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Discount code SUMMER10 applied: $30.00')).toBeVisible();

  const axePath = createRequire(__filename).resolve('axe-core/axe.min.js');
  // Evaluated rather than added as a script tag: the page's CSP (rightly) refuses inline scripts.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    const result = await axe.run();
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
  });
  expect(violations).toEqual([]);
});
