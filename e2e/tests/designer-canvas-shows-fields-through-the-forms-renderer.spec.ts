import { accounts, organizations } from '../support/accounts';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

test('the designer shows a contact form\'s fields as the public form renders them, loaded from mfe-forms at run time', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(formsArea(page)).toBeVisible();
  await formsArea(page).getByRole('button', { name: 'Create a form' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a form' });
  await dialog.getByLabel('Form name').fill(`Renderer ${Date.now()}`);
  await expect(dialog.getByRole('option', { name: 'Contact form' })).toBeAttached();
  await dialog.getByLabel('Template').selectOption({ label: 'Contact form' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/registrations\/admin\/edit-form\/[^/]+$/);

  const previews = page.getByTestId('field-preview');
  await expect(previews.first()).toBeVisible();
  // The public form's own markup (its label and input classes), not a copy in the designer.
  const firstName = previews.filter({ hasText: 'First name' });
  await expect(firstName.locator('label.fo-label')).toHaveText(/First name/);
  await expect(firstName.locator('input.fo-input')).toBeVisible();
  // Inert: the canvas is for arranging, a click or Tab never reaches the rendered input.
  await expect(firstName).toHaveAttribute('inert', '');
});
