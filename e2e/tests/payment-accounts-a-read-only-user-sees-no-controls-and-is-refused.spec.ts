import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { openOrganization } from '../support/session';
import { expect, test } from '../support/test';

// The sample ids (server/src/db/sample-data.ts, sample-payment-accounts.ts).
const LAVAL_ID = '10000000-0000-4000-8000-000000000002';
const LAVAL_STRIPE_ACCOUNT = '70000000-0000-4000-8000-000000000001';

async function storedJwt(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('fo.jwt') ?? '{}') as { jwt?: string }).jwt ?? '');
}

test('a read-only user sees the payment accounts without add, edit or delete, and the server refuses their calls', async ({ page, stack }) => {
  await openOrganization(page, accounts.reader, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await page.goto('/payment-accounts');

  // The reader's culture is French (spec 000 §1: the user's culture comes first).
  const account = page.getByRole('listitem', { name: 'Laval registrations' });
  await expect(account).toBeVisible();
  await expect(page.getByRole('button', { name: /Ajouter un compte|Add an account/ })).toHaveCount(0);
  await expect(account.getByRole('button')).toHaveCount(0);
  await expect(account.getByRole('link', { name: /Stripe/ })).toBeVisible();

  const headers = { authorization: `Bearer ${await storedJwt(page)}` };
  const api = `${stack.urls.api}/api/organizations/${LAVAL_ID}`;
  const connect = await page.request.post(`${api}/payment/connect`, { headers, data: { code: 'sample_readonly1', name: 'x', type: 'stripe' } });
  expect(connect.status()).toBe(403);
  const update = await page.request.put(`${api}/settings/paymentaccounts`, { headers, data: { id: LAVAL_STRIPE_ACCOUNT, account_name: 'x', type: 'stripe' } });
  expect(update.status()).toBe(403);
  const remove = await page.request.delete(`${api}/payment/connect/${LAVAL_STRIPE_ACCOUNT}`, { headers });
  expect(remove.status()).toBe(403);
  const profile = await page.request.put(api, { headers, multipart: { Organization: JSON.stringify({ id: LAVAL_ID, name: 'Hijacked', currency: 'cad' }) } });
  expect(profile.status()).toBe(403);
});
