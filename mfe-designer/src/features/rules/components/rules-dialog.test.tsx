import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Field, PermissionEntry } from '@front-office/shared/core';
import { i18n } from '@front-office/shared/platform';
import { LAVAL, setUpRemoteTests, signInTestUser } from '../../../../../build/jest/remote-test-kit';
import { openDesignerPage } from '../../../test-support/open-designer-page';

// The federation boundary: mfe-forms' renderer is loaded at run time (covered end to end).
jest.mock('../../canvas/load-form-renderer', () => ({
  loadFormRenderer: () =>
    Promise.resolve({
      FieldPreview: ({ field }: { field: Field }) => <span data-testid="field-preview">{field.text[0]?.value}</span>,
      SubmissionAnswers: () => null,
      FormRendererStyles: () => null,
    }),
}));

setUpRemoteTests();
jest.setTimeout(20_000);

const en = (value: string) => [{ culture: 'en', value }];
const fields = [
  { id: 'member', type: 'CheckBox', text: en('Member'), size: 6 },
  { id: 'number', type: 'Text', text: en('Member number'), size: 6 },
];
const rights: PermissionEntry[] = [{ name: 'FORM', read: true, write: true, update: true, delete: true }];

function open(content: { steps: unknown[]; rules: unknown[] }) {
  const form = { id: 'f1', organizationId: 'o2', name: en('Camp'), localizations: ['en'], content: JSON.stringify(content), version: 1, currency: 'cad', discountCodes: [], recaptchaEnabled: false, submissionLimit: null, avatar: null };
  return openDesignerPage({ 'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form, organization: LAVAL } }, 'PUT /api/organizations/o2/forms/f1': { status: 200, body: { ...form, version: 2 } } });
}
const step = (sectionFields: unknown[]) => ({ id: 's1', name: en('One'), sections: [{ id: 'a', name: en('A'), fields: sectionFields }] });
// Under jsdom tabster may leave aria-hidden on a dialog opened by a click (microsoft/fluentui#33897).
const dialog = () => screen.getByTestId('rules-dialog');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInTestUser(LAVAL, rights);
});

describe('the rules editor (issue 10 §1, spec 001 §5 Rules)', () => {
  it('says that at least 2 fields are needed, and offers no new rule', async () => {
    open({ steps: [step(fields.slice(0, 1))], rules: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Rules' }));
    expect(within(dialog()).getByTestId('rules-need-fields')).toHaveTextContent('At least 2 fields are needed to create rules.');
    expect(within(dialog()).getByRole('button', { name: 'Add a rule', hidden: true })).toBeDisabled();
  });

  it('builds a rule, tries it with the rules engine, puts it in the draft and saves it', async () => {
    const requests = open({ steps: [step(fields)], rules: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Rules' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a rule', hidden: true }));
    fireEvent.change(within(dialog()).getByLabelText('Rule name'), { target: { value: 'Number' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a condition to group 1', hidden: true }));
    fireEvent.change(within(dialog()).getByLabelText('Field of condition 1, group 1'), { target: { value: 'member' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a target', hidden: true }));
    // The condition field is not offered as a target.
    expect(within(within(dialog()).getByLabelText('Field of target 1')).queryByText('Member')).toBeNull();
    fireEvent.change(within(dialog()).getByLabelText('Field of target 1'), { target: { value: 'number' } });
    const result = within(dialog()).getByTestId('rules-try-it-result');
    expect(result).toHaveTextContent('Member number: hidden, not required');
    fireEvent.click(within(dialog()).getByLabelText('Answer: Member: Checked'));
    expect(result).toHaveTextContent('The rule holds.');
    expect(result).toHaveTextContent('Member number: shown, not required');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save the rule', hidden: true }));
    expect(within(dialog()).getByTestId('rule-item')).toHaveTextContent('Number');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    const part = JSON.parse(String((put?.body as FormData).get('form'))) as { content: string };
    expect(JSON.parse(part.content).rules).toEqual([
      expect.objectContaining({ name: 'Number', sectionMultipleId: null, conditions: [[expect.objectContaining({ fieldId: 'member', comparisonOperator: 'isChecked', value: true })]], targets: [expect.objectContaining({ fieldId: 'number', action: 'isVisible' })] }),
    ]);
  }, 60_000);

  it('shows the rules refresh error for a field deleted elsewhere, and the designer refuses to save (on-save error)', async () => {
    const ghost = { id: 'r', name: 'Ghost rule', conditions: [[{ id: 'c', fieldId: 'gone', comparisonOperator: 'isCompleted', value: null }]], targets: [{ id: 't', fieldId: 'number', action: 'isVisible' }] };
    const requests = open({ steps: [step(fields)], rules: [ghost] });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The form was not saved: the rule(s) Ghost rule have errors. Open Rules to fix them.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    expect(within(dialog()).getByTestId('rules-refresh-error')).toHaveTextContent('A field used by the rules no longer exists');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Edit the rule Ghost rule', hidden: true }));
    expect(within(dialog()).getByTestId('rule-errors')).toHaveTextContent('Group 1, condition 1: the field “Deleted field (gone)” no longer exists: remove it from the rule.');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    open({ steps: [step(fields)], rules: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Règles' }));
    expect(within(dialog()).getByText('Ce formulaire n’a pas encore de règle.')).toBeInTheDocument();
  });
});
