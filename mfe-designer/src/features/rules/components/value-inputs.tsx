import { useId } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { makeStyles, Checkbox, Input, Select } from '@fluentui/react-components';
import { tokens, Field } from '@front-office/shared/ui';
import { fromClockTime, fromDateTime, localizedValue, toClockTime, toDateTime } from '@front-office/shared/core';
import type { ConditionValue, FieldValue, Language, RuleChoice, RuleValueInput } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';

const useStyles = makeStyles({
  choices: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
});

function useChoiceText(language: Language) {
  const { t } = useTranslation(NAMESPACE);
  return (choice: RuleChoice) => (choice.text ? localizedValue(choice.text, language) || choice.value : t(`designer.panel.${choice.value === 'na' ? 'na' : choice.value === 'yes' ? 'yes' : 'no'}`));
}

const asList = (value: ConditionValue | FieldValue): string[] => {
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'string' ? entry : entry.id));
  return value === null || value === undefined || value === '' || typeof value === 'boolean' ? [] : [String(value)];
};

interface ChoicesProps {
  label: string;
  choices: RuleChoice[];
  selected: string[];
  language: Language;
  disabled?: boolean;
  onChange(selected: string[]): void;
}

/** Several choices of a list, as a group of checkboxes named by its legend. */
function ChoiceBoxes({ label, choices, selected, language, disabled, onChange }: ChoicesProps) {
  const styles = useStyles();
  const text = useChoiceText(language);
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{label}</legend>
      {choices.map((choice) => (
        <Checkbox
          key={choice.value}
          label={text(choice)}
          checked={selected.includes(choice.value)}
          disabled={disabled}
          onChange={(_, data) => onChange(data.checked ? [...selected, choice.value] : selected.filter((value) => value !== choice.value))}
        />
      ))}
    </fieldset>
  );
}

/** One choice of a list as a native select, with an empty "Choose…" entry. */
function ChoiceSelect({ label, choices, selected, language, disabled, onChange }: ChoicesProps) {
  const { t } = useTranslation(NAMESPACE);
  const text = useChoiceText(language);
  return (
    <Field label={label}>
      <Select value={selected[0] ?? ''} disabled={disabled} onChange={(_, data) => onChange(data.value === '' ? [] : [data.value])}>
        <option value="">{t('rules.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {text(choice)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

interface ConditionValueProps {
  input: RuleValueInput;
  label: string;
  value: ConditionValue;
  language: Language;
  disabled?: boolean;
  onChange(value: ConditionValue): void;
}

/** The expected value of a condition, in the input its field and operator call for (issue 10 §1). */
export function ConditionValueInput({ input, label, value, language, disabled, onChange }: ConditionValueProps) {
  const { t } = useTranslation(NAMESPACE);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  switch (input.kind) {
    case 'none':
      return null;
    case 'check':
      return (
        <Field label={label}>
          <Select value={value === false || value === 'false' ? 'false' : 'true'} disabled={disabled} onChange={(_, data) => onChange(data.value === 'true')}>
            <option value="true">{t('rules.yes')}</option>
            <option value="false">{t('rules.no')}</option>
          </Select>
        </Field>
      );
    case 'choice':
      return <ChoiceSelect label={label} choices={input.choices} selected={asList(value)} language={language} disabled={disabled} onChange={(selected) => onChange(selected[0] ?? null)} />;
    case 'choices':
      return <ChoiceBoxes label={label} choices={input.choices} selected={asList(value)} language={language} disabled={disabled} onChange={(selected) => onChange(selected)} />;
    case 'number':
      return (
        <Field label={label}>
          <Input type="number" value={text} disabled={disabled} onChange={(_, data) => onChange(data.value.trim() === '' ? null : Number(data.value))} />
        </Field>
      );
    case 'date':
      return (
        <Field label={label}>
          <Input type="date" value={text} disabled={disabled} onChange={(_, data) => onChange(data.value || null)} />
        </Field>
      );
    case 'time':
      return (
        <Field label={label}>
          <Input type="time" value={fromClockTime(text)} disabled={disabled} onChange={(_, data) => onChange(toClockTime(data.value) || null)} />
        </Field>
      );
    case 'datetime':
      return (
        <Field label={label}>
          <Input type="datetime-local" value={fromDateTime(text)} disabled={disabled} onChange={(_, data) => onChange(toDateTime(data.value) || null)} />
        </Field>
      );
    default:
      return (
        <Field label={label}>
          <Input value={text} disabled={disabled} onChange={(_, data) => onChange(data.value)} />
        </Field>
      );
  }
}

interface AnswerProps {
  input: RuleValueInput;
  label: string;
  /** Products answer with quantities; every other list with its choice values. */
  products: boolean;
  value: FieldValue | undefined;
  language: Language;
  onChange(value: FieldValue): void;
}

/** A visitor's answer to a condition field in the "try it" panel. */
export function AnswerInput({ input, label, products, value, language, onChange }: AnswerProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const current = value ?? null;
  switch (input.kind) {
    case 'check':
      return <Checkbox id={id} label={`${label}: ${t('rules.tryIt.checked')}`} checked={current === true} onChange={(_, data) => onChange(data.checked === true)} />;
    case 'file':
      return <Checkbox id={id} label={`${label}: ${t('rules.tryIt.fileGiven')}`} checked={current !== null && current !== ''} onChange={(_, data) => onChange(data.checked === true ? 'file' : null)} />;
    case 'choice':
      return <ChoiceSelect label={label} choices={input.choices} selected={asList(current)} language={language} onChange={(selected) => onChange(selected[0] ?? null)} />;
    case 'choices':
      return (
        <ChoiceBoxes
          label={label}
          choices={input.choices}
          selected={asList(current)}
          language={language}
          onChange={(selected) => onChange(products ? selected.map((product) => ({ id: product, quantity: 1 })) : selected)}
        />
      );
    default:
      return <ConditionValueInput input={input} label={label} value={typeof current === 'boolean' || Array.isArray(current) ? null : current} language={language} onChange={(next) => onChange(typeof next === 'boolean' || Array.isArray(next) ? null : next)} />;
  }
}
