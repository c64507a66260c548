import type { Locator, Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { designerAxeViolations, fieldCards, pickUpByKeyboard } from '../support/designer';
import { atBothWidths, checkPage, VIEWPORTS } from '../support/page-checks';
import { apiToken, formsOrigin, publicFormPath, sampleIds, setUserCulture } from '../support/public-form';
import { openOrganization } from '../support/session';
import { submissionPage } from '../support/submissions';
import { expect, test } from '../support/test';

// Issue 22 §5: the signature and the designer's custom controls are labelled and work from the
// keyboard, with no serious or critical axe violation at 390 and 1280 px, in English and French.
// The visitor signs by typing a name (no pointer), the server keeps the picture, staff see it.
const TEXTS = {
  en: {
    tab: 'English',
    add: 'Add a Signature field',
    drag: 'Drag a Signature field into a section',
    move: 'Move Parent signature',
    name: 'Name',
    typed: 'Or type your full name to sign',
    sign: 'Sign with this name',
    clear: 'Clear',
    next: 'Next',
    submit: 'Submit',
    summary: 'Summary',
    fix: 'Please correct the highlighted fields.',
    required: 'Required field',
    done: 'Signature recorded',
    rating: 'Rate the camp',
    star: (value: string) => `${value} of 5 stars`,
    half: '0.5',
    fourAndHalf: '4.5',
    pad: 'Signature box of Parent signature, empty',
    padSigned: 'Signature box of Parent signature, signed',
  },
  fr: {
    tab: 'Français',
    add: 'Ajouter un champ Signature',
    drag: 'Glisser un champ Signature dans une section',
    move: 'Déplacer Signature du parent',
    name: 'Nom',
    typed: 'Ou tapez votre nom complet pour signer',
    sign: 'Signer avec ce nom',
    clear: 'Effacer',
    next: 'Suivant',
    submit: 'Soumettre',
    summary: 'Résumé',
    fix: 'Veuillez corriger les champs indiqués.',
    required: 'Champ obligatoire',
    done: 'Signature enregistrée',
    rating: 'Notez le camp',
    star: (value: string) => `${value} étoiles sur 5`,
    half: '0,5',
    fourAndHalf: '4,5',
    pad: 'Cadre de signature de Signature du parent, vide',
    padSigned: 'Cadre de signature de Signature du parent, signé',
  },
} as const;

const both = (en: string, fr: string) => [
  { culture: 'en', value: en },
  { culture: 'fr', value: fr },
];

/** How many dark pixels an image shows once drawn: a typed signature is ink on white, a blank canvas none. */
async function inkedPixels(image: Locator): Promise<number> {
  return image.evaluate(async (node) => {
    const element = node as HTMLImageElement;
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index + 3]! > 128 && data[index]! < 100) inked += 1;
    return inked;
  });
}

