import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionEntry } from '@front-office/shared/core';
import { setUpRemoteTests } from '../../../../../build/jest/remote-test-kit';
import { openDesignerOn } from '../../../test-support/open-designer-page';

jest.mock('../../canvas/load-form-renderer', () => jest.requireActual<{ standInRendererModule: object }>('../../../test-support/stand-in-renderer').standInRendererModule);

setUpRemoteTests();
jest.setTimeout(60_000);

// The designer's own controls beyond Fluent's standard ones (toolbox types and their drag
// handles, the field cards' handles, widths and edit, the icon-only buttons): each named in the
// interface language and used from the keyboard (issue 22 §5).
const texts = {
  en: {
    add: 'Add a Signature field',
    drag: 'Drag a Signature field into a section',
    instructions: 'To pick up a field, press Space or Enter. Use the arrow keys to move it, also into another section. Press Space or Enter again to drop it, or Escape to cancel.',
    move: 'Move Parent',
    narrower: 'Narrower: Parent',
    wider: 'Wider: Parent',
    width: (size: number) => `Width ${size} of 12`,
    edit: 'Edit Parent',
    panel: 'Field: Parent',
    editSection: 'Edit the section Consent',
    editStep: 'Edit the step',
    addStep: 'Add a step',
    removeLanguage: 'Delete the language English',
  },
  fr: {
    add: 'Ajouter un champ Signature',
    drag: 'Glisser un champ Signature dans une section',
    instructions: 'Pour saisir un champ, appuyez sur Espace ou Entrée. Déplacez-le avec les flèches, aussi dans une autre section. Appuyez de nouveau sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.',
    move: 'Déplacer Parent FR',
    narrower: 'Plus étroit\u00a0: Parent FR',
    wider: 'Plus large\u00a0: Parent FR',
    width: (size: number) => `Largeur ${size} sur 12`,
    edit: 'Modifier Parent FR',
    panel: 'Champ : Parent FR',
    editSection: 'Modifier la section Consentement',
    editStep: 'Modifier l’étape',
    addStep: 'Ajouter une étape',
    removeLanguage: 'Supprimer la langue Français',
  },
} as const;

const both = (en: string, fr: string) => [
  { culture: 'en', value: en },
  { culture: 'fr', value: fr },
];
const content = {
  steps: [
    {
      id: 's1',
      name: both('Consent', 'Consentement'),
      sections: [{ id: 'a', name: both('Consent', 'Consentement'), fields: [{ id: 'parent', type: 'Signature', text: both('Parent', 'Parent FR'), size: 6 }] }],
    },
  ],
  rules: [],
};
const form = { id: 'f1', organizationId: 'o2', name: both('Camp', 'Camp'), localizations: ['en', 'fr'], content: JSON.stringify(content), version: 1, currency: 'cad', discountCodes: [], recaptchaEnabled: false, submissionLimit: null, avatar: null };
const rights: PermissionEntry[] = [{ name: 'FORM', read: true, write: true, update: true, delete: true }];

async function open(language: 'en' | 'fr') {
  await openDesignerOn(form, rights, language);
  // The content language starts as the form's first one: French is picked so the cards read in French.
  if (language === 'fr') await userEvent.click(screen.getByRole('tab', { name: 'Français' }));
}

const cards = () => screen.getAllByTestId('field-card');

describe.each(['en', 'fr'] as const)('the designer’s custom controls by keyboard, in %s', (language) => {
  const t = texts[language];

  it('a toolbox type is added with Enter and with Space; its drag handle is named and gives the keyboard instructions', async () => {
    const user = userEvent.setup();
    await open(language);
    const add = screen.getByRole('button', { name: t.add });
    add.focus();
    await user.keyboard('{Enter}');
    expect(cards()).toHaveLength(2);
    add.focus();
    await user.keyboard(' ');
    expect(cards()).toHaveLength(3);

    const handle = screen.getByRole('button', { name: t.drag });
    expect(handle).toHaveAttribute('aria-roledescription');
    expect(handle).toHaveAccessibleDescription(t.instructions);
    // A tab stop of its own, which Space picks up (dnd-kit's keyboard sensor, driven in the e2e).
    expect(handle).toHaveAttribute('tabindex', '0');
    handle.focus();
    expect(handle).toHaveFocus();
  });

  it('a field card’s handle, widths and edit are named by the field and work from the keyboard', async () => {
    const user = userEvent.setup();
    await open(language);
    const card = cards()[0]!;
    const handle = within(card).getByRole('button', { name: t.move });
    expect(handle).toHaveAccessibleDescription(t.instructions);

    within(card).getByRole('button', { name: t.wider }).focus();
    await user.keyboard('{Enter}');
    expect(card).toHaveTextContent(t.width(7));
    within(card).getByRole('button', { name: t.narrower }).focus();
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(card).toHaveTextContent(t.width(5));

    // The preview's click is the pointer's shortcut: Edit is the keyboard's way to the same panel.
    const edit = within(card).getByRole('button', { name: t.edit });
    edit.focus();
    await user.keyboard('{Enter}');
    expect(edit).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('field-panel')).toHaveTextContent(t.panel);
  });

  it('the icon-only buttons of steps, sections and languages are named', async () => {
    await open(language);
    expect(screen.getByRole('button', { name: t.editSection })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.editStep })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.addStep })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.removeLanguage })).toBeInTheDocument();
  });
});
