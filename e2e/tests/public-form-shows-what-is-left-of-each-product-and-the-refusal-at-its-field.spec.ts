// Issue 18 §4: stock on the public form. A form whose goggles are sold out and whose caps have 1
// left shows both; stock taken by another visitor meanwhile is told at the products field (the
// summary's check, or the server's refusal), never as a generic error. In fr and en, at 390 and 1280 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { checkPage, atBothWidths } from '../support/page-checks';
import { apiToken, formsOrigin, publicFormPath, sampleIds } from '../support/public-form';
import type { RunningStack } from '../support/stack';
import { expect, test } from '../support/test';

const BLANK_TEMPLATE = '30000000-0000-4000-8000-000000000001';
/** Club Aquatique Laval's Stripe account of the sample data (played by the simulated provider). */
const LAVAL_STRIPE_ACCOUNT = '70000000-0000-4000-8000-000000000001';

const both = (en: string, fr: string) => [
  { culture: 'en', value: en },
  { culture: 'fr', value: fr },
];

const CONTENT = {
  steps: [
    {
      id: 'gear-step',
      name: both('Gear', 'Équipement'),
      sections: [
        {
          id: 'gear-section',
          name: both('Gear', 'Équipement'),
          multiple: false,
          visible: true,
          fields: [
            {
              id: 'gear',
              type: 'Products',
              text: both('Gear', 'Équipement'),
              size: 12,
              required: false,
              visible: true,
              enabled: true,
              products: [
                { value: 'cap', text: both('Cap', 'Casquette'), price: 1000, min: 0, max: 5, limit: 2 },
                { value: 'goggles', text: both('Goggles', 'Lunettes'), price: 900, min: 0, max: 5, limit: 1 },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'who-step',
      name: both('Camper', 'Campeur'),
      sections: [
        {
          id: 'who-section',
          name: both('Camper', 'Campeur'),
          multiple: false,
          visible: true,
          fields: [{ id: 'nickname', type: 'Text', text: both('Nickname', 'Surnom'), size: 12, required: true, visible: true, enabled: true, maxLength: 50 }],
        },
      ],
    },
  ],
  rules: [],
};

const TEXTS = {
  en: {
    next: 'Next',
    submit: 'Submit',
    summary: 'Summary',
    payLater: 'I will pay another way (not online)',
    receiptEmail: 'E-mail for the receipt',
    capQuantity: 'Quantity of Cap',
    gogglesQuantity: 'Quantity of Goggles',
    oneLeft: '1 left',
    soldOut: 'Sold out',
    capNone: 'None left of Cap',
    fix: 'Please correct the highlighted fields.',
    generic: 'An error occurred',
  },
  fr: {
    next: 'Suivant',
    submit: 'Soumettre',
    summary: 'Résumé',
    payLater: 'Je paierai autrement (pas en ligne)',
    receiptEmail: 'Courriel pour le reçu',
    capQuantity: 'Quantité de Casquette',
    gogglesQuantity: 'Quantité de Lunettes',
    oneLeft: 'Il en reste 1',
    soldOut: 'Épuisé',
    capNone: 'Casquette : il n’en reste plus',
    fix: 'Veuillez corriger les champs indiqués.',
    generic: 'Une erreur est survenue',
  },
} as const;

/** A Laval form selling caps (limit 2) and goggles (limit 1), paid another way allowed; returns its id. */
async function createGearForm(request: APIRequestContext, stack: RunningStack, name: string): Promise<string> {
  const token = await apiToken(request, stack, accounts.admin);
  const headers = { authorization: `Bearer ${token}` };
  const formsUrl = `${stack.urls.api}/api/organizations/${sampleIds.laval}/forms`;
  const created = await request.post(`${formsUrl}/templates/${BLANK_TEMPLATE}`, {
    headers,
    multipart: { form: JSON.stringify({ name, localizations: ['en', 'fr'], content: JSON.stringify(CONTENT) }) },
  });
  if (!created.ok()) throw new Error(`form creation answered ${created.status()}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const saved = await request.put(`${formsUrl}/${id}`, {
    headers,
    multipart: {
      form: JSON.stringify({
        version: 1,
        name,
        localizations: ['en', 'fr'],
        content: JSON.stringify(CONTENT),
        paymentEnabled: true,
        paymentOptional: true,
        paymentAccount: LAVAL_STRIPE_ACCOUNT,
        paymentModes: { modes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } }], applyTo: [] },
      }),
    },
  });
  if (!saved.ok()) throw new Error(`form save answered ${saved.status()}: ${await saved.text()}`);
  return id;
}

/** Another visitor's order, paid another way: it claims its products at once. */
async function order(request: APIRequestContext, stack: RunningStack, formId: string, gear: { id: string; quantity: number }[]): Promise<number> {
  const answers = { gear, nickname: 'Alex' };
  const Content = JSON.stringify(Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) })));
  const response = await request.post(`${stack.urls.api}/organizations/${sampleIds.laval}/forms/${formId}`, {
    multipart: { Content, Culture: 'en', PaymentMethod: 'other', CustomerEmail: 'alex@example.org' },
  });
  return response.status();
}

/** The visitor orders one cap, names the camper and reaches the summary, paying another way. */
async function orderOneCapToSummary(page: Page, text: (typeof TEXTS)['en' | 'fr']) {
  await page.getByLabel(text.capQuantity).fill('1');
  await page.getByRole('button', { name: text.next }).click();
  await page.getByLabel(/Nickname|Surnom/).fill('Camille');
  await page.getByRole('button', { name: text.next }).click();
  await expect(page.getByRole('heading', { name: text.summary })).toBeVisible();
  await page.getByRole('checkbox', { name: text.payLater }).check();
  await page.getByLabel(text.receiptEmail).fill('camille@example.org');
}

async function expectCapRefusedAtItsField(page: Page, text: (typeof TEXTS)['en' | 'fr']) {
  const field = page.locator('[data-field-key="gear"]');
  await expect(field.locator('.fo-error')).toHaveText(text.capNone);
  await expect(page.getByRole('alert')).toHaveText(text.fix);
  await expect(page.getByText(text.generic)).toHaveCount(0);
  await expect(page.getByLabel(text.capQuantity)).toBeFocused();
}

for (const language of ['en', 'fr'] as const) {
  const text = TEXTS[language];

  test(`${language}: a sold-out product is shown sold out and cannot be chosen, one with 1 left says so, and a cap taken meanwhile is told at its field by the summary's check`, async ({ page, request, stack }, testInfo) => {
    const formId = await createGearForm(request, stack, `Gear ${language} ${Date.now()}`);
    expect(await order(request, stack, formId, [{ id: 'cap', quantity: 1 }, { id: 'goggles', quantity: 1 }])).toBe(200);

    await page.goto(`${await formsOrigin(request, stack)}${publicFormPath(formId)}?lang=${language}`);
    await expect(page.getByText(text.soldOut)).toBeVisible();
    await expect(page.getByText(text.oneLeft)).toBeVisible();
    await expect(page.getByLabel(text.gogglesQuantity)).toBeDisabled();
    await expect(page.getByLabel(text.capQuantity)).toBeEnabled();
    await atBothWidths(page, async (viewport) => checkPage(page, testInfo, `stock-${language}-${viewport}`));

    await orderOneCapToSummary(page, text);
    // Someone else takes the last cap while this visitor reads the summary.
    expect(await order(request, stack, formId, [{ id: 'cap', quantity: 1 }])).toBe(200);
    const posted: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/forms/${formId}`)) posted.push(sent.url());
    });
    await page.getByRole('button', { name: text.submit }).click();

    await expectCapRefusedAtItsField(page, text);
    await expect(page.getByText(text.soldOut)).toHaveCount(2);
    expect(posted).toEqual([]);
    await atBothWidths(page, async (viewport) => checkPage(page, testInfo, `stock-refused-${language}-${viewport}`));
  });

  test(`${language}: a cap taken between the summary's check and the submission is refused by the server at its field, not as a generic error`, async ({ page, request, stack }, testInfo) => {
    const formId = await createGearForm(request, stack, `Gear race ${language} ${Date.now()}`);
    expect(await order(request, stack, formId, [{ id: 'cap', quantity: 1 }, { id: 'goggles', quantity: 1 }])).toBe(200);

    await page.goto(`${await formsOrigin(request, stack)}${publicFormPath(formId)}?lang=${language}`);
    await orderOneCapToSummary(page, text);
    // The other order lands after the summary's check read the stock, just before this submission.
    let raced = false;
    await page.route(`**/organizations/${sampleIds.laval}/forms/${formId}`, async (route) => {
      if (route.request().method() === 'POST' && !raced) {
        raced = true;
        expect(await order(request, stack, formId, [{ id: 'cap', quantity: 1 }])).toBe(200);
      }
      await route.continue();
    });
    const refused = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/forms/${formId}`));
    await page.getByRole('button', { name: text.submit }).click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    // The server's validation reads the claim just made (its transaction's check is raced in test/product-stock.test.ts).
    expect((await answer.json()).fields).toEqual({ gear: { key: 'validation.productNoneLeft', params: { product: 'cap', left: 0 } } });

    await expectCapRefusedAtItsField(page, text);
    await atBothWidths(page, async (viewport) => checkPage(page, testInfo, `stock-server-refused-${language}-${viewport}`));
  });
}
