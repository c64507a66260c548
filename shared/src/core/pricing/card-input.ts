/** Card brands the built-in card form accepts (spec 001 §9). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/** Spec 001 §9 input lengths: card number 19, expiry 5 (MM/YY), CVC 4. */
export const CARD_INPUT_MAX_LENGTHS = { number: 19, expiry: 5, cvc: 4 } as const;

/** The brand of a card number by its prefix; null when it is none of the four. */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  return null;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Errors of the built-in card form (spec 001 §5 "Public payment"); the keys' English texts are the spec's. */
export type CardInputError = 'card.invalidNumber' | 'card.invalidExpiry' | 'card.invalidCvc';

/** A valid number of one of the four brands, 12 to 19 digits (spaces allowed), passing the Luhn check. */
export function cardNumberError(number: string): CardInputError | null {
  const compact = number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(compact) || cardBrandOf(compact) === null || !luhn(compact)) return 'card.invalidNumber';
  return null;
}

/** MM/YY, a real month, not before the current month of `today`. */
export function cardExpiryError(expiry: string, today: Date = new Date()): CardInputError | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return 'card.invalidExpiry';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'card.invalidExpiry';
  if (year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1) return 'card.invalidExpiry';
  return null;
}

/** 3 to 4 digits. */
export function cardCvcError(cvc: string): CardInputError | null {
  return /^\d{3,4}$/.test(cvc.trim()) ? null : 'card.invalidCvc';
}
