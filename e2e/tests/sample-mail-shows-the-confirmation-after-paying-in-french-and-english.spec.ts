import type { Page } from '@playwright/test';
import { formsOrigin, publicFormPath } from '../support/public-form';
import { expect, test } from '../support/test';

// Issue 19: in sample mode the API keeps every e-mail it sends (through its embedded SMTP server)
// and shows them at /sample-mail. The Swim season form (server/src/db/sample-data.ts
// SAMPLE_PAID_FORM_IDS) is paid by card at the simulated provider.
const swimSeason = '40000000-0000-4000-8000-000000000020';

const TEXTS = {
  en: { firstName: 'First name', lastName: 'Last name', next: 'Next', summary: 'Summary', email: 'E-mail for the receipt', holder: 'Card-holder name', number: 'Card number', expiry: 'Expiry (MM/YY)', submit: 'Submit', subject: 'registration received', total: 'Total: $300.00', paid: 'Paid: $300.00' },
  fr: { firstName: 'Prénom', lastName: 'Nom', next: 'Suivant', summary: 'Résumé', email: 'Courriel pour le reçu', holder: 'Nom du titulaire de la carte', number: 'Numéro de carte', expiry: 'Expiration (MM/AA)', submit: 'Soumettre', subject: 'inscription reçue', total: 'Total : $300.00', paid: 'Payé : $300.00' },
} as const;

async function payInFull(page: Page, origin: string, language: 'en' | 'fr', email: string) {
  const t = TEXTS[language];
  await page.goto(`${origin}${publicFormPath(swimSeason)}?lang=${language}`);
  await page.getByRole('textbox', { name: t.firstName, exact: true }).fill('Camille');
  await page.getByRole('textbox', { name: t.lastName, exact: true }).fill('<b>Tremblay</b>');
  await page.getByRole('radio', { name: /^Juniors/ }).check();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByRole('heading', { name: t.summary })).toBeVisible();
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.holder).fill('Camille Tremblay');
  await page.getByLabel(t.number).fill('4242 4242 4242 4242');
  await page.getByLabel(t.expiry).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  const confirmed = page.waitForResponse((response) => response.url().includes('/payment/confirm') && response.request().method() === 'POST');
  await page.getByRole('button', { name: t.submit }).click();
  expect((await confirmed).status()).toBe(200);
  await expect(page).toHaveURL(/\/confirm\/[^/]+/);
}

for (const language of ['fr', 'en'] as const) {
  test(`after paying on the public form in ${language}, /sample-mail shows the confirmation in ${language}, as HTML and as text`, async ({ page, request, stack }) => {
    const t = TEXTS[language];
    const email = `payer.${language}.${Date.now()}@example.org`;
    await payInFull(page, await formsOrigin(request, stack), language, email);

    // The message is delivered by the outbox's job moments after the payment.
    await expect
      .poll(async () => (await (await request.get(`${stack.urls.api}/sample-mail/messages.json`)).json()).some((message: { to: string }) => message.to === email), { timeout: 20_000 })
      .toBe(true);

    await page.goto(`${stack.urls.api}/sample-mail`);
    await expect(page.getByRole('heading', { name: 'Sample mail' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.subject);
    // Newest first: the message just sent is the first row of the list.
    await expect(page.getByRole('row').nth(1)).toContainText(email);

    await row.getByRole('link', { name: 'Text' }).click();
    const text = await page.locator('body').innerText();
    expect(text).toContain(t.total);
    expect(text).toContain(t.paid);
    expect(text).toContain('<b>Tremblay</b>');

    await page.goBack();
    await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'HTML' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The answer stays text in the HTML message: no bold element made of it.
    await expect(page.getByText('<b>Tremblay</b>')).toBeVisible();
    await expect(page.getByRole('link', { name: language === 'fr' ? 'Voir votre reçu' : 'See your receipt' })).toHaveAttribute('href', /\/registrations\/[^/]+\/confirm\/[^?]+\?key=/);
  });
}
