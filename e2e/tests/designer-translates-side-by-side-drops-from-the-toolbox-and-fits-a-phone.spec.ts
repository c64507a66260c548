import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { createFormOnPage, designerAxeViolations, fieldCards, sectionOfField } from '../support/designer';
import { expectInsideViewport } from '../support/page-checks';
import { setUserCulture } from '../support/public-form';
import { openOrganization } from '../support/session';
import { expect, test } from '../support/test';

// Issue 22 §1, §2, §4: translating side by side, dropping a toolbox type into a section at a
// position, and the field panel of a phone, in English and in French.
const TEXTS = {
  en: {
    addFrench: 'Add French',
    english: 'English',
    french: 'French',
    add: 'Add a Rating field',
    label: (language: string) => `Label (${language})`,
    stale: /Changed in English only: check French$/,
    translate: 'Translate side by side',
    allDone: 'Every text is written in both languages.',
    done: 'Done',
    close: 'Close the field panel',
  },
  fr: {
    addFrench: 'Ajouter\u00a0: Français',
    english: 'Anglais',
    french: 'Français',
    add: 'Ajouter un champ Évaluation',
    label: (language: string) => `Libellé (${language})`,
    stale: /Modifié dans une seule langue \(Anglais\), à vérifier\s: Français$/,
    translate: 'Traduire côte à côte',
    allDone: 'Tous les textes sont écrits dans les deux langues.',
    done: 'Terminé',
    close: 'Fermer le panneau du champ',
  },
} as const;

async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, whileOver: () => Promise<void>): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 16 });
  await whileOver();
  await page.mouse.up();
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a toolbox type dropped before a field, an English edit sent to the translation view, the panel in view at 390 px`, async ({ page, request, stack }) => {
    // Two apps' pages, two viewports and two axe runs on a shared 2-core machine.
    test.setTimeout(180_000);
    const text = TEXTS[language];
    await page.setViewportSize({ width: 1280, height: 900 });
    await openOrganization(page, accounts.admin, organizations.laval);
    await expect(page).toHaveURL(/\/registrations$/);
    await createFormOnPage(page, `Translate ${language} ${Date.now()}`, 'Contact form');
    try {
      if (language === 'fr') await page.getByRole('button', { name: /Switch the language to French/ }).click();
      await page.getByRole('button', { name: text.addFrench }).click();
      await expect(page.getByRole('tab', { name: text.french })).toHaveAttribute('aria-selected', 'true');

      // §2: the Rating type dragged onto the left half of the first field lands before it, in its section.
      const first = fieldCards(page).first();
      await expect(first).toBeVisible();
      const sectionId = await sectionOfField(first);
      const firstId = await first.getAttribute('data-field-id');
      const count = await fieldCards(page).count();
      const source = await page.getByTestId('toolbox').getByRole('button', { name: text.add }).boundingBox();
      const target = await first.boundingBox();
      if (!source || !target) throw new Error('no boxes');
      await dragTo(page, { x: source.x + source.width / 2, y: source.y + source.height / 2 }, { x: target.x + target.width / 4, y: target.y + target.height / 2 }, async () => {
        await expect(page.getByTestId('drag-overlay')).toHaveText(language === 'fr' ? 'Un nouveau champ Évaluation' : 'A new Rating field');
        await expect(page.locator(`[data-section-id="${sectionId}"] [data-testid="drop-marker"]`)).toBeVisible();
      });
      await expect(fieldCards(page)).toHaveCount(count + 1);
      const added = page.locator(`[data-section-id="${sectionId}"] [data-testid="field-card"]`).first();
      await expect(added).not.toHaveAttribute('data-field-id', firstId ?? '');
      // The canvas shows the content language, French since it was added.
      await expect(added.getByTestId('field-preview')).toContainText('Évaluation');
      const panel = page.getByTestId('field-panel');
      // §1: the French label is the French catalogue name, the English one the English name.
      await expect(panel.getByLabel(text.label(text.french))).toHaveValue('Évaluation');

      // §1: an English edit after both were written is named in the warning, which opens the view on the French text.
      await page.getByRole('tab', { name: text.english }).click();
      await expect(panel.getByLabel(text.label(text.english))).toHaveValue('Rating');
      await panel.getByLabel(text.label(text.english)).fill('Rate the camp');
      const warning = page.getByTestId('language-warning');
      await warning.getByRole('button', { name: text.stale }).click();
      const view = page.getByTestId('translation-view');
      await expect(view).toBeVisible();
      const row = view.getByTestId('translation-row').first();
      await expect(row).toHaveAttribute('data-state', 'stale');
      const focused = row.locator('input:focus');
      await expect(focused).toHaveValue('Évaluation');
      await focused.fill('Notez le camp');
      await expect(row).toHaveAttribute('data-state', 'done');
      await expect(view.getByText(text.allDone)).toBeVisible();
      expect(await designerAxeViolations(page, '[data-testid="translation-view"]')).toEqual([]);
      await view.getByRole('button', { name: text.done }).click();
      await expect(warning).toHaveCount(0);

      // §4 and the view at 390 px: the panel is a sheet in view, the view fits.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(panel).toHaveAttribute('data-sheet', 'true');
      await panel.getByRole('button', { name: text.close }).click();
      await expect(panel).toHaveCount(0);
      // A touch on the card's edit button (the preview's controls are disabled, not clickable).
      await added.getByRole('button', { name: /^(Edit|Modifier) / }).click();
      await expect(panel).toBeInViewport();
      await expect(panel).toBeFocused();
      await expectInsideViewport(page, panel);
      await expect(panel.getByLabel(text.label(text.english))).toHaveValue('Rate the camp');
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await page.getByRole('button', { name: text.translate }).click();
      await expect(view).toBeVisible();
      await expectInsideViewport(page, view);
      expect(await designerAxeViolations(page, '[data-testid="translation-view"]')).toEqual([]);
    } finally {
      if (language === 'fr') await setUserCulture(request, stack, accounts.admin, 'en');
    }
  });
}
