import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { chooseOrganization, formsArea, signIn } from '../support/session';
import { submissionIds, submissionPage } from '../support/submissions';
import { expect, test } from '../support/test';

// Issue 13 §5. The sample server's delay (500 ms a call) makes a sequence of loading states
// (session, organization, remote, data) visible, as a club's staff would see it.
test.use({ apiDelayMs: 500 });

interface SpinnerRecord {
  /** The distinct labels of every spinner shown. */
  labels: string[];
  /** How many times a spinner appeared on a page that showed none just before. */
  appearances: number;
  shown: boolean;
}

/** Installed before the page's scripts: records every Fluent spinner from the first byte on. */
function recordSpinners() {
  const record: SpinnerRecord = { labels: [], appearances: 0, shown: false };
  (globalThis as unknown as { __FO_SPINNERS__: SpinnerRecord }).__FO_SPINNERS__ = record;
  const check = () => {
    const spinners = [...document.querySelectorAll('.fui-Spinner')];
    if (spinners.length > 0 && !record.shown) record.appearances += 1;
    record.shown = spinners.length > 0;
    for (const spinner of spinners) {
      const label = spinner.textContent?.trim() ?? '';
      if (!record.labels.includes(label)) record.labels.push(label);
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Deep links and what shows that the page landed with its data. */
const DEEP_LINKS = [
  {
    path: '/registrations',
    landed: async (page: Page) => {
      await expect(page.getByTestId('forms-list')).toBeVisible();
      await expect(page.getByRole('main').locator('a[href^="/registrations/preview/"]').first()).toBeVisible();
    },
  },
  {
    path: submissionPage(submissionIds.swimCamp),
    landed: async (page: Page) => {
      await expect(page.getByTestId('submissions-list').getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    path: '/reports',
    landed: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await expect(page.getByRole('main').locator('a[href^="/reports/"]').first()).toBeVisible();
    },
  },
  {
    path: '/payment-accounts',
    landed: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Payment accounts' })).toBeVisible();
    },
  },
];

test('a cold open of a deep link shows one loading state, then the page with its data', async ({ page, browser, stack }) => {
  // A remembered session with an organization chosen, as a user who comes back finds it.
  await signIn(page, accounts.admin);
  await chooseOrganization(page, organizations.laval);
  await expect(formsArea(page)).toBeVisible();
  const storageState = await page.context().storageState();

  for (const link of DEEP_LINKS) {
    // A new browser context: nothing cached, nothing in memory, only the stored session.
    const cold = await browser.newContext({ storageState });
    try {
      await cold.addInitScript(recordSpinners);
      const coldPage = await cold.newPage();
      await coldPage.goto(new URL(link.path, stack.urls.shell).href);

      await link.landed(coldPage);
      await expect(coldPage.getByRole('button', { name: `Current organization: ${organizations.laval}` })).toBeVisible();

      const record = await coldPage.evaluate(() => (globalThis as unknown as { __FO_SPINNERS__: SpinnerRecord }).__FO_SPINNERS__);
      // One loading state, shown once: not "session", then "organization", then "area", then the data's.
      expect(record.labels, link.path).toEqual(['Loading…']);
      expect(record.appearances, link.path).toBe(1);
      expect(record.shown, link.path).toBe(false);
    } finally {
      await cold.close();
    }
  }
});
