import { FIELD_TYPES } from '@front-office/shared/core';
import { accounts, organizations } from '../support/accounts';
import { createFormOnPage, designerSection, fieldCards, pickUpByKeyboard, sectionOfField } from '../support/designer';
import { openOrganization, toastTitle } from '../support/session';
import { expect, test } from '../support/test';

// The toolbox's English labels of the catalogue, in the order the toolbox lists them.
const TYPE_LABELS: Record<(typeof FIELD_TYPES)[number], string> = {
  Text: 'Short text', LongText: 'Long text', MaskText: 'Masked text', EmailAddress: 'E-mail address', Numeric: 'Number',
  CheckBox: 'Checkbox', Toggle: 'Toggle', Acknowledgment: 'Acknowledgment', Select: 'Drop-down list', OptionList: 'Option list', YesNo: 'Yes / No', Rating: 'Rating',
  Date: 'Date', Datetime: 'Date and time', Time: 'Time', Birthdate: 'Birthdate',
  StaticText: 'Static text', HTML: 'Formatted text (HTML)', EmbeddedPhoto: 'Photo', Video: 'Video', WebLink: 'Web link', DocumentViewer: 'Document',
  UploadFile: 'File upload', Signature: 'Signature', TakePicture: 'Take a picture', Captcha: 'Captcha',
  Payment: 'Payment', PaymentZone: 'Payment zone', PaymentOptionList: 'Payment options', PaymentChoiceList: 'Payment choices', Products: 'Products',
};

test.setTimeout(240_000);

