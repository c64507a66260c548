import { accounts } from '../support/accounts';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

test('a wrong password shows the wrong-combination message and stays on the login page', async ({ page }) => {
  await signIn(page, { email: accounts.admin.email, password: 'not-the-password' });

  await expect(page.getByText('The email/password combination is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
