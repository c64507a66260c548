import { useState } from 'react';
import { Input } from '@fluentui/react-components';
import type { InputProps } from '@fluentui/react-components';
import { centsToUnits, unitsToCents } from '@front-office/shared/core';

/**
 * A number typed as text: the text stays as typed ("12." while typing) and each change hands
 * the parsed number on (NaN when it is not one, so the shared checks name the problem). A new
 * value from outside (undo, another input) replaces the text.
 */
export function NumberTextInput({
  value,
  onValue,
  parse,
  format = (number) => (Number.isFinite(number) ? String(number) : ''),
  ...props
}: { value: number; onValue(value: number): void; parse(text: string): number; format?(value: number): string } & Omit<InputProps, 'value' | 'onChange'>) {
  const [text, setText] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    // Changed from outside: show the new value (render-time sync, no effect needed).
    setShown(value);
    if (!Object.is(parse(text), value)) setText(format(value));
  }
  return (
    <Input
      {...props}
      value={text}
      onChange={(_, data) => {
        const parsed = parse(data.value);
        setText(data.value);
        setShown(parsed);
        onValue(parsed);
      }}
    />
  );
}

/** A plain number ("10", "12.5"); NaN otherwise. */
export const parseNumber = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

/** Cents of an amount typed in currency units; NaN otherwise. */
export const parseCents = (text: string) => unitsToCents(text) ?? NaN;

/** Cents shown in currency units ("12.50"). */
export const formatCents = (cents: number) => (Number.isFinite(cents) ? centsToUnits(cents) : '');
