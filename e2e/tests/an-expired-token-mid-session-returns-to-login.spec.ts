import { accounts, organizations } from '../support/accounts';
import { formsArea, openOrganization, switchOrganization } from '../support/session';
import { expect, test } from '../support/test';

// A real expiry, not a forged token: this worker's API server signs tokens that live 25 seconds,
// long enough for the sign-in and the forms list to load on a busy machine before it expires.
test.use({ jwtTtl: '25s' });

test('an expired token mid-session sends the user back to /login on the next API call', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(formsArea(page)).toBeVisible();

  // The server and the browser share this machine's clock: wait until just past the token's own
  // expiry. Waiting is the point of the test, not a timing assertion.
  const expiresAt = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('fo.jwt') ?? '{}') as { jwt?: string };
    const payload = stored.jwt?.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    return claims.exp * 1000;
  });
  await page.waitForTimeout(Math.max(0, expiresAt + 1_000 - Date.now()));

  // Switching organization loads its rights from the API, which now answers 401.
  await switchOrganization(page, organizations.laval, organizations.boston);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
