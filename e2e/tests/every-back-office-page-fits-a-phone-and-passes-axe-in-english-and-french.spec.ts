import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { VIEWPORTS, atBothWidths, checkPage, expectInsideViewport } from '../support/page-checks';
import { sampleIds, setUserCulture } from '../support/public-form';
import { openOrganization } from '../support/session';
import { readXlsx } from '../support/xlsx';
import { expect, test } from '../support/test';

// Issue 13 §1, §2, §7: every back-office page at 390 and 1280 px, in English and in French:
// nothing wider than the viewport, no serious or critical axe violation, a screenshot of each.

interface WalkedPage {
  name: string;
  path: string;
  /** What shows once the page has loaded its data. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** False for the pages shown outside the signed-in frame (not found, server error). */
  isFramed?: boolean;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const BACK_OFFICE_PAGES: WalkedPage[] = [
  { name: 'organization-selection', path: '/organization-selection', ready: (page) => page.getByRole('main').getByRole('button', { name: organizations.laval }) },
  // A form's Edit action: in a table row at 1280 px, in the form's card on a phone.
  { name: 'forms-list', path: '/registrations', ready: (page) => page.getByTestId('forms-list').getByRole('button', { name: /^(Edit|Modifier) / }) },
  { name: 'form-preview', path: `/registrations/preview/${sampleIds.membershipRenewal}`, ready: heading },
  { name: 'dashboard', path: '/dashboard', ready: heading },
  { name: 'organization-profile', path: '/organization', ready: heading },
  { name: 'payment-accounts', path: '/payment-accounts', ready: heading },
  { name: 'create-form', path: '/registrations/admin/create-new-form', ready: heading },
  { name: 'edit-form', path: `/registrations/admin/edit-form/${sampleIds.membershipRenewal}`, ready: heading },
  { name: 'submissions', path: `/registrations/submissions/${sampleIds.membershipRenewal}`, ready: heading },
  { name: 'reports', path: '/reports', ready: heading },
  { name: 'submission-detail', path: `/registrations/submissions/${sampleIds.swimCamp}/${sampleIds.swimCampSubmission}`, ready: heading },
  { name: 'form-reports', path: `/reports/${sampleIds.swimCamp}`, ready: heading },
  { name: 'report-editor', path: `/reports/${sampleIds.swimCamp}/${sampleIds.swimCampReport}`, ready: heading },
  { name: 'members', path: '/members', ready: heading },
  { name: 'not-found', path: '/no-such-page', ready: heading, isFramed: false },
  { name: 'server-error', path: '/500', ready: heading, isFramed: false },
];

async function waitUntilLoaded(page: Page, walked: WalkedPage): Promise<void> {
  await expect(walked.ready(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.fui-Spinner')).toHaveCount(0, { timeout: 30_000 });
}

async function walkBackOffice(page: Page, language: 'en' | 'fr'): Promise<void> {
  for (const walked of BACK_OFFICE_PAGES) {
    await page.goto(walked.path);
    await waitUntilLoaded(page, walked);
    await atBothWidths(page, async (viewport) => {
      // The signed-in frame has taken the layout of this width: a menu button on a phone, the side navigation otherwise.
      if (walked.isFramed !== false) {
        const menuButton = page.getByRole('button', { name: language === 'fr' ? 'Ouvrir le menu' : 'Open the menu' });
        if (viewport === 'phone') await expect(menuButton).toBeVisible();
        else await expect(menuButton).toHaveCount(0);
      }
      await waitUntilLoaded(page, walked);
      await checkPage(page, test.info(), `${walked.name}-${language}`);
    });
  }
}

test.describe('every back-office page', () => {
  test.setTimeout(240_000);

  test.afterEach(async ({ request, stack }) => {
    // The French walk keeps French with the admin on the server: give the next specs English back.
    await setUserCulture(request, stack, accounts.admin, 'en');
  });

  test('the login page fits 390 and 1280 px and passes axe, in English and in French', async ({ page }) => {
    for (const language of ['en', 'fr'] as const) {
      await page.goto(`/login?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await atBothWidths(page, () => checkPage(page, test.info(), `login-${language}`));
    }
  });

  test('in English: every page fits 390 and 1280 px and passes axe', async ({ page }) => {
    await openOrganization(page, accounts.admin, organizations.laval);
    await walkBackOffice(page, 'en');
  });

  test('the dialogs and the menu drawer fit a phone and pass axe', async ({ page }) => {
    await openOrganization(page, accounts.admin, organizations.laval);
    await page.setViewportSize(VIEWPORTS.phone);

    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Forms' })).toBeVisible();
    await checkPage(page, test.info(), 'menu-drawer');
    await drawer.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(drawer).toHaveCount(0);

    await page.goto('/registrations');
    await page.getByTestId('forms-list').getByRole('button', { name: 'Create a form' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create a form' });
    await expect(create.getByRole('option', { name: 'Contact form' })).toBeAttached();
    await checkPage(page, test.info(), 'create-form-dialog');
    await expectInsideViewport(page, create);
    await create.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/organization-selection');
    await page.getByRole('main').getByRole('button', { name: 'Add an organization' }).click();
    const addOrganization = page.getByRole('dialog');
    await expect(addOrganization).toBeVisible();
    await checkPage(page, test.info(), 'create-organization-dialog');
    await expectInsideViewport(page, addOrganization);
  });

  test('in French: every page fits 390 and 1280 px and passes axe', async ({ page }) => {
    await openOrganization(page, accounts.admin, organizations.laval);
    await page.getByRole('button', { name: 'Switch the language to French' }).click();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await walkBackOffice(page, 'fr');

    // The refund dialog and a report download, in French (issue 23).
    await page.goto(`/registrations/submissions/${sampleIds.swimCamp}/${sampleIds.swimCampSubmission}`);
    await page.getByRole('button', { name: 'Rembourser ou annuler' }).click();
    const refund = page.getByRole('dialog', { name: 'Rembourser ou annuler un paiement' });
    await expect(refund).toBeVisible();
    await atBothWidths(page, async () => {
      await expectInsideViewport(page, refund);
      await checkPage(page, test.info(), 'refund-dialog-fr');
    });
    await refund.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(refund).toHaveCount(0);

    await page.goto(`/reports/${sampleIds.swimCamp}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger Camp roster (XLSX)' }).click();
    const rows = await readXlsx(await (await downloading).path());
    // The report saved in English downloads in its French reader's language.
    expect(rows[0]?.slice(13)).toEqual(['Nom', 'Prénom', 'Date de naissance', 'Niveau', 'Semaines']);
  });
});
