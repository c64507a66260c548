import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionEntry } from '@front-office/shared/core';
import { FIELD_TYPES } from '@front-office/shared/core';
import { i18n } from '@front-office/shared/platform';
import { LAVAL, setUpRemoteTests, signInTestUser } from '../../../../../build/jest/remote-test-kit';
import { openDesignerPage } from '../../../test-support/open-designer-page';
import type { StubAnswer } from '../../../../../build/jest/remote-test-kit';

// The federation boundary: mfe-forms' renderer is loaded at run time (covered end to end); here a
// stand-in shows the field's label so the canvas can be read.
jest.mock('../../canvas/load-form-renderer', () => jest.requireActual<{ standInRendererModule: object }>('../../../test-support/stand-in-renderer').standInRendererModule);

setUpRemoteTests();
// A role query by name over the whole designer (Save, a field's Wider) computes the style of every
// button's content, and jsdom matches each element against all of Fluent's atomic CSS rules: a
// Save test has taken over 20 s on a 2-core machine shared with other suites.
jest.setTimeout(60_000);

const content = {
  steps: [
    { id: 's1', name: [{ culture: 'en', value: 'About you' }], sections: [{ id: 'a', name: [{ culture: 'en', value: 'Identity' }], fields: [{ id: 'first', type: 'Text', text: [{ culture: 'en', value: 'First name' }], size: 6 }, { id: 'phone', type: 'Text', text: [{ culture: 'en', value: 'Phone' }], size: 6 }] }] },
  ],
  rules: [{ id: 'r', name: 'Phone rule', conditions: [[{ id: 'c', fieldId: 'first', comparisonOperator: 'isCompleted', value: null }]], targets: [{ id: 't', fieldId: 'phone', action: 'isVisible' }] }],
};
const form = { id: 'f1', organizationId: 'o2', name: [{ culture: 'en', value: 'Summer camp' }], localizations: ['en'], content: JSON.stringify(content), version: 3, currency: 'cad', discountCodes: [], recaptchaEnabled: false, submissionLimit: null, avatar: null };
const details = { form, organization: LAVAL };
const rights = (update: boolean, remove = update): PermissionEntry[] => [{ name: 'FORM', read: true, write: update, update, delete: remove }];

