import type { APIRequestContext } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { atBothWidths, checkPage } from '../support/page-checks';
import { apiToken, createContactForm, sampleIds, setUserCulture } from '../support/public-form';
import { openOrganization } from '../support/session';
import { submissionPage } from '../support/submissions';
import type { RunningStack } from '../support/stack';
import { expect, test } from '../support/test';

// Issue 19: a visitor's submissions send at most FO_MAIL_LIMIT_PER_ADDRESS e-mails an hour to one
// address; past it the message is recorded `suppressed`, never sent. This worker's server allows
// one: the second registration with the same payer address has its confirmation suppressed, for
// real, and staff see it on the submission and in the organization's undelivered e-mails.
test.use({ mailLimitPerAddress: 1 });

const texts = {
  en: {
    mails: 'E-mails',
    notSent: 'Not sent',
    kind: (email: string) => `Registration confirmation · To ${email}`,
    reason: 'Not sent: too many e-mails went to this address (or from this form) within the hour, the sending limit.',
    notice: /e-mails? of this organization (?:was|were) not delivered\./,
    show: 'Show them',
    undelivered: 'E-mails not delivered',
    open: (email: string) => `Open the submission of this e-mail to ${email}`,
  },
  fr: {
    mails: 'Courriels',
    notSent: 'Non envoyé',
    kind: (email: string) => `Confirmation d’inscription · À ${email}`,
    reason: 'Non envoyé : trop de courriels sont partis vers cette adresse (ou depuis ce formulaire) dans l’heure, la limite d’envoi.',
    notice: /courriels? de cette organisation n’(?:a|ont) pas été remis\./,
    show: 'Les afficher',
    undelivered: 'Courriels non remis',
    open: (email: string) => `Ouvrir la soumission de ce courriel à ${email}`,
  },
} as const;

/** Registers on the contact form as a visitor with a payer address (who gets the confirmation); answers the submission id. */
async function register(request: APIRequestContext, stack: RunningStack, formId: string, email: string): Promise<string> {
  const answers = { 'first-name': 'Camille', 'last-name': 'Tremblay', email, 'contact-by-phone': false };
  const response = await request.post(new URL(`/organizations/${sampleIds.laval}/forms/${formId}`, stack.urls.api).href, {
    multipart: { Content: JSON.stringify(Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) }))), CustomerEmail: email, Culture: 'en' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as string;
}

test.describe('an e-mail past the sending limit is shown to staff as not sent', () => {
  test.setTimeout(180_000);
  test.afterEach(async ({ request, stack }) => {
    await setUserCulture(request, stack, accounts.manager, 'en');
  });

  for (const language of ['en', 'fr'] as const) {
    test(`in ${language === 'en' ? 'English' : 'French'}, at 390 and 1280 px: the submission's e-mails say why it was not sent, and the list's notice leads to it`, async ({ page, request, stack }) => {
      const t = texts[language];
      const token = await apiToken(request, stack, accounts.manager);
      const formId = await createContactForm(request, stack, token, { name: `Mail limit ${language} ${Date.now()}` });
      const email = `payer.limit.${language}.${Date.now()}@example.org`;
      await register(request, stack, formId, email);
      const suppressed = await register(request, stack, formId, email);

      await setUserCulture(request, stack, accounts.manager, language);
      await openOrganization(page, accounts.manager, organizations.laval);
      await page.goto(submissionPage(formId, suppressed));
      await atBothWidths(page, async (viewport) => {
        const mails = page.getByRole('region', { name: t.mails, exact: true });
        const item = mails.getByRole('listitem');
        await expect(item).toHaveCount(1);
        await expect(item.getByText(t.notSent, { exact: true })).toBeVisible();
        await expect(item.getByText(t.kind(email))).toBeVisible();
        await expect(item.getByText(t.reason)).toBeVisible();
        await checkPage(page, test.info(), `submission-mails-${language}-${viewport}`);
      });

      await page.goto(submissionPage(formId));
      await expect(page.getByText(t.notice)).toBeVisible();
      const show = page.getByRole('button', { name: t.show });
      await show.focus();
      await page.keyboard.press('Enter');
      const undelivered = page.getByRole('region', { name: t.undelivered });
      await expect(undelivered).toBeVisible();
      await atBothWidths(page, async (viewport) => {
        await checkPage(page, test.info(), `undelivered-mails-${language}-${viewport}`);
      });
      const open = undelivered.getByRole('link', { name: t.open(email) });
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${submissionPage(formId, suppressed)}$`));
      // Exact: the undelivered e-mails' region ("E-mails not delivered") may still be on the page.
      await expect(page.getByRole('region', { name: t.mails, exact: true }).getByText(t.reason)).toBeVisible();
    });
  }
});
