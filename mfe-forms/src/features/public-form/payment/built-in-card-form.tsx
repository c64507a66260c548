import { CARD_INPUT_MAX_LENGTHS, cardCvcError, cardExpiryError, cardNumberError } from '@front-office/shared/core';
import { PaymentInput } from './payment-input';
import { usePaymentTranslate } from './payment-texts';

export interface BuiltInCard {
  number: string;
  expiry: string;
  cvc: string;
}

export type BuiltInCardErrors = Partial<Record<keyof BuiltInCard, string>>;

/** The built-in card form's errors (spec 001 §5): message keys by input, empty when valid. */
export function builtInCardErrors(card: BuiltInCard, today: Date = new Date()): BuiltInCardErrors {
  const errors: BuiltInCardErrors = {};
  const number = cardNumberError(card.number);
  const expiry = cardExpiryError(card.expiry, today);
  const cvc = cardCvcError(card.cvc);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}

/** Formats MM/YY as it is typed: the slash comes after the month. */
function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The card form of the second provider's accounts (8-character ids, spec 001 §9): Visa,
 * Mastercard, Amex or Discover; number ≤ 19, MM/YY ≤ 5, CVC 3–4 digits. The data goes to the
 * provider's script only, never to our server.
 */
export function BuiltInCardForm({ card, errors, onChange }: { card: BuiltInCard; errors: BuiltInCardErrors; onChange(card: BuiltInCard): void }) {
  const t = usePaymentTranslate();
  const input = (name: keyof BuiltInCard, label: string, maxLength: number, autoComplete: string, format: (text: string) => string) => (
    <PaymentInput
      id={`fo-card-${name}`}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={maxLength}
      label={label}
      value={card[name]}
      error={errors[name] ? t(errors[name]) : undefined}
      onChange={(value) => onChange({ ...card, [name]: format(value) })}
    />
  );
  return (
    <div className="fo-card-form">
      {input('number', t('payment.cardNumber'), CARD_INPUT_MAX_LENGTHS.number, 'cc-number', (text) => text.replace(/[^\d ]/g, ''))}
      {input('expiry', t('payment.cardExpiry'), CARD_INPUT_MAX_LENGTHS.expiry, 'cc-exp', formatExpiry)}
      {input('cvc', t('payment.cardCvc'), CARD_INPUT_MAX_LENGTHS.cvc, 'cc-csc', (text) => text.replace(/\D/g, ''))}
    </div>
  );
}
