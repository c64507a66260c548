import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { VIEWPORTS } from '../support/page-checks';
import { apiToken, setUserCulture } from '../support/public-form';
import { openOrganization, toastTitle } from '../support/session';
import { createFormWithContent, expectNoHorizontalOverflow, expectNoSeriousAreaAxeViolations, submissionPage, submitPublicly } from '../support/submissions';
import { expect, test } from '../support/test';

// Staff edit a submission's files in the form itself, per repeat copy: each child's file input sits
// in that child's group, beside the child's current file (downloadable), and is posted as
// `medical@{copy}`; replacing child 2's file leaves child 1's as it was.
const texts = {
  en: {
    edit: 'Edit',
    save: 'Save',
    saved: 'Submission updated',
    title: (date: string) => `Submission of ${date}`,
    medical: 'Medical certificate',
    // A copy is named alike when read and when edited.
    copy: (n: number) => `Children #${n}`,
    current: (name: string) => `Current file: ${name}`,
    download: (name: string) => `Download ${name}`,
  },
  fr: {
    edit: 'Modifier',
    save: 'Enregistrer',
    saved: 'Soumission mise à jour',
    title: (date: string) => `Soumission du ${date}`,
    medical: 'Certificat médical',
    copy: (n: number) => `Enfants no ${n}`,
    current: (name: string) => `Fichier actuel : ${name}`,
    download: (name: string) => `Télécharger ${name}`,
  },
} as const;

const both = (en: string, fr: string) => [
  { culture: 'en', value: en },
  { culture: 'fr', value: fr },
];

const content = {
  steps: [
    {
      id: 'step-1',
      name: both('Children', 'Enfants'),
      sections: [
        {
          id: 'children',
          name: both('Children', 'Enfants'),
          multiple: true,
          visible: true,
          fields: [
            { id: 'child-name', type: 'Text', text: both('First name', 'Prénom'), size: 6, required: true, visible: true, enabled: true, maxLength: 50 },
            { id: 'medical', type: 'UploadFile', text: both('Medical certificate', 'Certificat médical'), size: 6, required: false, visible: true, enabled: true },
          ],
        },
      ],
    },
  ],
  rules: [],
};

/** A small PDF (the server checks the bytes) whose content names what it is, so each file is told apart by its bytes. */
const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`);

async function expectDownload(page: Page, button: Locator, name: string, bytes: Buffer): Promise<void> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  expect(readFileSync(await download.path()).equals(bytes), `${name} downloads the bytes uploaded`).toBe(true);
}

test.describe('staff replace one repeat copy’s file in place', () => {
  test.setTimeout(180_000);
  test.afterEach(async ({ request, stack }) => {
    await setUserCulture(request, stack, accounts.manager, 'en');
  });

  for (const language of ['en', 'fr'] as const) {
    test(`in ${language === 'en' ? 'English' : 'French'}, at 390 and 1280 px`, async ({ page, request, stack }) => {
      const t = texts[language];
      const token = await apiToken(request, stack, accounts.manager);
      const formId = await createFormWithContent(request, stack, token, `Family camp ${language} ${Date.now()}`, content, ['en', 'fr']);
      const lea = pdf('Lea certificate');
      const submissionId = await submitPublicly(request, stack, formId, { children: [{ 'child-name': 'Léa', medical: null }, { 'child-name': 'Noé', medical: null }] }, [
        { field: 'medical@1', name: 'lea.pdf', mimeType: 'application/pdf', buffer: lea },
        { field: 'medical@2', name: 'noe.pdf', mimeType: 'application/pdf', buffer: pdf('Noe certificate') },
      ]);
      await setUserCulture(request, stack, accounts.manager, language);
      await openOrganization(page, accounts.manager, organizations.laval);
      await expect(page).toHaveURL(/\/registrations$/);
      const answers = page.getByTestId('submission-answers');
      const now = new Date();
      const today = [now.getDate(), now.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('-') + `-${now.getFullYear()}`;

      let child2 = 'noe.pdf';
      for (const viewport of ['phone', 'desktop'] as const) {
        const { width } = VIEWPORTS[viewport];
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.goto(submissionPage(formId, submissionId));
        // Spec 000 §9: the date a person reads is DD-MM-YYYY, in either language.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title(today));
        await expect(answers.getByRole('group', { name: t.copy(2) }).getByRole('button', { name: t.download(child2) })).toBeVisible();

        await page.getByRole('button', { name: t.edit, exact: true }).click();
        const copies = [1, 2].map((n) => answers.getByRole('group', { name: t.copy(n) }));
        // Each copy has one file input of its own, labelled with the field, inside the group that names the copy, beside that copy's file.
        for (const [index, name] of [
          [0, 'lea.pdf'],
          [1, child2],
        ] as const) {
          const input = copies[index]!.getByLabel(t.medical);
          await expect(input).toHaveCount(1);
          await expect(input).toBeEnabled();
          await expect(input).toHaveAttribute('type', 'file');
          await expect(copies[index]!.getByText(t.current(name))).toBeVisible();
          await expect(copies[index]!.getByRole('button', { name: t.download(name) })).toBeVisible();
        }
        await expect(answers.locator('input[type="file"]')).toHaveCount(2);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousAreaAxeViolations(page);

        // The current file downloads from the edit form too, before anything changes.
        await expectDownload(page, copies[0]!.getByRole('button', { name: t.download('lea.pdf') }), 'lea.pdf', lea);

        const replacement = `noe-${width}.pdf`;
        const replacementBytes = pdf(`Noe certificate, replaced at ${width} px`);
        await copies[1]!.getByLabel(t.medical).setInputFiles({ name: replacement, mimeType: 'application/pdf', buffer: replacementBytes });
        await page.getByRole('button', { name: t.save, exact: true }).click();
        await expect(toastTitle(page, t.saved)).toBeVisible();
        await expect(page.getByRole('button', { name: t.save, exact: true })).toHaveCount(0);

        // The detail as stored: child 2 holds the new file, child 1 still its own.
        await page.reload();
        const first = answers.getByRole('group', { name: t.copy(1) });
        const second = answers.getByRole('group', { name: t.copy(2) });
        await expect(second.getByText(t.current(replacement))).toBeVisible();
        await expect(second.getByRole('button', { name: t.download(child2) })).toHaveCount(0);
        await expect(first.getByText(t.current('lea.pdf'))).toBeVisible();
        await expect(answers.getByRole('button', { name: new RegExp(`^${t.download('')}`) })).toHaveCount(2);
        await expectDownload(page, second.getByRole('button', { name: t.download(replacement) }), replacement, replacementBytes);
        await expectDownload(page, first.getByRole('button', { name: t.download('lea.pdf') }), 'lea.pdf', lea);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousAreaAxeViolations(page);
        child2 = replacement;
      }
    });
  }
});

