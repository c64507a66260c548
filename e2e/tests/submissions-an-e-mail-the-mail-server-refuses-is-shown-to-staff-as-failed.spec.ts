import { accounts, organizations } from '../support/accounts';
import { atBothWidths, checkPage } from '../support/page-checks';
import { apiToken, createContactForm, sampleIds, setUserCulture } from '../support/public-form';
import { openOrganization } from '../support/session';
import { submissionPage } from '../support/submissions';
import { expect, test } from '../support/test';

// A real SMTP refusal: the stack's SMTP server (sample mode's capture server) answers 550 to any
// recipient at a `.invalid` domain, as a relay answers for a mailbox that does not exist. The
// confirmation is failed after one attempt (a 55x reply is final) and staff are told why.
const texts = {
  en: {
    mails: 'E-mails',
    failed: 'Failed',
    kind: (email: string) => `Registration confirmation · To ${email}`,
    reason: 'The recipient’s address was refused by the mail server.',
    show: 'Show them',
    undelivered: 'E-mails not delivered',
    open: (email: string) => `Open the submission of this e-mail to ${email}`,
  },
  fr: {
    mails: 'Courriels',
    failed: 'Échec',
    kind: (email: string) => `Confirmation d’inscription · À ${email}`,
    reason: 'L’adresse du destinataire a été refusée par le serveur de courriel.',
    show: 'Les afficher',
    undelivered: 'Courriels non remis',
    open: (email: string) => `Ouvrir la soumission de ce courriel à ${email}`,
  },
} as const;

test.describe('an e-mail the mail server refuses is shown to staff as failed, with the reason', () => {
  test.setTimeout(180_000);
  test.afterEach(async ({ request, stack }) => {
    await setUserCulture(request, stack, accounts.manager, 'en');
  });

  for (const language of ['en', 'fr'] as const) {
    test(`in ${language === 'en' ? 'English' : 'French'}, at 390 and 1280 px`, async ({ page, request, stack }) => {
      const t = texts[language];
      const token = await apiToken(request, stack, accounts.manager);
      const formId = await createContactForm(request, stack, token, { name: `Mail refused ${language} ${Date.now()}` });
      const email = `parent.${language}.${Date.now()}@school.invalid`;
      const answers = { 'first-name': 'Camille', 'last-name': 'Tremblay', email, 'contact-by-phone': false };
      const response = await request.post(new URL(`/organizations/${sampleIds.laval}/forms/${formId}`, stack.urls.api).href, {
        multipart: { Content: JSON.stringify(Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) }))), CustomerEmail: email, Culture: language },
      });
      expect(response.status()).toBe(200);
      const submissionId = (await response.json()) as string;
      const mails = new URL(`/api/organizations/${sampleIds.laval}/forms/${formId}/submissions/${submissionId}/mails`, stack.urls.api).href;
      // Delivered (and refused) by the API's own queue, outside the page.
      await expect
        .poll(async () => ((await (await request.get(mails, { headers: { authorization: `Bearer ${token}` } })).json()) as { status: string }[]).map((mail) => mail.status), { timeout: 30_000 })
        .toEqual(['failed']);

      await setUserCulture(request, stack, accounts.manager, language);
      await openOrganization(page, accounts.manager, organizations.laval);
      await page.goto(submissionPage(formId, submissionId));
      await atBothWidths(page, async (viewport) => {
        const item = page.getByRole('region', { name: t.mails }).getByRole('listitem');
        await expect(item).toHaveCount(1);
        await expect(item.getByText(t.failed, { exact: true })).toBeVisible();
        await expect(item.getByText(t.kind(email))).toBeVisible();
        await expect(item.getByText(t.reason)).toBeVisible();
        await checkPage(page, test.info(), `submission-mail-refused-${language}-${viewport}`);
      });

      await page.goto(submissionPage(formId));
      await page.getByRole('button', { name: t.show }).click();
      const undelivered = page.getByRole('region', { name: t.undelivered });
      await expect(undelivered.getByRole('link', { name: t.open(email) })).toBeVisible();
    });
  }
});
