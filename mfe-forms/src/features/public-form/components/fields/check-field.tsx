import { localizedValue } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import type { FieldRendererProps } from './field-renderer-props';

type CheckTypes = 'CheckBox' | 'Toggle' | 'Acknowledgment';

/** A single box whose own label is the field text (so the view draws no label above it). */
export function CheckField({ field, inputId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<CheckTypes>) {
  const { language } = usePublicFormEnv();
  const isToggle = field.type === 'Toggle';
  return (
    <label className={isToggle ? 'fo-check fo-toggle' : 'fo-check'} htmlFor={inputId} style={field.textColor ? { color: field.textColor } : undefined}>
      <input
        id={inputId}
        type="checkbox"
        role={isToggle ? 'switch' : undefined}
        checked={value === true}
        disabled={disabled}
        aria-required={required}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={field.hiddenText ? 'fo-sr-only' : undefined}>
        {localizedValue(field.text, language)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
    </label>
  );
}
