import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { accounts } from '../support/accounts';
import { expect, test } from '../support/test';

// Issue 13 §5: the login page is a plain, tree-shaken bundle served for /login, outside the
// federation host: no federation runtime, no remote manifest or container, no shared-module chunk.
test('the login page loads its own plain bundle: no federation runtime, manifest or remote entry', async ({ page, stack }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const scriptResponses: Response[] = [];
  page.on('response', (answer) => {
    if (answer.request().resourceType() === 'script') scriptResponses.push(answer);
  });

  const response = await page.goto('/login?lang=en');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The same security headers as the shell's own page (build/security-headers.mjs).
  const shellPage = await page.request.get(stack.urls.shell);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toBe(shellPage.headers()['content-security-policy']);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const scripts = requests.filter((url) => new URL(url).pathname.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((url) => new URL(url).pathname.startsWith('/login/'))).toBe(true);
  expect(requests.filter((url) => /remoteEntry|mf-manifest|federation/.test(url))).toEqual([]);
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
  // The bar of ARCHITECTURE.md, as `npm run bench` measures it: JS ≤ 150 KB gzip, ≤ 20 requests.
  const bodies = await Promise.all(scriptResponses.map((answer) => answer.body()));
  const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  expect(gzipBytes).toBeLessThanOrEqual(150 * 1024);
  expect(requests.length).toBeLessThanOrEqual(20);
  // The URL and its query stay as they were asked for.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?lang=en');
});

test('a disabled social button says why: the tooltip code comes with the first hover, above the button', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeDisabled();
  const wrapper = page.locator('span[tabindex="0"]').filter({ has: google });
  await expect(wrapper).toHaveAccessibleDescription('Google sign-in is not configured');
  const before = scripts.length;

  await wrapper.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('Google sign-in is not configured');
  expect(scripts.length).toBe(before + 1);
  const [tip, button] = await Promise.all([tooltip.boundingBox(), google.boundingBox()]);
  expect(tip && button && tip.y + tip.height <= button.y + 1).toBe(true);

  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

test('the query of /login still picks the language, and a sign-in loads the shell with the session', async ({ page }) => {
  await page.goto('/login?lang=fr');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Connexion/);

  await page.getByLabel('Courriel').fill(accounts.admin.email);
  await page.getByLabel('Mot de passe').fill(accounts.admin.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();

  await expect(page).toHaveURL(/\/organization-selection$/);
  // The shell (federation host) now runs, with the session the login page stored.
  await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('fo.jwt'))).toContain('jwt');
});
