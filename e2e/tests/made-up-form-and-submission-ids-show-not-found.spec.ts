import { randomUUID } from 'node:crypto';
import { formsOrigin, publicFormPath, sampleIds } from '../support/public-form';
import { expect, test } from '../support/test';

// Issue 13 §6: a garbage form id and a made-up confirmation show not-found, never an error or "Thank you!".
const NOT_FOUND = 'This form does not exist or is not available.';

test('a form id that is not one ("abc") shows not-found', async ({ page, request, stack }) => {
  await page.goto(`${await formsOrigin(request, stack)}${publicFormPath('abc')}`);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
});

test('a confirmation with a made-up submission id shows not-found, in the public entry and in the shell', async ({ page, request, stack }) => {
  const confirmPath = `/registrations/${sampleIds.membershipRenewal}/confirm/${randomUUID()}`;

  await page.goto(`${await formsOrigin(request, stack)}/public${confirmPath}`);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByText('Thank you!')).toHaveCount(0);

  await page.goto(confirmPath);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByText('Thank you!')).toHaveCount(0);
});
