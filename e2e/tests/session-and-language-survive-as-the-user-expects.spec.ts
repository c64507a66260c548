import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { setUserCulture } from '../support/public-form';
import { chooseOrganization, formsArea, openOrganization, signIn, switchOrganization } from '../support/session';
import { expect, test } from '../support/test';

// Issue 13 §2 (focus to the alert) and §3 (session and language).

const storedJwt = (page: Page, area: 'localStorage' | 'sessionStorage') =>
  page.evaluate((name) => (JSON.parse(window[name].getItem('fo.jwt') ?? '{}') as { jwt?: string }).jwt ?? null, area);

test('a failed sign-in moves the focus to its alert', async ({ page }) => {
  await signIn(page, { email: accounts.admin.email, password: 'not-the-password' });

  const alert = page.getByRole('alert').filter({ hasText: 'The email/password combination is incorrect' });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
});

test('a session the server ends shows "Session expired" on the login page', async ({ page, request, stack }) => {
  await openOrganization(page, accounts.manager, organizations.laval);
  await expect(formsArea(page)).toBeVisible();
  // Signing out elsewhere revokes this very token: the next call of this page answers 401.
  const jwt = await storedJwt(page, 'localStorage');
  await request.post(new URL('/api/authentication/signout', stack.urls.api).href, { headers: { authorization: `Bearer ${jwt}` } });

  await switchOrganization(page, organizations.laval, organizations.boston);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Session expired');
});

test('the EN/FR choice survives a reload and the next sign-in: it is kept with the user', async ({ page, request, stack }) => {
  try {
    await openOrganization(page, accounts.manager, organizations.laval);
    await page.getByRole('button', { name: 'Switch the language to French' }).click();
    await expect(page.getByRole('heading', { name: 'Formulaires', level: 1 })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Formulaires', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: /Menu utilisateur de/ }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The login page is its own document (issue 13 §5): wait until it has loaded.
    await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
    // Another browser: nothing stored here, the server's answer decides.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login?lang=en');
    await page.getByLabel('Email').fill(accounts.manager.email);
    await page.getByLabel('Password').fill(accounts.manager.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Choisissez une organisation' })).toBeVisible();
  } finally {
    await setUserCulture(request, stack, accounts.manager, 'en');
  }
});

test('"Remember me" unticked keeps the session for this browser session only; ticked keeps it', async ({ page, browser, baseURL }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(accounts.admin.email);
  await page.getByLabel('Password').fill(accounts.admin.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await chooseOrganization(page, organizations.laval);
  await expect(formsArea(page)).toBeVisible();
  expect(await storedJwt(page, 'localStorage')).toBeNull();
  expect(await storedJwt(page, 'sessionStorage')).not.toBeNull();
  // A reload is the same browser session.
  await page.reload();
  await expect(formsArea(page)).toBeVisible();

  // Closing the browser keeps localStorage only: a new browser with what is left is signed out.
  const forgotten = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const reopened = await forgotten.newPage();
  await reopened.goto('/registrations');
  await expect(reopened).toHaveURL(/\/login$/);
  await forgotten.close();

  // Ticked (the default), the session outlives the browser.
  await page.getByRole('button', { name: /User menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(page, accounts.admin);
  await chooseOrganization(page, organizations.laval);
  await expect(formsArea(page)).toBeVisible();
  const remembered = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const again = await remembered.newPage();
  await again.goto('/registrations');
  await expect(again.getByTestId('forms-list')).toBeVisible();
  await remembered.close();
});

test('a user without FORM read who picks an organization lands on the first page their rights allow', async ({ page }) => {
  await openOrganization(page, accounts.coach, organizations.laval);

  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