function open(answers: Record<string, StubAnswer> = {}) {
  return openDesignerPage({ 'GET /api/organizations/o2/forms/f1/details': { status: 200, body: details }, ...answers });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the designer (issue 9)', () => {
  it('shows the form through the renderer, and the toolbox offers the whole catalogue in groups', async () => {
    signInTestUser(LAVAL, rights(true));
    open();
    expect(await screen.findByTestId('designer-form-name')).toHaveTextContent('Summer camp');
    expect(await screen.findByText('First name', { selector: '[data-testid="field-preview"]' })).toBeInTheDocument();
    const toolbox = screen.getByTestId('toolbox');
    expect(within(toolbox).getAllByRole('button', { name: /^Add a .* field$/ })).toHaveLength(FIELD_TYPES.length);
    expect(within(toolbox).getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('adds a field to the last section, selected, then undoes and redoes it with the keyboard', async () => {
    signInTestUser(LAVAL, rights(true));
    open();
    await screen.findByTestId('designer-form-name');
    fireEvent.click(screen.getByRole('button', { name: 'Add a Rating field' }));
    expect(screen.getAllByTestId('field-card')).toHaveLength(3);
    expect(screen.getByTestId('field-panel')).toHaveTextContent('Field: Rating');
    expect(screen.getByLabelText('Number of stars (1 to 10)')).toHaveValue(5);
    act(() => {
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    });
    expect(screen.getAllByTestId('field-card')).toHaveLength(2);
    expect(screen.queryByTestId('field-panel')).toBeNull();
    act(() => {
      fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    });
    expect(screen.getAllByTestId('field-card')).toHaveLength(3);
  });

  it('keeps every row of the field panel and the section dialog on the form as it is after label keystrokes, a switch and its undo', async () => {
    signInTestUser(LAVAL, rights(true));
    open();
    await screen.findByTestId('designer-form-name');
    fireEvent.click(screen.getByRole('button', { name: 'Edit First name' }));
    const panel = () => screen.getByTestId('field-panel');
    const required = () => within(panel()).getByRole('switch', { name: 'Required' });
    fireEvent.change(within(panel()).getByLabelText('Label (English)'), { target: { value: 'First names' } });
    fireEvent.change(within(panel()).getByLabelText('Label (English)'), { target: { value: 'Given names' } });
    expect(panel()).toHaveTextContent('Field: Given names');
    expect(required()).not.toBeChecked();
    fireEvent.click(required());
    expect(required()).toBeChecked();
    fireEvent.change(within(panel()).getByLabelText('Placeholder (English)'), { target: { value: 'As on your card' } });
    act(() => {
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    });
    expect(within(panel()).getByLabelText('Placeholder (English)')).toHaveValue('');
    expect(required()).toBeChecked();
    act(() => {
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    });
    expect(required()).not.toBeChecked();
    expect(within(panel()).getByLabelText('Label (English)')).toHaveValue('Given names');
    // The section's edit button, which does not render for a change of its fields, opens the section as it is now.
    fireEvent.click(screen.getByRole('button', { name: 'Add a Rating field' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit the section Identity' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByLabelText('Section name (English)')).toHaveValue('Identity');
  });

  it('refuses to delete a field a rule uses, naming the rule', async () => {
    signInTestUser(LAVAL, rights(true));
    open();
    await screen.findByTestId('designer-form-name');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Phone' }));
    // Under jsdom tabster may leave aria-hidden on a dialog opened by a click (microsoft/fluentui#33897).
    fireEvent.click(within(await screen.findByRole('alertdialog', { hidden: true })).getByText('Delete'));
    expect(await screen.findByText('This is used by the rule(s) Phone rule: change those rules first.')).toBeInTheDocument();
    expect(screen.getAllByTestId('field-card')).toHaveLength(2);
  });

  it('saves with the version it was opened on, and a 409 offers to reload', async () => {
    signInTestUser(LAVAL, rights(true));
    const requests = open({ 'PUT /api/organizations/o2/forms/f1': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'stale' } } });
    await screen.findByTestId('designer-form-name');
    fireEvent.click(screen.getByRole('button', { name: 'Wider: First name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('stale-save')).toHaveTextContent('Someone else saved this form since you opened it');
    const put = requests.find((request) => request.method === 'PUT');
    const part = JSON.parse(String((put?.body as FormData).get('form'))) as { version: number; content: string };
    expect(part.version).toBe(3);
    expect(JSON.parse(part.content).steps[0].sections[0].fields[0].size).toBe(7);
    expect(within(screen.getByTestId('stale-save')).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('issue 18 §3: a price above 99,999,999 cents is named before saving, in the designer language, and nothing is sent', async () => {
    signInTestUser(LAVAL, rights(true));
    const priced = JSON.parse(JSON.stringify(content)) as { steps: { sections: { fields: unknown[] }[] }[] };
    priced.steps[0]?.sections[0]?.fields.push({ id: 'weeks', type: 'PaymentOptionList', text: [{ culture: 'en', value: 'Camp weeks' }], size: 6, options: [{ value: 'camp', text: [], price: 10 ** 15 }] });
    const requests = openDesignerPage({ 'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { ...details, form: { ...form, content: JSON.stringify(priced) } } } });
    await screen.findByTestId('designer-form-name');
    fireEvent.click(screen.getByRole('button', { name: 'Wider: First name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The form was not saved: Camp weeks (camp): A price must be at most 999,999.99')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    expect(i18n.t('checks.payment.priceMax', { ns: 'designer', lng: 'fr' })).toBe('Un prix doit être d’au plus 999 999,99');
  });

  it('shows a read-only user the form without toolbox, handles, resize or delete', async () => {
    signInTestUser(LAVAL, rights(false));
    open();
    await screen.findByTestId('designer-form-name');
    await waitFor(() => expect(screen.getAllByTestId('field-card')).toHaveLength(2));
    expect(screen.queryByTestId('toolbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('You can view this form but not change it.')).toBeInTheDocument();
  });
});
