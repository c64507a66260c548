import type { ChangeEvent } from 'react';
import { localizedValue } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import { applyMask } from '../../utils/apply-mask';
import type { FieldRendererProps } from './field-renderer-props';

type TextTypes = 'Text' | 'LongText' | 'MaskText' | 'EmailAddress';

export function TextInputField(props: FieldRendererProps<TextTypes>) {
  const { field, inputId, describedBy, value, required, invalid, disabled, onChange } = props;
  const { language } = usePublicFormEnv();
  const text = typeof value === 'string' ? value : '';
  const placeholder = localizedValue(field.placeholder, language) || undefined;
  const common = {
    id: inputId,
    className: 'fo-input',
    value: text,
    placeholder,
    disabled,
    'aria-required': required,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  };
  const maxLength = field.type === 'Text' || field.type === 'LongText' ? (field.maxLength ?? undefined) : undefined;
  if (field.type === 'LongText') {
    return <textarea {...common} rows={4} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />;
  }
  const mask = field.type === 'MaskText' ? field.mask : undefined;
  const handle = (event: ChangeEvent<HTMLInputElement>) => onChange(applyMask(event.target.value, mask));
  return (
    <input
      {...common}
      type={field.type === 'EmailAddress' ? 'email' : 'text'}
      autoComplete={field.type === 'EmailAddress' ? 'email' : undefined}
      maxLength={maxLength}
      onChange={handle}
    />
  );
}
