import { accounts, organizations } from '../support/accounts';
import { formsOrigin, publicFormPath } from '../support/public-form';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

test('a form created from the contact template is filled in publicly through two steps and a rule, then confirmed', async ({ page, browser, request, stack }) => {
  const name = `Spring contact ${Date.now()}`;
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(formsArea(page)).toBeVisible();

  await formsArea(page).getByRole('button', { name: 'Create a form' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a form' });
  await dialog.getByLabel('Form name').fill(name);
  await expect(dialog.getByRole('option', { name: 'Contact form' })).toBeAttached();
  await dialog.getByLabel('Template').selectOption({ label: 'Contact form' });
  await expect(dialog.getByRole('switch', { name: 'English' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page).toHaveURL(/\/registrations\/admin\/edit-form\/[^/]+$/);
  await expect(page.getByText(name)).toBeVisible();
  const formId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  // A visitor: a browser context of its own, no session anywhere.
  const visitorContext = await browser.newContext({ locale: 'en-US' });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`${await formsOrigin(request, stack)}${publicFormPath(formId)}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByText('Step 1 of 3')).toBeVisible();

    await visitor.getByLabel('First name').fill('Camille');
    await visitor.getByLabel('Last name').fill('Tremblay');
    await visitor.getByLabel('E-mail').fill('camille@example.org');
    await visitor.getByRole('button', { name: 'Next' }).click();

    await expect(visitor.getByRole('heading', { name: 'Message', exact: true })).toBeVisible();
    const phone = visitor.getByRole('textbox', { name: 'Phone', exact: true });
    await expect(phone).toHaveCount(0);
    await visitor.getByRole('checkbox', { name: 'I want to be contacted by phone' }).check();
    await expect(phone).toBeVisible();

    // The same rule made the phone required: Next stays on the step until it is answered.
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect(visitor.getByText('Required field')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Message', exact: true })).toBeVisible();

    await phone.fill('514 555-0199');
    await visitor.getByRole('button', { name: 'Next' }).click();

    await expect(visitor.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(visitor.getByText('camille@example.org')).toBeVisible();
    await expect(visitor.getByText('514 555-0199')).toBeVisible();
    await visitor.getByRole('button', { name: 'Submit' }).click();

    await expect(visitor).toHaveURL(new RegExp(`/public/registrations/${formId}/confirm/[^/]+$`));
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByText(`Your submission to ${name} was received successfully.`)).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});
