import { accounts } from '../support/accounts';
import { apiToken, createContactForm, formsOrigin, publicFormPath, sampleIds, submitContactForm } from '../support/public-form';
import { expect, test } from '../support/test';

const LIMIT_MESSAGE = 'This form has reached its submission limit.';

test('a form whose limit is already reached shows the limit state instead of its steps', async ({ page, request, stack }) => {
  await page.goto(`${await formsOrigin(request, stack)}${publicFormPath(sampleIds.poolParty)}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Pool party' })).toBeVisible();
  await expect(page.getByText(LIMIT_MESSAGE)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
});

test('a submission sent after the limit was reached in between shows the limit message and stays on the form', async ({ page, request, stack }) => {
  const name = `Last seat ${Date.now()}`;
  const formId = await createContactForm(request, stack, await apiToken(request, stack, accounts.admin), { name, submissionLimit: 1 });

  await page.goto(`${await formsOrigin(request, stack)}${publicFormPath(formId)}`);
  await page.getByLabel('First name').fill('Camille');
  await page.getByLabel('Last name').fill('Tremblay');
  await page.getByLabel('E-mail').fill('camille@example.org');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('checkbox', { name: 'I want to be contacted by phone' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();

  // Someone else takes the last place while this visitor reads the summary.
  expect(await submitContactForm(request, stack, formId, 'Alex')).toBe(200);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(LIMIT_MESSAGE);
  await expect(page).toHaveURL(new RegExp(`${publicFormPath(formId)}$`));
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});
