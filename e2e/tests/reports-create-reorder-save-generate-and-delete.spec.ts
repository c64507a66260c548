import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { VIEWPORTS, expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/page-checks';
import { REPORT_GENERAL_HEADERS } from '../support/reports';
import { openOrganization, toastTitle } from '../support/session';
import { readXlsx } from '../support/xlsx';
import { expect, test } from '../support/test';

// Sample ids (server/src/db/sample-data.ts): the Laval swim camp and its saved "Camp roster".
const CAMP = '40000000-0000-4000-8000-000000000001';
const LAVAL_ID = '10000000-0000-4000-8000-000000000002';
const ROSTER = '80000000-0000-4000-8000-000000000001';

async function checkedFields(page: Page): Promise<string[]> {
  const boxes = page.getByTestId('report-editor').getByRole('checkbox');
  const labels: string[] = [];
  for (const box of await boxes.all()) if (await box.isChecked()) labels.push((await box.locator('xpath=ancestor::li[1]').textContent()) ?? '');
  return labels;
}

test('a manager creates a report, reorders two fields, saves, reloads, generates the XLSX and deletes it after a confirmation', async ({ page }) => {
  await openOrganization(page, accounts.manager, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Summer swim camp' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${CAMP}$`));
  await expect(page.getByRole('cell', { name: 'Camp roster', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add report' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${CAMP}/create$`));
  await page.getByRole('textbox', { name: /Report name/ }).fill('E2E roster');
  await page.getByRole('button', { name: 'Uncheck all' }).click();
  for (const name of ['First name', 'Last name', 'Level']) await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: 'Move Last name up' }).click();
  expect(await checkedFields(page)).toEqual(['Last name', 'First name', 'Level']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastTitle(page, 'Report created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/reports/${CAMP}/[0-9a-f-]{36}$`));
  const reportUrl = page.url();

  await page.reload();
  await expect(page.getByRole('textbox', { name: /Report name/ })).toHaveValue('E2E roster');
  expect(await checkedFields(page)).toEqual(['Last name', 'First name', 'Level']);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('E2E roster.xlsx');
  const rows = await readXlsx(await download.path());
  expect(rows[0]).toEqual([...REPORT_GENERAL_HEADERS.en, 'Last name', 'First name', 'Level']);
  const noah = rows.find((row) => row[14] === 'Noah') ?? [];
  expect(noah[0]).toBe('50000000-0000-4000-8000-000000000002');
  expect(noah.slice(2, 16)).toEqual([270, 0, 0, 0, 270, 30, 'SIBLING', 0, 'Credit card', undefined, 'Accepted', 'Gagnon', 'Noah', 'Advanced']);

  await page.goto(`/reports/${CAMP}`);
  await page.getByRole('button', { name: 'Delete E2E roster' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('E2E roster will be deleted.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'E2E roster', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete E2E roster' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastTitle(page, 'Report deleted')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'E2E roster', exact: true })).toHaveCount(0);
  await page.goto(reportUrl);
  await expect(page.getByText('This report does not exist')).toBeVisible();
});

test('a read-only user downloads a saved report but cannot rename it', async ({ page, stack }) => {
  await openOrganization(page, accounts.reader, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await page.goto(`/reports/${CAMP}`);
  // The reader's culture is French.
  await expect(page.getByRole('cell', { name: 'Camp roster', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un rapport' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Supprimer Camp roster' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger Camp roster (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Camp roster.xlsx');
  const rows = await readXlsx(await download.path());
  // The report saved in English downloads in its French reader's language (issue 23 §7).
  expect(rows[0]?.slice(13)).toEqual(['Nom', 'Prénom', 'Date de naissance', 'Niveau', 'Semaines']);
  expect(rows).toHaveLength(5);

  await page.getByRole('button', { name: 'Ouvrir Camp roster' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${CAMP}/${ROSTER}$`));
  const name = page.getByRole('textbox', { name: /Nom du rapport/ });
  await expect(name).toHaveValue('Camp roster');
  await expect(name).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Monter/ })).toHaveCount(0);

  const jwt = await page.evaluate(() => (JSON.parse(localStorage.getItem('fo.jwt') ?? '{}') as { jwt?: string }).jwt ?? '');
  const rename = await page.request.post(`${stack.urls.api}/api/organizations/${LAVAL_ID}/forms/${CAMP}/reports/${ROSTER}`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: { culture: 'en', content: { name: 'Renamed', steps: [] } },
  });
  expect(rename.status()).toBe(403);
});

test('the reports pages fit 390 px and have no serious or critical axe violation', async ({ page }) => {
  await openOrganization(page, accounts.manager, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await page.setViewportSize(VIEWPORTS.phone);
  for (const [path, ready] of [
    ['/reports', () => page.getByRole('link', { name: 'Summer swim camp' })],
    [`/reports/${CAMP}`, () => page.getByRole('cell', { name: 'Camp roster', exact: true })],
    [`/reports/${CAMP}/${ROSTER}`, () => page.getByRole('checkbox', { name: 'Weeks' })],
    [`/reports/${CAMP}/create`, () => page.getByRole('checkbox', { name: 'Weeks' })],
  ] as const) {
    await page.goto(path);
    await expect(ready()).toBeVisible();
    await expectNoHorizontalOverflow(page, path);
    await expectNoSeriousAxeViolations(page, path);
  }
});
