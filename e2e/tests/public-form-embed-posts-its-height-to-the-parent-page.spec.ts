import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { embedPath, formsOrigin, sampleIds } from '../support/public-form';
import { expect, test } from '../support/test';

interface HeightMessage {
  type: string;
  formId: string;
  height: number;
}

/**
 * A club's page on an origin of its own (another port), serving the README's embed snippet.
 * The listener records what it accepted and what it ignored so the test can read both.
 */
async function startParentPage(origin: string, formId: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = readFileSync(join(__dirname, '..', 'fixtures', 'embed-parent.html'), 'utf8')
    .replaceAll('__EMBED_URL__', `${origin}${embedPath(formId)}`)
    .replaceAll('__FORMS_ORIGIN__', origin);
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/club.html`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the embedded form posts its height to the club page, which only trusts the forms origin', async ({ page, request, stack }) => {
  const origin = await formsOrigin(request, stack);
  const formId = sampleIds.membershipRenewal;
  const parent = await startParentPage(origin, formId);
  try {
    await page.goto(parent.url);
    const accepted = () => page.evaluate(() => (window as unknown as { acceptedMessages: HeightMessage[] }).acceptedMessages);
    const ignored = () => page.evaluate(() => (window as unknown as { ignoredMessages: unknown[] }).ignoredMessages.length);

    const form = page.frameLocator('#front-office-form');
    await expect(form.getByLabel('First name')).toBeVisible();
    await expect.poll(async () => (await accepted()).some((message) => message.type === 'front-office:height' && message.formId === formId && message.height > 0)).toBe(true);
    const lastHeight = async () => (await accepted()).at(-1)?.height ?? 0;
    // The frame takes the last height posted (read again at each try: the form may post a new one while it settles).
    const frameHeight = () => page.locator('#front-office-form').evaluate((frame) => (frame as HTMLElement).style.height);
    await expect.poll(async () => `frame ${await frameHeight()}, last posted ${await lastHeight()}px`).toMatch(/^frame (\d+px), last posted \1$/);

    // A change of content height inside the form is posted again.
    await form.getByLabel('First name').fill('Camille');
    await form.getByLabel('Last name').fill('Tremblay');
    await form.getByLabel('E-mail').fill('camille@example.org');
    await form.getByRole('button', { name: 'Next' }).click();
    const beforeRule = await lastHeight();
    await form.getByRole('checkbox', { name: 'I want to be contacted by phone' }).check();
    await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toBeVisible();
    await expect.poll(lastHeight).toBeGreaterThan(beforeRule);

    // The same message from any other origin (here the club page itself) changes nothing.
    const height = await lastHeight();
    const ignoredBefore = await ignored();
    await page.evaluate((id) => window.postMessage({ type: 'front-office:height', formId: id, height: 7 }, '*'), formId);
    await expect.poll(ignored).toBe(ignoredBefore + 1);
    expect(await lastHeight()).toBe(height);
    await expect(page.locator('#front-office-form')).toHaveCSS('height', `${height}px`);
  } finally {
    await parent.close();
  }
});
