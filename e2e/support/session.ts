import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { Account } from './accounts';

/** Signs in through the login form, as a user would. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Picks an organization card on the organization chooser and waits until the choice is made (the
 * chooser leaves for the organization's first page): a navigation right after the click would
 * otherwise cancel the choice's call, and the next page would ask for an organization again.
 */
export async function chooseOrganization(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/organization-selection$/);
  await page.getByRole('main').getByRole('button', { name }).click();
  await expect(page, `choosing ${name} did not complete`).not.toHaveURL(/\/organization-selection$/);
}

/** Signs in and chooses an organization: the usual start of a back-office session. */
export async function openOrganization(page: Page, account: Account, organization: string): Promise<void> {
  await signIn(page, account);
  await chooseOrganization(page, organization);
}

/** Switches organization through the side navigation's organization switcher. */
export async function switchOrganization(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Current organization: ${from}` }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

/** The forms list page of mfe-forms (rendered by the remote, not the shell). */
export function formsArea(page: Page): Locator {
  return page.getByTestId('forms-list');
}

/**
 * A toast's title. Fluent also copies each toast's text into an aria-live region, so a plain
 * getByText can match twice (strict-mode violation) depending on what else the toast shows.
 */
export function toastTitle(page: Page, text: string): Locator {
  return page.locator('.fui-ToastTitle').filter({ hasText: text });
}
