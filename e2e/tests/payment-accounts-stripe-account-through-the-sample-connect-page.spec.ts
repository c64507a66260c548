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

test('a stripe account is added through the sample connect page, then edited and deleted', async ({ page, stack }) => {
  // A fresh organization, so the list starts empty whatever other specs did.
  const organization = `Payments Club ${Date.now()}`;
  await signIn(page, accounts.manager);
  await expect(page).toHaveURL(/\/organization-selection$/);
  const created = await page.request.post(`${stack.urls.api}/api/organizations`, {
    headers: { authorization: `Bearer ${await storedJwt(page)}` },
    multipart: { organization: JSON.stringify({ name: organization, currency: 'cad' }), avatar: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(created.status()).toBe(200);
  await page.reload();
  await chooseOrganization(page, organization);
  await expect(page).toHaveURL(/\/registrations$/);

  await page.goto('/payment-accounts');
  await expect(page.getByText('No payment accounts on this organization')).toBeVisible();

  await page.getByRole('button', { name: 'Add an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payment account' });
  await expect(dialog.getByRole('combobox', { name: 'Payment method' })).toHaveValue('sportspay-ca');
  await dialog.getByRole('combobox', { name: 'Payment method' }).selectOption('stripe');
  await dialog.getByRole('textbox', { name: 'Account name' }).fill('Summer camps');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // The sample provider's consent page, served by the API server in sample mode.
  await expect(page.getByRole('heading', { name: 'Connect this account?' })).toBeVisible();
  await expect(page.getByText('Summer camps')).toBeVisible();
  await page.getByRole('link', { name: 'Connect', exact: true }).click();

  await expect(toast(page, 'Payment account connected')).toBeVisible();
  await expect(page).toHaveURL(/\/payment-accounts$/);
  const account = page.getByRole('listitem', { name: 'Summer camps' });
  await expect(account).toContainText(/Account id: acct_/);

  await account.getByRole('button', { name: 'Edit Summer camps' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the payment account' });
  await expect(edit.getByRole('combobox', { name: 'Payment method' })).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Account name' }).fill('Winter camps');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Payment account updated')).toBeVisible();
  const renamed = page.getByRole('listitem', { name: 'Winter camps' });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete Winter camps' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Winter camps will be removed from this organization.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Payment account deleted')).toBeVisible();
  await expect(page.getByText('No payment accounts on this organization')).toBeVisible();
});
