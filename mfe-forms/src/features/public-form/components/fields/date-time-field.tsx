import { cellText, fromClockTime, fromDateTime, localizedValue, parseAnswerDate, toClockTime, toDateTime } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import type { FieldRendererProps } from './field-renderer-props';

type DateTypes = 'Date' | 'Datetime' | 'Time' | 'Birthdate';

export function DateTimeField({ field, inputId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<DateTypes>) {
  const { language } = usePublicFormEnv();
  const text = typeof value === 'string' ? value : '';
  const kind = field.type === 'Datetime' ? 'datetime-local' : field.type === 'Time' ? 'time' : 'date';
  const shown = kind === 'datetime-local' ? fromDateTime(text) : kind === 'time' ? fromClockTime(text) : text;
  // Read only (staff's view of an answer), a date reads DD-MM-YYYY (spec 000 §9), not in the
  // browser's own date format.
  const day = disabled && kind !== 'time' ? parseAnswerDate(text) : null;
  if (day) {
    return <input id={inputId} className="fo-input" type="text" value={cellText(day)} disabled aria-describedby={describedBy} />;
  }
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
