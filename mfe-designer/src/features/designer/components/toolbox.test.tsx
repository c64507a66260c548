import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionEntry } from '@front-office/shared/core';
import { setUpRemoteTests } from '../../../../../build/jest/remote-test-kit';
import { openDesignerOn } from '../../../test-support/open-designer-page';

jest.mock('../../canvas/load-form-renderer', () => jest.requireActual<{ standInRendererModule: object }>('../../../test-support/stand-in-renderer').standInRendererModule);

setUpRemoteTests();
jest.setTimeout(60_000);

const text = (value: string) => [{ culture: 'en', value }];
const content = {
  steps: [
    {
      id: 's1',
      name: text('About you'),
      sections: [
        { id: 'a', name: text('Identity'), fields: [{ id: 'first', type: 'Text', text: text('First name'), size: 6 }, { id: 'phone', type: 'Text', text: text('Phone'), size: 6 }] },
        { id: 'b', name: text('Health'), fields: [{ id: 'allergies', type: 'Text', text: text('Allergies'), size: 6 }] },
      ],
    },
  ],
  rules: [],
};
const form = { id: 'f1', organizationId: 'o2', name: text('Summer camp'), localizations: ['en'], content: JSON.stringify(content), version: 3, currency: 'cad', discountCodes: [], recaptchaEnabled: false, submissionLimit: null, avatar: null };
const rights: PermissionEntry[] = [{ name: 'FORM', read: true, write: true, update: true, delete: true }];

async function open(language: 'en' | 'fr') {
  await openDesignerOn(form, rights, language);
}

const fieldIds = (sectionId: string) => within(document.querySelector(`[data-section-id="${sectionId}"]`) as HTMLElement).getAllByTestId('field-card').map((card) => card.getAttribute('data-field-id'));

describe('issue 22 §2: the toolbox adds where the builder is working', () => {
  it('a type added while a field is selected goes right after it, in its section, by the keyboard too', async () => {
    await open('en');
    fireEvent.click(await screen.findByText('First name', { selector: '[data-testid="field-preview"]' }));
    const add = screen.getByRole('button', { name: 'Add a Rating field' });
    add.focus();
    fireEvent.click(add);
    const added = screen.getByTestId('field-panel');
    expect(added).toHaveTextContent('Field: Rating');
    expect(fieldIds('a')).toEqual(['first', expect.any(String), 'phone']);
    expect(fieldIds('b')).toEqual(['allergies']);
    // The new field is now selected: the next one follows it.
    fireEvent.click(screen.getByRole('button', { name: 'Add a Yes / No field' }));
    expect(fieldIds('a')).toHaveLength(4);
    expect(screen.getAllByTestId('field-card')[2]).toHaveTextContent('Yes / No');
  });

  it('with nothing selected a type goes to the last section; every type has a labelled drag handle (fr)', async () => {
    await open('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un champ Liste déroulante' }));
    expect(fieldIds('b')).toHaveLength(2);
    expect(fieldIds('a')).toEqual(['first', 'phone']);
    const handle = screen.getByRole('button', { name: 'Glisser un champ Liste déroulante dans une section' });
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
    expect(handle).toHaveAttribute('aria-describedby');
  });
});

describe('issue 22 §4: on a phone the field panel opens in view', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('a chosen field opens the panel as a focused sheet that Escape closes', async () => {
    // A 390 px screen: the stacked layout's media query matches.
    window.matchMedia = ((query: string) => ({ matches: query === '(max-width: 900px)', media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    await open('en');
    fireEvent.click(await screen.findByText('Phone', { selector: '[data-testid="field-preview"]' }));
    const panel = screen.getByRole('region', { name: 'Field: Phone' });
    expect(panel).toHaveAttribute('data-sheet', 'true');
    await waitFor(() => expect(panel).toHaveFocus());
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByTestId('field-panel')).toBeNull();
  });
});
