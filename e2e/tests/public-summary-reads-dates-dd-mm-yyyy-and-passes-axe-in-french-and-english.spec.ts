import { atBothWidths, checkPage } from '../support/page-checks';
import { apiToken, formsOrigin, publicFormPath, sampleIds } from '../support/public-form';
import { accounts } from '../support/accounts';
import { expect, test } from '../support/test';

// The public summary lists the answers as a person reads them: a date DD-MM-YYYY (spec 000 §9),
// each repeat copy under its own title before its list, so every <dl> holds only dt/dd groups
// (axe `definition-list`).
const texts = {
  en: { next: 'Next', summary: 'Summary', name: 'Name', birth: 'Birth date' },
  fr: { next: 'Suivant', summary: 'Résumé', name: 'Nom', birth: 'Date de naissance' },
} as const;

const both = (en: string, fr: string) => [
  { culture: 'en', value: en },
  { culture: 'fr', value: fr },
];

test.describe('the public summary reads dates DD-MM-YYYY and passes axe', () => {
  test.setTimeout(120_000);
  for (const language of ['en', 'fr'] as const) {
    test(`in ${language === 'en' ? 'English' : 'French'}, at 390 and 1280 px`, async ({ page, request, stack }) => {
      const t = texts[language];
      const token = await apiToken(request, stack, accounts.admin);
      const fields = [
        { id: 'child-name', type: 'Text', text: both('Name', 'Nom'), size: 6, required: true, visible: true, enabled: true, maxLength: 50 },
        { id: 'child-birth', type: 'Birthdate', text: both('Birth date', 'Date de naissance'), size: 6, required: true, visible: true, enabled: true },
      ];
      const content = { steps: [{ id: 'step-1', name: both('Child', 'Enfant'), sections: [{ id: 'children', name: both('Children', 'Enfants'), multiple: true, visible: true, fields }] }], rules: [] };
      const created = await request.post(new URL(`/api/organizations/${sampleIds.laval}/forms/templates/${sampleIds.contactTemplate}`, stack.urls.api).href, {
        headers: { authorization: `Bearer ${token}` },
        multipart: { form: JSON.stringify({ name: `Summary dates ${language} ${Date.now()}`, localizations: ['en', 'fr'], content: JSON.stringify(content) }) },
      });
      expect(created.ok()).toBe(true);
      const formId = ((await created.json()) as { id: string }).id;

      await page.goto(`${await formsOrigin(request, stack)}${publicFormPath(formId)}?lang=${language}`);
      await page.getByLabel(t.name).fill('Léa');
      await page.getByLabel(t.birth).fill('2016-04-12');
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByRole('heading', { name: t.summary }).first()).toBeVisible();
      await expect(page.getByText('12-04-2016')).toBeVisible();
      await expect(page.getByText('2016-04-12')).toHaveCount(0);
      await atBothWidths(page, async (viewport) => {
        await checkPage(page, test.info(), `public-summary-${language}-${viewport}`);
      });
    });
  }
});
