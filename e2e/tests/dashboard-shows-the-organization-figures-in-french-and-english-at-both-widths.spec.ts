import { accounts, organizations } from '../support/accounts';
import { atBothWidths, checkPage } from '../support/page-checks';
import { setUserCulture } from '../support/public-form';
import { openOrganization } from '../support/session';
import { expect, test } from '../support/test';

// The dashboard with the server's figures (spec 000 §1 /dashboard): Club Aquatique Laval's sample
// registrations of the last days, paid by card, are counted and summed; each latest transaction
// opens its submission; the page fits 390 and 1280 px without a serious axe violation.
const texts = {
  en: { title: 'Dashboard', period: 'Period', last30: 'Last 30 days', submissions: 'Submissions', collected: 'Collected', net: 'Net', perDay: 'Submissions per day', showTable: 'Show as a table', day: 'Day', latest: 'Latest transactions' },
  fr: { title: 'Tableau de bord', period: 'Période', last30: '30 derniers jours', submissions: 'Soumissions', collected: 'Encaissé', net: 'Net', perDay: 'Soumissions par jour', showTable: 'Afficher en tableau', day: 'Jour', latest: 'Dernières transactions' },
} as const;

test.describe('the dashboard shows the organization’s figures', () => {
  test.setTimeout(120_000);
  test.afterEach(async ({ request, stack }) => {
    await setUserCulture(request, stack, accounts.manager, 'en');
  });

  for (const language of ['en', 'fr'] as const) {
    test(`in ${language === 'en' ? 'English' : 'French'}: cards, a chart with its table, transactions linking to their submission, at 390 and 1280 px`, async ({ page, request, stack }) => {
      const t = texts[language];
      await setUserCulture(request, stack, accounts.manager, language);
      await openOrganization(page, accounts.manager, organizations.laval);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
      await expect(page.getByText(/placeholder|provisoire/)).toHaveCount(0);
      await page.getByLabel(t.period).selectOption({ label: t.last30 });
      await expect(page.getByRole('heading', { name: t.collected })).toBeVisible();
      // The sample registrations of the last days paid by card: something was collected, in DD-MM-YYYY periods.
      await expect(page.getByText(/\d{2}-\d{2}-\d{4}/).first()).toBeVisible();
      const collected = page.locator('.fui-Card', { has: page.getByRole('heading', { name: t.collected }) });
      await expect(collected).toContainText(/\$[1-9]\d*\.\d{2}/);
      await expect(page.getByRole('img', { name: new RegExp(`^${t.perDay}`) })).toBeVisible();
      await page.getByText(t.showTable).first().click();
      await expect(page.getByRole('table', { name: t.perDay }).getByRole('columnheader', { name: t.day })).toBeVisible();
      const latest = page.getByRole('table', { name: t.latest });
      await expect(latest.getByRole('link').first()).toBeVisible();

      await atBothWidths(page, async (viewport) => {
        await expect(latest).toBeVisible();
        await checkPage(page, test.info(), `dashboard-${language}-${viewport}`);
      });

      await latest.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/registrations\/submissions\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    });
  }
});
