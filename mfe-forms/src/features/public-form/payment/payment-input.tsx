import type { InputHTMLAttributes } from 'react';

export interface PaymentInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  /** The translated error shown under the input, if any. */
  error?: string | undefined;
  onChange(value: string): void;
}

/** A labelled text input of the payment panel with its error tied by aria-describedby. */
export function PaymentInput({ id, label, value, error, onChange, ...rest }: PaymentInputProps) {
  return (
    <div className="fo-field">
      <label className="fo-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="fo-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p className="fo-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
