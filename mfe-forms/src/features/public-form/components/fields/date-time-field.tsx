import { fromClockTime, fromDateTime, localizedValue, toClockTime, toDateTime } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import type { FieldRendererProps } from './field-renderer-props';

type DateTypes = 'Date' | 'Datetime' | 'Time' | 'Birthdate';

export function DateTimeField({ field, inputId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<DateTypes>) {
  const { language } = usePublicFormEnv();
  const text = typeof value === 'string' ? value : '';
  const kind = field.type === 'Datetime' ? 'datetime-local' : field.type === 'Time' ? 'time' : 'date';
  const shown = kind === 'datetime-local' ? fromDateTime(text) : kind === 'time' ? fromClockTime(text) : text;
  return (
    <input
      id={inputId}
      className="fo-input"
      type={kind}
      value={shown}
      placeholder={localizedValue(field.placeholder, language) || undefined}
      // A birthdate is in the past (spec 001 §5): the picker offers no later day.
      max={field.type === 'Birthdate' ? new Date().toISOString().slice(0, 10) : undefined}
      disabled={disabled}
      aria-required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => {
        const next = event.target.value;
        onChange(kind === 'datetime-local' ? toDateTime(next) : kind === 'time' ? toClockTime(next) : next);
      }}
    />
  );
}