async function pressUntilFocused(page: Page, key: string, target: Locator, most = 6): Promise<void> {
  for (let count = 0; count < most; count += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: the designer previews a signature, a visitor signs it by keyboard alone and staff see it; axe at 390 and 1280 px`, async ({ page, browser, request, stack }) => {
    // Three pages, two widths each, axe on each: slow on a shared 2-core machine.
    test.setTimeout(240_000);
    const t = TEXTS[language];
    const token = await apiToken(request, stack, accounts.admin);
    const fields = [
      { id: 'child-name', type: 'Text', text: both('Name', 'Nom'), size: 12, required: true, visible: true, enabled: true, maxLength: 50 },
      { id: 'parent-signature', type: 'Signature', text: both('Parent signature', 'Signature du parent'), size: 12, required: true, visible: true, enabled: true },
      { id: 'camp-rating', type: 'Rating', text: both('Rate the camp', 'Notez le camp'), size: 12, required: false, visible: true, enabled: true, count: 5, allowHalf: true },
    ];
    const content = { steps: [{ id: 'step-1', name: both('Consent', 'Consentement'), sections: [{ id: 'consent', name: both('Consent', 'Consentement'), multiple: false, visible: true, fields }] }], rules: [] };
    const created = await request.post(new URL(`/api/organizations/${sampleIds.laval}/forms/templates/${sampleIds.contactTemplate}`, stack.urls.api).href, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { form: JSON.stringify({ name: `Signature ${language} ${Date.now()}`, localizations: ['en', 'fr'], content: JSON.stringify(content) }) },
    });
    expect(created.ok()).toBe(true);
    const formId = ((await created.json()) as { id: string }).id;

    await page.setViewportSize(VIEWPORTS.desktop);
    await openOrganization(page, accounts.admin, organizations.laval);
    await expect(page).toHaveURL(/\/registrations$/);
    // The designer is left with an unsaved field: its leave warning is accepted.
    page.on('dialog', (dialog) => void dialog.accept());
    try {
      // The designer: the signature previewed on the canvas, another one added from the toolbox with Enter.
      await page.goto(`/registrations/admin/edit-form/${formId}`);
      await expect(fieldCards(page)).toHaveCount(3);
      if (language === 'fr') await page.getByRole('button', { name: 'Switch the language to French' }).click();
      await page.getByRole('tab', { name: t.tab, exact: true }).click();
      const signatureCard = fieldCards(page).filter({ has: page.getByRole('button', { name: t.move }) });
      await expect(signatureCard.locator('canvas')).toHaveCount(1);
      const add = page.getByTestId('toolbox').getByRole('button', { name: t.add });
      await add.focus();
      await page.keyboard.press('Enter');
      await expect(fieldCards(page)).toHaveCount(4);
      await expect(page.locator('[data-testid="field-card"] canvas')).toHaveCount(2);
      // Its drag handle by keyboard: Space picks the type up, an arrow moves it over the section, Space drops it.
      await pickUpByKeyboard(page, page.getByTestId('toolbox').getByRole('button', { name: t.drag }));
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect(page.getByTestId('drag-overlay')).toHaveCount(0);
      await expect(page.locator('[data-testid="field-card"] canvas')).toHaveCount(3);
      // The field card's handle is a tab stop with its name.
      await signatureCard.getByRole('button', { name: t.move }).focus();
      await expect(signatureCard.getByRole('button', { name: t.move })).toBeFocused();
      await atBothWidths(page, async (viewport) => {
        expect(await designerAxeViolations(page), `designer at ${viewport}`).toEqual([]);
      });
    } finally {
      if (language === 'fr') await setUserCulture(request, stack, accounts.admin, 'en');
    }

    // A visitor without a pointer: Tab, typing, Enter.
    const visitorContext = await browser.newContext({ locale: language === 'fr' ? 'fr-CA' : 'en-US', viewport: VIEWPORTS.desktop });
    const visitor = await visitorContext.newPage();
    let submissionId: string;
    try {
      await visitor.goto(`${await formsOrigin(request, stack)}${publicFormPath(formId)}?lang=${language}`);
      const group = visitor.getByRole('group', { name: new RegExp(`^${language === 'fr' ? 'Signature du parent' : 'Parent signature'}`) });
      await expect(group.getByRole('img', { name: t.pad })).toBeVisible();
      await atBothWidths(visitor, async (viewport) => {
        await checkPage(visitor, test.info(), `signature-${language}-${viewport}`);
      });

      await visitor.getByRole('textbox', { name: t.name, exact: true }).focus();
      await visitor.keyboard.type('Léa Tremblay');
      const typed = group.getByRole('textbox', { name: t.typed });
      await visitor.keyboard.press('Tab');
      await expect(typed).toBeFocused();
      // Next with the signature missing: the error is announced and the focus comes back to the typed name.
      const next = visitor.getByRole('button', { name: t.next });
      await pressUntilFocused(visitor, 'Tab', next);
      await visitor.keyboard.press('Enter');
      await expect(visitor.getByRole('alert')).toHaveText(t.fix);
      await expect(typed).toBeFocused();
      await expect(typed).toHaveAttribute('aria-invalid', 'true');
      await expect(typed).toHaveAccessibleDescription(new RegExp(t.required));
      await atBothWidths(visitor, async (viewport) => {
        await checkPage(visitor, test.info(), `signature-required-${language}-${viewport}`);
      });

      await typed.focus();
      await visitor.keyboard.type('Léa Tremblay');
      await visitor.keyboard.press('Enter');
      await expect(group.getByRole('status')).toHaveText(t.done);
      await expect(group.getByRole('img', { name: t.padSigned })).toBeVisible();
      await expect(visitor.getByText(t.required)).toHaveCount(0);
      await visitor.keyboard.press('Tab');
      await expect(group.getByRole('button', { name: t.sign })).toBeFocused();
      await visitor.keyboard.press('Tab');
      await expect(group.getByRole('button', { name: t.clear })).toBeFocused();
      // The rating: one tab stop, End and the arrows choose.
      const stars = visitor.getByRole('radiogroup', { name: t.rating });
      await visitor.keyboard.press('Tab');
      await expect(stars.getByRole('radio', { name: t.star(t.half) })).toBeFocused();
      await visitor.keyboard.press('End');
      await visitor.keyboard.press('ArrowLeft');
      const chosen = stars.getByRole('radio', { name: t.star(t.fourAndHalf) });
      await expect(chosen).toBeFocused();
      await expect(chosen).toHaveAttribute('aria-checked', 'true');
      await atBothWidths(visitor, async (viewport) => {
        await checkPage(visitor, test.info(), `signature-signed-${language}-${viewport}`);
      });

      await next.focus();
      await visitor.keyboard.press('Enter');
      await expect(visitor.getByRole('heading', { name: t.summary })).toBeVisible();
      await expect(visitor.getByText(t.star(t.fourAndHalf))).toBeVisible();
      await visitor.getByRole('button', { name: t.submit }).focus();
      await visitor.keyboard.press('Enter');
      await expect(visitor).toHaveURL(new RegExp(`/public/registrations/${formId}/confirm/[^/?]+`));
      submissionId = decodeURIComponent(new URL(visitor.url()).pathname.split('/').pop() ?? '');
    } finally {
      await visitorContext.close();
    }

    // Staff: the submission's detail shows the stored signature, the typed name in ink (named in
    // the staff's language, which the culture reset above may or may not have reached yet).
    await page.goto(submissionPage(formId, submissionId));
    const image = page.getByRole('img', { name: /^Signature\s?: (Parent signature|Signature du parent)$/ });
    await expect(image).toBeVisible();
    expect(await inkedPixels(image)).toBeGreaterThan(200);
  });
}
