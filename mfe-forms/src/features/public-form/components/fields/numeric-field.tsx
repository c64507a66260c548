import type { WheelEvent } from 'react';
import { localizedValue } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import type { FieldRendererProps } from './field-renderer-props';

// Spec 001 §5: number inputs ignore the mouse wheel. Leaving focus is what stops browsers from
// stepping the value while the page scrolls on as usual.
const ignoreWheel = (event: WheelEvent<HTMLInputElement>) => event.currentTarget.blur();

export function NumericField({ field, inputId, describedBy, value, required, invalid, disabled, onChange }: FieldRendererProps<'Numeric'>) {
  const { language } = usePublicFormEnv();
  const decimals = field.decimals ?? 0;
  return (
    <input
      id={inputId}
      className="fo-input"
      type="number"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      step={decimals > 0 ? 10 ** -decimals : 1}
      min={field.min ?? undefined}
      max={field.max ?? undefined}
      value={typeof value === 'number' ? value : ''}
      placeholder={localizedValue(field.placeholder, language) || undefined}
      disabled={disabled}
      aria-required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onWheel={ignoreWheel}
      onChange={(event) => {
        const text = event.target.value;
        const number = Number(text);
        onChange(text === '' || !Number.isFinite(number) ? null : number);
      }}
    />
  );
}
