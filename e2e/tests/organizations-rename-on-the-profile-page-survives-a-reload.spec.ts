import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { chooseOrganization, signIn } from '../support/session';
import { expect, test } from '../support/test';

// The toast's title: Fluent also copies the text into an aria-live region, which getByText would match too.
const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle').filter({ hasText: text });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function storedJwt(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('fo.jwt') ?? '{}') as { jwt?: string }).jwt ?? '');
}

test('renaming an organization on its profile page shows the new name after a reload', async ({ page, stack }) => {
  // An organization of its own, so the sample ones other specs name stay as they are.
  const name = `Rename Me ${Date.now()}`;
  const renamed = `${name} Renamed`;
  await signIn(page, accounts.manager);
  await expect(page).toHaveURL(/\/organization-selection$/);
  const created = await page.request.post(`${stack.urls.api}/api/organizations`, {
    headers: { authorization: `Bearer ${await storedJwt(page)}` },
    multipart: { organization: JSON.stringify({ name, currency: 'usd' }), avatar: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(created.status()).toBe(200);
  await page.reload();
  await chooseOrganization(page, name);
  await expect(page).toHaveURL(/\/registrations$/);

  await page.goto('/organization');
  const nameInput = page.getByRole('textbox', { name: 'Name' });
  await expect(nameInput).toHaveValue(name);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await nameInput.fill(renamed);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, 'Organization changed')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByRole('button', { name: `Current organization: ${renamed}` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(renamed);
});
