import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

// The toast's title: Fluent also copies the text into an aria-live region, which getByText would match too.
const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle').filter({ hasText: text });

// A real 1×1 PNG: the server checks the logo's magic bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('creating an organization with a logo from the switcher selects it and lists it in the switcher', async ({ page }) => {
  const name = `Aardvark Athletics ${Date.now()}`;
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(formsArea(page)).toBeVisible();

  await page.getByRole('button', { name: `Current organization: ${organizations.laval}` }).click();
  await page.getByRole('menuitem', { name: 'Add an organization' }).click();

  await expect(page).toHaveURL(/\/organization-selection$/);
  const dialog = page.getByRole('dialog', { name: 'Add an organization' });
  await dialog.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('cad');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/registrations$/);
  await expect(toast(page, `Organization ${name} added`)).toBeVisible();
  await page.getByRole('button', { name: `Current organization: ${name}` }).click();
  const entries = page.getByRole('menuitemradio');
  await expect(entries.filter({ hasText: name })).toHaveCount(1);
  // The list stays ordered by name (spec 000 §2).
  const names = await entries.allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
});
