import { accounts, organizations } from '../support/accounts';
import { createFormOnPage, fieldCards, openDesignerAs, designerAxeViolations } from '../support/designer';
import { openOrganization, toastTitle } from '../support/session';
import { expect, test } from '../support/test';

test.setTimeout(180_000);

test('a read-only user sees the form without toolbox or handles; a stale save gets the 409 message and reloads; no serious axe violation, usable at 390 px', async ({ page, browser, stack }) => {
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  const formId = await createFormOnPage(page, `Shared edit ${Date.now()}`, 'Contact form');
  await expect(fieldCards(page).first()).toBeVisible();

  // No serious or critical axe violation, with the field panel open.
  await page.getByRole('button', { name: 'Edit First name' }).click();
  await expect(page.getByTestId('field-panel')).toBeVisible();
  expect(await designerAxeViolations(page)).toEqual([]);

  // A second editor opens the same form, then the first one saves.
  const otherDesigner = await openDesignerAs(browser, stack.urls.shell, accounts.manager, organizations.laval, formId);
  const other = otherDesigner.page;
  try {

    await page.getByTestId('field-panel').getByLabel('Label (English)').fill('Given name');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastTitle(page, 'Form saved')).toBeVisible();

    // The second editor's save was made on the older version: refused, nothing overwritten.
    await other.getByRole('button', { name: 'Wider: First name' }).click();
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(other.getByTestId('stale-save')).toContainText('Someone else saved this form since you opened it');
    await other.getByTestId('stale-save').getByRole('button', { name: 'Reload' }).click();
    await expect(other.getByRole('button', { name: 'Move Given name' })).toBeVisible();
  } finally {
    await otherDesigner.close();
  }

  // At 390 px wide: no horizontal scrolling, the toolbox still reachable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(fieldCards(page).first()).toBeVisible();
  await expect(page.getByTestId('toolbox')).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await designerAxeViolations(page)).toEqual([]);

  // The reader (read-only in Laval, French): the form, no toolbox, no handles, no delete.
  const readerDesigner = await openDesignerAs(browser, stack.urls.shell, accounts.reader, organizations.laval, formId);
  const reader = readerDesigner.page;
  try {
    await expect(reader.getByTestId('field-preview').first()).toBeVisible();
    await expect(reader.getByText('Vous pouvez consulter ce formulaire, mais pas le modifier.')).toBeVisible();
    await expect(reader.getByTestId('toolbox')).toHaveCount(0);
    await expect(reader.getByRole('button', { name: /^Déplacer / })).toHaveCount(0);
    await expect(reader.getByRole('button', { name: /^Supprimer / })).toHaveCount(0);
    await expect(reader.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    expect(await designerAxeViolations(reader)).toEqual([]);
  } finally {
    await readerDesigner.close();
  }
});
