import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionEntry } from '@front-office/shared/core';
import { i18n } from '@front-office/shared/platform';
import { LAVAL, setUpRemoteTests, signInTestUser } from '../../../../../build/jest/remote-test-kit';
import { openDesignerPage } from '../../../test-support/open-designer-page';

jest.mock('../../canvas/load-form-renderer', () => jest.requireActual<{ standInRendererModule: object }>('../../../test-support/stand-in-renderer').standInRendererModule);

setUpRemoteTests();
jest.setTimeout(60_000);

const both = (en: string, fr: string) => [
  { culture: 'en', value: en },
  { culture: 'fr', value: fr },
];
const content = {
  steps: [{ id: 's1', name: both('About you', 'À propos de vous'), sections: [{ id: 'a', name: both('Identity', 'Identité'), fields: [{ id: 'first', type: 'Text', text: both('First name', 'Prénom'), size: 6 }] }] }],
  rules: [],
};
const form = { id: 'f1', organizationId: 'o2', name: both('Summer camp', 'Camp d’été'), localizations: ['en', 'fr'], content: JSON.stringify(content), version: 3, currency: 'cad', discountCodes: [], recaptchaEnabled: false, submissionLimit: null, avatar: null };
const rights: PermissionEntry[] = [{ name: 'FORM', read: true, write: true, update: true, delete: true }];

async function open(language: 'en' | 'fr' = 'en') {
  signInTestUser(LAVAL, rights);
  await i18n.changeLanguage(language);
  openDesignerPage({ 'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form, organization: LAVAL } } });
  await screen.findByTestId('designer-form-name');
}

describe('issue 22 §1: translating in the designer', () => {
  it('a new field is named by the catalogue in each language, and the step tabs follow the content language', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add a Drop-down list field' }));
    expect(screen.getByLabelText('Label (English)')).toHaveValue('Drop-down list');
    fireEvent.click(screen.getByRole('tab', { name: 'French' }));
    expect(screen.getByLabelText('Label (French)')).toHaveValue('Liste déroulante');
    expect(screen.getByRole('tab', { name: '1. À propos de vous' })).toBeInTheDocument();
    expect(screen.queryByTestId('language-warning')).toBeNull();
  });

  it('an English label changed after both were written is named in the warning, which opens the translation view at the French text', async () => {
    await open();
    fireEvent.click(await screen.findByText('First name', { selector: '[data-testid="field-preview"]' }));
    fireEvent.change(await screen.findByLabelText('Label (English)'), { target: { value: 'Given name' } });
    const warning = await screen.findByTestId('language-warning');
    expect(warning).toHaveTextContent('1 text(s) to check in the other language:');
    const item = within(warning).getByRole('button', { name: '1. About you › Given name: label: Changed in English only: check French' });
    fireEvent.click(item);
    const view = await screen.findByTestId('translation-view', {}, { timeout: 5000 });
    const rows = within(view).getAllByTestId('translation-row');
    expect(rows[0]).toHaveAttribute('data-state', 'stale');
    const french = within(rows[0]!).getByLabelText('1. About you › Given name: label (French)');
    expect(french).toHaveValue('Prénom');
    await waitFor(() => expect(french).toHaveFocus());
    fireEvent.change(french, { target: { value: 'Prénom usuel' } });
    expect(rows[0]).toHaveAttribute('data-state', 'done');
    expect(within(view).getByText('Every text is written in both languages.')).toBeInTheDocument();
    fireEvent.click(within(view).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('language-warning')).toBeNull());
  });

  it('lists untranslated texts first in French, every text of the form in two columns', async () => {
    await open('fr');
    fireEvent.click(screen.getByRole('tab', { name: 'Français' }));
    fireEvent.click(screen.getByRole('button', { name: 'Traduire côte à côte' }));
    const view = await screen.findByTestId('translation-view');
    expect(within(view).getByText('Tous les textes sont écrits dans les deux langues.')).toBeInTheDocument();
    const name = within(view).getByLabelText('Nom du formulaire (Anglais)');
    fireEvent.change(name, { target: { value: '' } });
    const rows = within(view).getAllByTestId('translation-row');
    expect(rows[0]).toHaveTextContent(/^Nom du formulaireManque\s: Anglais/);
    expect(rows[0]).toHaveAttribute('data-state', 'missing');
    // Form name, e-mail text, step name, section name, field label.
    expect(rows).toHaveLength(5);
    expect(within(rows[2]!).getByLabelText(/^1\. À propos de vous\s: nom \(Français\)$/)).toHaveValue('À propos de vous');
    expect(within(rows[2]!).getByLabelText(/^1\. À propos de vous\s: nom \(Anglais\)$/)).toHaveValue('About you');
  });
});
