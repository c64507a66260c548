import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { createFormOnPage } from '../support/designer';
import { atBothWidths, checkPage, expectInsideViewport } from '../support/page-checks';
import { formsOrigin, publicFormPath, setUserCulture } from '../support/public-form';
import { openOrganization, toastTitle } from '../support/session';
import { expect, test } from '../support/test';

test.setTimeout(240_000);

/** YYYY-MM-DD `days` from today (local calendar), and how the public form shows it (DD-MM-YYYY). */
function day(days: number): { iso: string; shown: string } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  const [year, month, dayOfMonth] = [date.getFullYear(), pad(date.getMonth() + 1), pad(date.getDate())];
  return { iso: `${year}-${month}-${dayOfMonth}`, shown: `${dayOfMonth}-${month}-${year}` };
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Edit the form properties' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Form settings' })).toBeVisible();
  return dialog;
}

/** A club's page on an origin of its own (another port) holding the embed code exactly as copied. */
async function serveClubPage(embedCode: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Club page</title></head><body><h1>Our club</h1>\n${embedCode}\n</body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/club.html`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('settings with the end before the start are refused with the spec message; the dialog passes axe and fits 390 px', async ({ page }, testInfo) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await createFormOnPage(page, `Settings dates ${Date.now()}`, 'Contact form');
  const dialog = await openSettings(page);
  await atBothWidths(page, async (viewport) => {
    await expectInsideViewport(page, page.getByTestId('settings-dialog'));
    await checkPage(page, testInfo, `designer-settings-dialog-${viewport}`);
  });
  await dialog.getByLabel('Start date and time').fill('2030-06-02T10:00');
  await dialog.getByLabel('End date and time').fill('2030-06-01T10:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('End date should be after start date')).toBeVisible();
  await expect(dialog).toBeVisible();
  // Keyboard: Escape closes the dialog without applying anything.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});

test('the e-mails of the settings: where notices go, the confirmation text typed in French and English at 390 and 1280 px (axe), saved per language', async ({ page }, testInfo) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await createFormOnPage(page, `Settings e-mails ${Date.now()}`, 'Contact form');
  let dialog = await openSettings(page);
  await dialog.getByRole('checkbox', { name: 'French' }).check();
  await dialog.getByLabel('Form name (French)').fill('Courriels des paramètres');
  let mail = dialog.getByTestId('email-settings');
  await expect(mail.getByText(/^The payer receives the registration confirmation and the receipts at the "E-mail for the receipt" entered on the summary step/)).toBeVisible();
  await expect(mail.getByText('Each new submission and each failed installment is notified to the administrator e-mails listed here.')).toBeVisible();
  await atBothWidths(page, async (viewport) => {
    // Typed from the keyboard: the French text, then Tab to the English one.
    await mail.getByLabel('Confirmation e-mail text (French)').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`Merci de votre inscription (${viewport}).`);
    await page.keyboard.press('Enter');
    await page.keyboard.type('À bientôt <au club> & cie');
    await page.keyboard.press('Tab');
    await expect(mail.getByLabel('Confirmation e-mail text (English)')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`Thanks for registering (${viewport}).`);
    await expectInsideViewport(page, page.getByTestId('settings-dialog'));
    await checkPage(page, testInfo, `designer-settings-emails-${viewport}`);
  });
  await mail.getByRole('button', { name: 'Add an e-mail' }).click();
  await mail.getByLabel('Administrator e-mail 1').fill('coach@');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(mail.getByText('Enter a valid e-mail address')).toBeVisible();
  await mail.getByLabel('Administrator e-mail 1').fill('coach@club.org');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastTitle(page, 'Form saved')).toBeVisible();

  // Stored: the designer opened again shows each language's text and the address.
  await page.reload();
  dialog = await openSettings(page);
  mail = dialog.getByTestId('email-settings');
  await expect(mail.getByLabel('Confirmation e-mail text (French)')).toHaveValue('Merci de votre inscription (desktop).\nÀ bientôt <au club> & cie');
  await expect(mail.getByLabel('Confirmation e-mail text (English)')).toHaveValue('Thanks for registering (desktop).');
  await expect(mail.getByLabel('Administrator e-mail 1')).toHaveValue('coach@club.org');
});

test.describe('in French', () => {
  test.afterEach(async ({ request, stack }) => {
    // The language stays with the user on the server: give the next specs English back.
    await setUserCulture(request, stack, accounts.admin, 'en');
  });

  test('the settings dialog, the payment tab and the share dialog speak French, fit 390 px and pass axe', async ({ page }, testInfo) => {
    await openOrganization(page, accounts.admin, organizations.laval);
    await expect(page).toHaveURL(/\/registrations$/);
    await createFormOnPage(page, `Paramètres ${Date.now()}`, 'Contact form');
    await page.getByRole('button', { name: 'Switch the language to French' }).click();
    await page.getByRole('button', { name: 'Modifier les propriétés du formulaire' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Paramètres du formulaire' })).toBeVisible();
    await dialog.getByLabel('Date et heure de début').fill('2030-06-02T10:00');
    await dialog.getByLabel('Date et heure de fin').fill('2030-06-01T10:00');
    await dialog.getByLabel('Texte du courriel de confirmation (Anglais)').fill('Merci / Thanks');
    await expect(dialog.getByText(/^Le payeur reçoit la confirmation d’inscription et les reçus/)).toBeVisible();
    await dialog.getByRole('switch', { name: 'Paiement activé' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('La date de fin doit être après la date de début')).toBeVisible();
    await atBothWidths(page, (viewport) => checkPage(page, testInfo, `designer-settings-dialog-fr-${viewport}`));
    await dialog.getByLabel('Date et heure de début').fill('');
    await dialog.getByLabel('Compte de paiement').selectOption({ label: 'Laval registrations (acct_sample_laval)' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Paiement' }).click();
    await expect(page.getByTestId('payment-tab').getByRole('heading', { name: '1. Paiement complet' })).toBeVisible();
    await atBothWidths(page, (viewport) => checkPage(page, testInfo, `designer-payment-tab-fr-${viewport}`));

    await page.getByRole('button', { name: 'Partager' }).click();
    await expect(page.getByTestId('share-dialog').getByRole('heading', { name: 'Partager le formulaire' })).toBeVisible();
    await atBothWidths(page, (viewport) => checkPage(page, testInfo, `designer-share-dialog-fr-${viewport}`));
  });
});

test('a form set Active with a 3-installment plan and a 10% code is filled on the public form with the plan’s dates and amounts and the discount', async ({ page, request, stack }, testInfo) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  const formId = await createFormOnPage(page, `Paid plan ${Date.now()}`, 'Contact form');

  // Settings: Active, payment on with the Laval account, a fixed amount of $300.
  const dialog = await openSettings(page);
  await dialog.getByLabel('Status').selectOption({ label: 'Active' });
  await dialog.getByRole('switch', { name: 'Payment enabled' }).check();
  await dialog.getByLabel('Payment account').selectOption({ label: 'Laval registrations (acct_sample_laval)' });
  await dialog.getByLabel(/^Fixed amount/).fill('300');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Payment tab: a plan of three installments (40/30/30) and a 10% code.
  await page.getByRole('tab', { name: 'Payment' }).click();
  const tab = page.getByTestId('payment-tab');
  await tab.getByRole('button', { name: 'Add a payment plan' }).click();
  const dates = [day(10), day(40), day(70)];
  await tab.getByLabel('Date of installment 1').fill(dates[0]!.iso);
  await tab.getByLabel('Percentage of installment 1').fill('40');
  for (const [index, percent] of [[1, '30'], [2, '30']] as const) {
    await tab.getByRole('button', { name: 'Add an installment' }).click();
    await tab.getByLabel(`Date of installment ${index + 1}`).fill(dates[index]!.iso);
    await tab.getByLabel(`Percentage of installment ${index + 1}`).fill(percent);
  }
  await expect(tab.getByTestId('schedule-1').getByRole('row')).toHaveCount(4);
  await tab.getByRole('button', { name: 'Add a discount code' }).click();
  const codeDialog = page.getByRole('dialog');
  await codeDialog.getByLabel('Code').fill('ten4all');
  await codeDialog.getByLabel('Discount (%)').fill('10');
  await codeDialog.getByLabel('Quantity').fill('5');
  await codeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(tab.getByTestId('discount-code-TEN4ALL')).toContainText('10 %');
  await atBothWidths(page, async (viewport) => {
    await checkPage(page, testInfo, `designer-payment-tab-${viewport}`);
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastTitle(page, 'Form saved')).toBeVisible();

  // The public form: the plan's dates and amounts, then the code lowers them.
  const origin = await formsOrigin(request, stack);
  const visitor = await page.context().newPage();
  await visitor.goto(`${origin}${publicFormPath(formId)}`);
  await visitor.getByLabel('First name').fill('Camille');
  await visitor.getByLabel('Last name').fill('Tremblay');
  await visitor.getByLabel('E-mail').fill('camille@example.org');
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(visitor.getByTestId('payment-total')).toHaveText('$300.00');
  await visitor.getByRole('radio', { name: 'Payment plan with dates' }).check();
  const installments = visitor.getByTestId('installment');
  await expect(installments).toHaveCount(3);
  await expect(installments.nth(0)).toHaveText(`${dates[0]!.shown}: $120.00`);
  await expect(installments.nth(1)).toHaveText(`${dates[1]!.shown}: $90.00`);
  await expect(installments.nth(2)).toHaveText(`${dates[2]!.shown}: $90.00`);
  await visitor.getByLabel('Discount code').fill('ten4all');
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(visitor.getByText('Discount code TEN4ALL applied: $30.00')).toBeVisible();
  await expect(visitor.getByTestId('payment-total')).toHaveText('$270.00');
  await expect(installments.nth(0)).toHaveText(`${dates[0]!.shown}: $108.00`);
  await expect(installments.nth(1)).toHaveText(`${dates[1]!.shown}: $81.00`);
  await expect(installments.nth(2)).toHaveText(`${dates[2]!.shown}: $81.00`);
  await visitor.close();
});

test('the share dialog’s link opens the form and its embed code works in a page on another origin', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  const formId = await createFormOnPage(page, `Shared ${Date.now()}`, 'Contact form');
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog).toBeVisible();
  await atBothWidths(page, async (viewport) => {
    await expectInsideViewport(page, dialog);
    await checkPage(page, testInfo, `designer-share-dialog-${viewport}`);
  });

  const link = await dialog.getByLabel('Public link').inputValue();
  expect(link).toContain(formId);
  await dialog.getByRole('button', { name: 'Copy: Public link' }).click();
  await expect(dialog.getByTestId('share-link').getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(dialog.getByTestId('share-link').getByRole('status')).toHaveText('', { timeout: 3000 });

  await dialog.getByRole('button', { name: 'Copy: HTML embed code' }).click();
  await expect(dialog.getByTestId('share-embed').getByRole('status')).toHaveText('Copied');
  const embedCode = await page.evaluate(() => navigator.clipboard.readText());
  expect(embedCode).toBe(await dialog.getByLabel('HTML embed code').inputValue());

  // The link opens the public form.
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByLabel('First name')).toBeVisible();
  await visitor.close();

  // The embed code, pasted into a club's page on another origin: the form shows and the frame takes its height.
  const club = await serveClubPage(embedCode);
  const clubPage = await context.newPage();
  try {
    await clubPage.goto(club.url);
    const frame = clubPage.frameLocator('iframe');
    await expect(frame.getByLabel('First name')).toBeVisible();
    await expect.poll(() => clubPage.locator('iframe').evaluate((element) => (element as HTMLElement).style.height)).toMatch(/^\d+px$/);
    const before = await clubPage.locator('iframe').evaluate((element) => (element as HTMLElement).style.height);
    // A message from any other origin (the club page itself) is ignored.
    await clubPage.evaluate((id) => window.postMessage({ type: 'front-office:height', formId: id, height: 7 }, '*'), formId);
    await clubPage.waitForTimeout(300);
    expect(await clubPage.locator('iframe').evaluate((element) => (element as HTMLElement).style.height)).toBe(before);
  } finally {
    await clubPage.close();
    await club.close();
  }
});