test('from the blank template: three steps, a repeatable section, every field type, mouse and keyboard moves across sections, resize, French, undo/redo, save, reload and preview', async ({ page }) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  const name = `Designer e2e ${Date.now()}`;
  const formId = await createFormOnPage(page, name, 'Blank form');
  await expect(page.getByTestId('designer-form-name')).toHaveText(name);
  await expect(page.getByText('There are no fields in this form yet.')).toBeVisible();

  const toolbox = page.getByTestId('toolbox');
  const add = async (type: keyof typeof TYPE_LABELS) => {
    const before = await fieldCards(page).count();
    await toolbox.getByRole('button', { name: `Add a ${TYPE_LABELS[type]} field` }).click();
    await expect(fieldCards(page)).toHaveCount(before + 1);
  };

  // Step 1: "Section 1" of the template, then a second section.
  for (const type of ['Text', 'LongText', 'MaskText', 'EmailAddress', 'Numeric', 'CheckBox', 'Toggle', 'Acknowledgment'] as const) await add(type);
  await page.getByRole('button', { name: 'Add a section' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a section' });
  await dialog.getByLabel('Section name (English)').fill('More');
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const type of ['Select', 'OptionList', 'YesNo', 'Rating', 'Date', 'Datetime', 'Time', 'Birthdate'] as const) await add(type);

  // Step 2 with a repeatable section, min 1 and max 3.
  await page.getByRole('button', { name: 'Add a step' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a step' });
  await dialog.getByLabel('Step name (English)').fill('Children');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tab', { name: '2. Children' })).toHaveAttribute('aria-selected', 'true');
  await toolbox.getByRole('button', { name: 'Add a Short text field' }).click();
  await expect(page.getByText('This step has no section: add a section before adding a field.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add a section' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a section' });
  await dialog.getByLabel('Section name (English)').fill('Kids');
  await dialog.getByRole('switch', { name: 'Repeatable section' }).check();
  await dialog.getByLabel('Minimum copies').fill('1');
  await dialog.getByLabel('Maximum copies (empty: no maximum)').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(designerSection(page, 'Kids').getByText('Repeatable, 1 to 3 copies')).toBeVisible();
  for (const type of ['StaticText', 'HTML', 'EmbeddedPhoto', 'Video', 'WebLink', 'DocumentViewer', 'UploadFile', 'Signature', 'TakePicture', 'Captcha'] as const) await add(type);

  // Step 3: payment.
  await page.getByRole('button', { name: 'Add a step' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a step' });
  await dialog.getByLabel('Step name (English)').fill('Payment');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Add a section' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a section' });
  await dialog.getByLabel('Section name (English)').fill('Pay');
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const type of ['Payment', 'PaymentZone', 'PaymentOptionList', 'PaymentChoiceList', 'Products'] as const) await add(type);

  // Every type once: 16 + 10 + 5 = 31, the whole catalogue.
  expect(16 + 10 + 5).toBe(FIELD_TYPES.length);

  // Step 1 again: move "Short text" by mouse into "More", then "Number" by keyboard into "More".
  await page.getByRole('tab', { name: '1. Step 1' }).click();
  const shortText = fieldCards(page).filter({ has: page.getByRole('button', { name: 'Move Short text' }) });
  const target = fieldCards(page).filter({ has: page.getByRole('button', { name: 'Move Drop-down list' }) });
  const moreId = await sectionOfField(target);
  const handle = shortText.getByRole('button', { name: 'Move Short text' });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 4, to.y + to.height / 3, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => sectionOfField(fieldCards(page).filter({ has: page.getByRole('button', { name: 'Move Short text' }) }))).toBe(moreId);

  await pickUpByKeyboard(page, page.getByRole('button', { name: 'Move Number' }));
  // Down, field by field, until dnd-kit's live region says it is over the "More" section or one of its fields.
  const overMore = /Number is over (More|Short text|Drop-down list|Option list|Yes \/ No|Rating|Date|Date and time|Time|Birthdate)\./;
  for (let n = 0; n < 12; n += 1) {
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    const announced = await page.locator('[role="status"][aria-live="assertive"]').allTextContents();
    if (announced.some((text) => overMore.test(text))) break;
  }
  await page.keyboard.press('Space');
  await expect.poll(() => sectionOfField(fieldCards(page).filter({ has: page.getByRole('button', { name: 'Move Number' }) }))).toBe(moreId);

  // Resize: one column wider.
  const emailId = await fieldCards(page).filter({ has: page.getByRole('button', { name: 'Move E-mail address' }) }).getAttribute('data-field-id');
  const email = page.locator(`[data-testid="field-card"][data-field-id="${emailId}"]`);
  await expect(email).toHaveAttribute('data-size', '6');
  await email.getByRole('button', { name: 'Wider: E-mail address' }).click();
  await expect(email).toHaveAttribute('data-size', '7');

  // French: added with the English texts copied, then one label translated.
  await page.getByRole('button', { name: 'Add French' }).click();
  await expect(page.getByRole('tab', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
  await email.getByRole('button', { name: 'Edit E-mail address' }).click();
  const panel = page.getByTestId('field-panel');
  await panel.getByLabel('Label (French)').fill('Courriel');
  await expect(email.getByTestId('field-preview')).toContainText('Courriel');

  // Undo and redo (keyboard shortcuts outside the inputs).
  await page.getByTestId('designer-form-name').click();
  await page.keyboard.press('Control+z');
  await expect(email.getByTestId('field-preview')).not.toContainText('Courriel');
  await page.keyboard.press('Control+Shift+z');
  await expect(email.getByTestId('field-preview')).toContainText('Courriel');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastTitle(page, 'Form saved')).toBeVisible();

  // Reload: the same form.
  await page.reload();
  await expect(page.getByTestId('designer')).toBeVisible();
  for (const tab of ['1. Step 1', '2. Children', '3. Payment']) await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  await expect(fieldCards(page)).toHaveCount(16);
  await expect.poll(() => sectionOfField(fieldCards(page).filter({ has: page.getByRole('button', { name: 'Move Number' }) }))).toBe(moreId);
  await expect(email).toHaveAttribute('data-size', '7');
  await page.getByRole('tab', { name: 'French' }).click();
  await expect(page.getByTestId('field-preview').filter({ hasText: 'Courriel' })).toBeVisible();
  await page.getByRole('tab', { name: '2. Children' }).click();
  await expect(fieldCards(page)).toHaveCount(10);
  await expect(designerSection(page, 'Kids').getByText(/1 (to|à) 3/)).toBeVisible();

  // The preview shows the same fields.
  await page.goto(`/registrations/preview/${formId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expect(page.getByLabel('Short text')).toBeVisible();
  await expect(page.getByLabel('Number')).toBeVisible();
});
