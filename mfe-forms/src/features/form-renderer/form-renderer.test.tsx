import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '@front-office/shared/platform';
import type { Field, FormValues } from '@front-office/shared/core';
import { renderWithPlatform, setUpRemoteTests } from '../../../../build/jest/remote-test-kit';
import { FieldPreview, FormRendererStyles, SubmissionAnswers } from '../../form-renderer';
import { content, field, section, step } from '../public-form/test-support';

setUpRemoteTests();

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const form = content([
  step('s1', [section('contact', [field('name', 'Text', { text: [{ culture: 'en', value: 'Name' }, { culture: 'fr', value: 'Nom' }] })])], 'About you'),
  step('s2', [section('kids', [field('kid', 'Text', { text: 'Child' })], { multiple: true, multipleValidations: { min: 1, max: 3 } })], 'Children'),
]);

describe('forms/form-renderer, the federated renderer (issue 9)', () => {
  it('FieldPreview renders one field as the public form does, inert, even when hidden, in the given language', () => {
    const hidden = { ...(form.steps[0]!.sections[0]!.fields[0] as Field), visible: false };
    renderWithPlatform(
      <>
        <FormRendererStyles />
        <FieldPreview field={hidden} language="fr" />
      </>,
    );
    const preview = screen.getByTestId('field-preview');
    expect(preview).toHaveAttribute('inert');
    expect(screen.getByLabelText('Nom')).toHaveClass('fo-input');
  });

  it('SubmissionAnswers read-only shows dates as DD-MM-YYYY, not in the browser’s date format', () => {
    const dated = content([step('s1', [section('child', [field('born', 'Birthdate', { text: 'Birth date' }), field('at', 'Datetime', { text: 'Arrival' })])], 'Child')]);
    renderWithPlatform(<SubmissionAnswers content={dated} values={{ born: '2016-04-12', at: '2026-07-01 9:30 AM' }} />);
    expect(screen.getByLabelText('Birth date')).toHaveValue('12-04-2016');
    expect(screen.getByLabelText('Birth date')).toBeDisabled();
    expect(screen.getByLabelText('Arrival')).toHaveValue('01-07-2026 09:30');
  });

  it('SubmissionAnswers read-only shows every step with the answers, disabled, without copy buttons', () => {
    const values: FormValues = { name: 'Camille', 'kid@1': 'Léo', 'kid@2': 'Zoé' };
    renderWithPlatform(<SubmissionAnswers content={form} values={values} />);
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Children' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Camille');
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getAllByLabelText('Child').map((input) => (input as HTMLInputElement).value)).toEqual(['Léo', 'Zoé']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('SubmissionAnswers names each read-only copy as the editable form does, in the reader’s language', async () => {
    const values: FormValues = { name: 'Camille', 'kid@1': 'Léo', 'kid@2': 'Zoé' };
    const { unmount } = renderWithPlatform(<SubmissionAnswers content={form} values={values} />);
    expect(screen.getByRole('group', { name: 'kids #2' })).toContainElement(screen.getByDisplayValue('Zoé'));
    unmount();
    await i18n.changeLanguage('fr');
    renderWithPlatform(<SubmissionAnswers content={form} values={values} />);
    expect(screen.getByRole('group', { name: 'kids no 2' })).toContainElement(screen.getByDisplayValue('Zoé'));
  });

  it('SubmissionAnswers editable gives every change out, copies included, and validates on demand', () => {
    const changes: FormValues[] = [];
    const validateRef: { current: (() => boolean) | null } = { current: null };
    const required = content([step('s1', [section('a', [field('name', 'Text', { text: 'Name', required: true })])])]);
    renderWithPlatform(<SubmissionAnswers content={required} values={{ name: '' }} readOnly={false} onChange={(values) => changes.push(values)} validateRef={validateRef} />);
    const validate = () => {
      let valid: boolean | undefined;
      act(() => {
        valid = validateRef.current?.();
      });
      return valid;
    };
    expect(validate()).toBe(false);
    expect(screen.getByText('Required field')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Alex' } });
    expect(changes.at(-1)).toEqual({ name: 'Alex' });
    expect(validate()).toBe(true);
  });
});
