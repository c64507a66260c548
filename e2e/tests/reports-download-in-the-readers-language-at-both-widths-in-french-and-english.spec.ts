import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { VIEWPORTS, checkPage } from '../support/page-checks';
import { apiToken, setUserCulture } from '../support/public-form';
import { REPORT_GENERAL_HEADERS } from '../support/reports';
import { openOrganization } from '../support/session';
import { submissionIds } from '../support/submissions';
import type { XlsxCell } from '../support/xlsx';
import { readXlsxCells } from '../support/xlsx';
import { expect, test } from '../support/test';

// A report file is in the language of whoever downloads it (issue 23 §7): headers, options,
// payment methods and statuses; dates read DD-MM-YYYY and amounts with a dollar sign in both
// (spec 001). The saved report keeps the culture it was written in. Sample data
// (server/src/db/sample-data.ts): the swim camp's "Camp roster" is saved in English, its
// "Contacts des parents" in French.
const CAMP = submissionIds.swimCamp;
const ROSTER = { id: '80000000-0000-4000-8000-000000000001', name: 'Camp roster', culture: 'en' };
const CONTACTS = { id: '80000000-0000-4000-8000-000000000002', name: 'Contacts des parents', culture: 'fr' };

const texts = {
  en: {
    download: (name: string) => `Download ${name} (XLSX)`,
    roster: ['Last name', 'First name', 'Date of birth', 'Level', 'Weeks'],
    contacts: ['First name', 'Last name', 'Parent e-mail'],
    card: 'Credit card',
    other: 'Other',
    accepted: 'Accepted',
    refunded: 'Refunded',
    pending: 'Pending',
    advanced: 'Advanced',
    bothWeeks: 'Week 1, Week 2',
  },
  fr: {
    download: (name: string) => `Télécharger ${name} (XLSX)`,
    roster: ['Nom', 'Prénom', 'Date de naissance', 'Niveau', 'Semaines'],
    contacts: ['Prénom', 'Nom', 'Courriel du parent'],
    card: 'Carte de crédit',
    other: 'Autre',
    accepted: 'Accepté',
    refunded: 'Remboursé',
    pending: 'En attente',
    advanced: 'Avancé',
    bothWeeks: 'Semaine 1, Semaine 2',
  },
} as const;

async function download(page: Page, label: string, fileName: string): Promise<XlsxCell[][]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: label, exact: true }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(fileName);
  return readXlsxCells(await file.path());
}

const values = (row: XlsxCell[] | undefined) => (row ?? []).map((cell) => cell?.value);
const rowOf = (rows: XlsxCell[][], submissionId: string) => rows.find((row) => row[0]?.value === submissionId) ?? [];

test.describe('a report downloads in its reader’s language', () => {
  test.setTimeout(180_000);
  test.afterEach(async ({ request, stack }) => {
    await setUserCulture(request, stack, accounts.manager, 'en');
  });

  for (const language of ['en', 'fr'] as const) {
    test(`in ${language === 'en' ? 'English' : 'French'}, at 390 and 1280 px, whatever language the report was saved in`, async ({ page, request, stack }) => {
      const t = texts[language];
      await setUserCulture(request, stack, accounts.manager, language);
      await openOrganization(page, accounts.manager, organizations.laval);
      await expect(page).toHaveURL(/\/registrations$/);

      for (const viewport of ['phone', 'desktop'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.goto(`/reports/${CAMP}`);
        await expect(page.getByRole('cell', { name: ROSTER.name, exact: true })).toBeVisible();
        await checkPage(page, test.info(), `saved-reports-${language}-${viewport}`);

        // Saved in English.
        const roster = await download(page, t.download(ROSTER.name), `${ROSTER.name}.xlsx`);
        expect(values(roster[0])).toEqual([...REPORT_GENERAL_HEADERS[language], ...t.roster]);
        const noah = rowOf(roster, '50000000-0000-4000-8000-000000000002');
        expect(values(noah).slice(2, 13)).toEqual([270, 0, 0, 0, 270, 30, 'SIBLING', 0, t.card, undefined, t.accepted]);
        expect(values(noah).slice(13, 15)).toEqual(['Gagnon', 'Noah']);
        expect(values(noah).slice(16)).toEqual([t.advanced, t.bothWeeks]);
        // Dates are dates (sortable in a sheet) shown DD-MM-YYYY, amounts with a dollar sign, in either language.
        expect(noah[1]?.value).toBeInstanceOf(Date);
        expect(noah[1]?.numFmt).toBe('dd-mm-yyyy hh:mm');
        expect(noah[15]?.value).toEqual(new Date(Date.UTC(2014, 4, 12)));
        expect(noah[15]?.numFmt).toBe('dd-mm-yyyy');
        expect(noah[2]?.numFmt).toBe('"$"#,##0.00');
        expect(values(rowOf(roster, '50000000-0000-4000-8000-000000000003'))[12]).toBe(t.refunded);
        expect(values(rowOf(roster, '50000000-0000-4000-8000-000000000004')).slice(10, 13)).toEqual([t.other, undefined, t.pending]);

        // Saved in French.
        const contacts = await download(page, t.download(CONTACTS.name), `${CONTACTS.name}.xlsx`);
        expect(values(contacts[0])).toEqual([...REPORT_GENERAL_HEADERS[language], ...t.contacts]);
        expect(values(rowOf(contacts, '50000000-0000-4000-8000-000000000002')).slice(13)).toEqual(['Noah', 'Gagnon', 'gagnon@example.com']);
      }

      // Downloading never rewrites the language a report was written in.
      const token = await apiToken(request, stack, accounts.manager);
      for (const report of [ROSTER, CONTACTS]) {
        const saved = await request.get(`${stack.urls.api}/api/organizations/${submissionIds.laval}/forms/${CAMP}/reports/${report.id}`, { headers: { authorization: `Bearer ${token}` } });
        expect(saved.ok()).toBe(true);
        expect(((await saved.json()) as { culture: string }).culture).toBe(report.culture);
      }
    });
  }
});
