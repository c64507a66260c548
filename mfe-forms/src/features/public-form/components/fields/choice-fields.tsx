import { localizedValue } from '@front-office/shared/core';
import type { YesNoValue } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import type { FieldRendererProps } from './field-renderer-props';

export function SelectField({ field, inputId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<'Select'>) {
  const { language, t } = usePublicFormEnv();
  return (
    <select
      id={inputId}
      className="fo-input"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      aria-required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{localizedValue(field.placeholder, language) || t('selectPlaceholder')}</option>
      {field.options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {localizedValue(option.text, language)}
        </option>
      ))}
    </select>
  );
}

export function OptionListField({ field, inputId, labelId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<'OptionList'>) {
  const { language } = usePublicFormEnv();
  const selected = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const toggle = (optionValue: string, checked: boolean) => {
    if (!field.multiSelection) onChange(checked ? [optionValue] : []);
    else onChange(checked ? [...selected, optionValue] : selected.filter((item) => item !== optionValue));
  };
  return (
    <div
      className="fo-choices"
      role={field.multiSelection ? 'group' : 'radiogroup'}
      aria-labelledby={labelId}
      aria-required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      {field.options.map((option, index) => (
        <label key={option.value} className="fo-check" htmlFor={`${inputId}-${index}`}>
          <input
            id={`${inputId}-${index}`}
            type={field.multiSelection ? 'checkbox' : 'radio'}
            name={inputId}
            checked={selected.includes(option.value)}
            disabled={disabled || option.disabled}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span>{localizedValue(option.text, language)}</span>
        </label>
      ))}
    </div>
  );
}

export function YesNoField({ field, inputId, labelId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<'YesNo'>) {
  const { t } = usePublicFormEnv();
  const choices: YesNoValue[] = field.allowNa ? ['yes', 'no', 'na'] : ['yes', 'no'];
  return (
    <div className="fo-choices fo-inline" role="radiogroup" aria-labelledby={labelId} aria-required={required} aria-invalid={invalid} aria-describedby={describedBy}>
      {choices.map((choice) => (
        <label key={choice} className="fo-check" htmlFor={`${inputId}-${choice}`}>
          <input id={`${inputId}-${choice}`} type="radio" name={inputId} checked={value === choice} disabled={disabled} onChange={() => onChange(choice)} />
          <span>{t(choice)}</span>
        </label>
      ))}
    </div>
  );
}
