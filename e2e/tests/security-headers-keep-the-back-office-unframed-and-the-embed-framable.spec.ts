import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accounts, organizations } from '../support/accounts';
import { apiToken, embedPath, formsOrigin, publicFormPath, sampleIds } from '../support/public-form';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

/** A page of a foreign site framing `target`. */
async function framingPage(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Foreign site</title><iframe id="target" src="${target}" title="framed" style="width:800px;height:600px"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('every page carries a CSP; the back office forbids framing, the public form allows it', async ({ request, stack }) => {
  const shell = await request.get(stack.urls.shell);
  const policy = shell.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self' [^;]*https:\/\/js\.stripe\.com/);
  expect(policy).toContain("object-src 'none'");
  expect(shell.headers()['x-frame-options']).toBe('DENY');
  expect(shell.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const origin = await formsOrigin(request, stack);
  const embed = await request.get(`${origin}${embedPath(sampleIds.membershipRenewal)}`);
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  const remoteRoot = await request.get(`${origin}/`);
  expect(remoteRoot.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('a foreign site cannot frame the back office, while the embedded form loads', async ({ page, request, stack }) => {
  const foreign = await framingPage(new URL('/login', stack.urls.shell).href);
  try {
    await page.goto(foreign.url);
    // Chromium replaces a frame refused by frame-ancestors with its error page: the sign-in form never renders.
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error://'))).toBe(true);
    await expect(page.frameLocator('#target').getByLabel('Email')).toHaveCount(0);
  } finally {
    await foreign.close();
  }
  const origin = await formsOrigin(request, stack);
  const club = await framingPage(`${origin}${embedPath(sampleIds.membershipRenewal)}`);
  try {
    await page.goto(club.url);
    await expect(page.frameLocator('#target').getByLabel('First name')).toBeVisible();
  } finally {
    await club.close();
  }
});

test('the policy blocks nothing the back office and the public form need', async ({ page, request, stack }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(formsArea(page)).toBeVisible();
  await page.goto('/payment-accounts');
  await expect(page.getByRole('button', { name: 'Add an account' })).toBeVisible();
  const origin = await formsOrigin(request, stack);
  await page.goto(`${origin}${publicFormPath(sampleIds.membershipRenewal)}`);
  await expect(page.getByLabel('First name')).toBeVisible();
  expect(violations).toEqual([]);
});

test("a DocumentViewer's PDF on the API's files path is framed under the public form's policy", async ({ page, request, stack }) => {
  const token = await apiToken(request, stack, accounts.admin);
  const text = (value: string) => [{ culture: 'en', value }];
  const document = { id: 'rules', type: 'DocumentViewer', text: text('Club rules'), size: 12, visible: true, enabled: true, defaultValue: 'avatars/rules/club-rules.pdf', documentName: 'club-rules', documentType: 'pdf' };
  const content = { steps: [{ id: 'step-1', name: text('Rules'), sections: [{ id: 'section-1', name: text('Rules'), multiple: false, visible: true, fields: [document] }] }], rules: [] };
  const created = await request.post(new URL(`/api/organizations/${sampleIds.laval}/forms/templates/${sampleIds.contactTemplate}`, stack.urls.api).href, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { form: JSON.stringify({ name: 'Club rules to read', localizations: ['en'], content: JSON.stringify(content) }) },
  });
  expect(created.ok()).toBe(true);
  const formId = ((await created.json()) as { id: string }).id;
  const origin = await formsOrigin(request, stack);
  const policy = (await request.get(`${origin}${publicFormPath(formId)}`)).headers()['content-security-policy'] ?? '';
  const frameSources = policy.split('; ').find((directive) => directive.startsWith('frame-src ')) ?? '';
  const api = new URL(stack.urls.api).origin;
  expect(frameSources.split(' ')).toContain(`${api}/api/form/file/`);
  expect(frameSources.split(' ')).not.toContain(api);

  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto(`${origin}${publicFormPath(formId)}`);
  await expect(page.getByTitle(/club-rules/)).toBeVisible();
  // A frame refused by frame-src becomes Chromium's error page; this one reaches the API.
  await expect.poll(() => page.frames().map((frame) => frame.url()).filter((url) => url.startsWith(`${api}/api/form/file/`)).length).toBe(1);
  expect(page.frames().some((frame) => frame.url().startsWith('chrome-error://'))).toBe(false);
  expect(violations).toEqual([]);
});
