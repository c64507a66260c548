import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { openOrganization } from '../support/session';
import { expectNoSeriousAreaAxeViolations, submissionIds, submissionPage } from '../support/submissions';
import { expect, test } from '../support/test';

async function storedJwt(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('fo.jwt') ?? '{}') as { jwt?: string }).jwt ?? '');
}

test('a read-only user sees the submission without Edit, Save, Delete nor refund, and the server refuses them', async ({ page, stack }) => {
  await openOrganization(page, accounts.reader, organizations.laval);
  await expect(page).toHaveURL(/\/registrations$/);
  await page.goto(submissionPage(submissionIds.swimCamp, submissionIds.paidNoah));

  // The reader's culture is French.
  await expect(page.getByTestId('submission-summary')).toContainText('SIBLING');
  await expect(page.getByTestId('submission-answers')).toBeVisible();
  for (const name of [/^(Modifier|Edit)$/, /^(Enregistrer|Save)$/, /^(Supprimer|Delete)$/, /Rembourser ou annuler|Refund or cancel/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expectNoSeriousAreaAxeViolations(page);

  const headers = { authorization: `Bearer ${await storedJwt(page)}`, 'content-type': 'application/json' };
  const api = `${stack.urls.api}/api/organizations/${submissionIds.laval}`;
  const refund = await page.request.post(`${api}/payment/${submissionIds.paidNoah}/refund/1`, { headers, data: { amount: 100 } });
  expect(refund.status()).toBe(403);
  const remove = await page.request.delete(`${api}/forms/${submissionIds.swimCamp}/submissions/${submissionIds.paidNoah}`, { headers });
  expect(remove.status()).toBe(403);
});
