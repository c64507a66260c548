import { expect } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import type { Account } from './accounts';
import { describeViolation, seriousAxeViolations } from './page-checks';
import { openOrganization } from './session';

/**
 * Opens the designer on `formId` as `account` (in `organization`) in a browser context of its own,
 * as a second person would; gives the page and a close() for the context.
 */
export async function openDesignerAs(
  browser: Browser,
  shellUrl: string,
  account: Account,
  organization: string,
  formId: string,
  viewport = { width: 1366, height: 900 },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: shellUrl, locale: 'en-US', viewport });
  const page = await context.newPage();
  await openOrganization(page, account, organization);
  await expect(page).toHaveURL(/\/registrations$/);
  await page.goto(`/registrations/admin/edit-form/${formId}`);
  await expect(page.getByTestId('field-card').first()).toBeVisible();
  return { page, close: () => context.close() };
}

/** Creates a form on the create page (spec 001 §2) and waits for the designer to open on it; gives its id. */
export async function createFormOnPage(page: Page, name: string, template: string): Promise<string> {
  await page.goto('/registrations/admin/create-new-form');
  const form = page.getByTestId('create-form-page');
  await form.getByLabel('Form name').fill(name);
  await expect(form.getByRole('option', { name: template })).toBeAttached();
  await form.getByLabel('Template').selectOption({ label: template });
  await form.getByRole('button', { name: 'Create and open the designer' }).click();
  await expect(page).toHaveURL(/\/registrations\/admin\/edit-form\/[^/]+$/);
  await expect(page.getByTestId('designer')).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

export const fieldCards = (page: Page): Locator => page.getByTestId('field-card');
export const designerSection = (page: Page, name: string): Locator => page.getByTestId('designer-section').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * Picks up a drag handle by keyboard (Space) and waits until the drag listens to the keys that
 * move and drop it: dnd-kit's keyboard sensor adds its key listener in a timer after the drag
 * starts, and Chromium serves input before timers, so under load an arrow and a Space pressed right
 * after the overlay shows could reach the page before that listener and be lost.
 */
export async function pickUpByKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drag-overlay')).toBeVisible();
  // A timer set now runs after the sensor's (set when the drag started): timers of the same delay run in order.
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** The section id holding a field card. */
export async function sectionOfField(card: Locator): Promise<string | null> {
  return card.evaluate((node) => node.closest('[data-section-id]')?.getAttribute('data-section-id') ?? null);
}

/**
 * Serious and critical axe-core violations inside one area of the page (default: the designer,
 * the shell's own chrome is another issue's), described for a failure's message.
 */
export async function designerAxeViolations(page: Page, area = '[data-testid="designer"]'): Promise<string[]> {
  return (await seriousAxeViolations(page, area)).map(describeViolation);
}
