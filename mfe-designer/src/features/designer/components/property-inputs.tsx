import { useId, useState } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { Textarea, Input, Select, Switch } from '@fluentui/react-components';
import { Field } from '@front-office/shared/ui';
import { NAMESPACE } from '../../../i18n/namespace';

export function TextProperty({ label, value, onChange, multiline = false, type, hint }: { label: string; value: string; onChange(value: string): void; multiline?: boolean; type?: 'text' | 'url' | 'date' | 'time' | 'datetime-local' | 'email'; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      {multiline ? <Textarea value={value} resize="vertical" onChange={(_, data) => onChange(data.value)} /> : <Input type={type ?? 'text'} value={value} onChange={(_, data) => onChange(data.value)} />}
    </Field>
  );
}

/**
 * A number typed freely (an intermediate "1." or "-" stays on screen); the property changes
 * when the text is a number, or becomes null when emptied and `nullable`.
 */
export function NumberProperty({ label, value, onChange, min, max, nullable = false, integer = false }: { label: string; value: number | null | undefined; onChange(value: number | null): void; min?: number; max?: number; nullable?: boolean; integer?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const shown = value === null || value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(value);
  // The value changed from outside (undo, another field): show it, unless the text already means it.
  if (seen !== value) {
    setSeen(value);
    if (!(text.trim() !== '' && Number(text) === value)) setText(shown);
  }
  const parsed = text.trim() === '' ? null : Number(text);
  const invalid = (parsed === null && !nullable) || (parsed !== null && (!Number.isFinite(parsed) || (integer && !Number.isInteger(parsed)) || (min !== undefined && parsed < min) || (max !== undefined && parsed > max)));
  return (
    <Field label={label} validationMessage={invalid ? t('designer.panel.invalidNumber') : undefined}>
      <Input
        type="number"
        min={min}
        max={max}
        value={text}
        onChange={(_, data) => {
          setText(data.value);
          const next = data.value.trim() === '' ? null : Number(data.value);
          if (next === null ? nullable : Number.isFinite(next) && (!integer || Number.isInteger(next)) && (min === undefined || next >= min) && (max === undefined || next <= max)) onChange(next);
        }}
      />
    </Field>
  );
}

export function SwitchProperty({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return <Switch label={label} checked={checked} onChange={(_, data) => onChange(data.checked)} />;
}

export function ColorProperty({ label, value, onChange }: { label: string; value: string | undefined; onChange(value: string): void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>{' '}
      <input id={id} type="color" value={value || '#242424'} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export function SelectProperty<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: { value: T; label: string }[]; onChange(value: T): void }) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(_, data) => onChange(data.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
