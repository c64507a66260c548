import type { CardError } from './card-provider';

/** Luhn check of a card number's digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const declined = (declineCode: string, message: string): CardError => ({ code: 'card_declined', declineCode, message });

/**
 * Stripe's published test cards (https://docs.stripe.com/testing) as the simulated provider
 * plays them when a card is set up; any other valid number succeeds.
 */
const SETUP_OUTCOMES: Record<string, CardError> = {
  '4000000000000002': declined('generic_decline', 'Your card was declined.'),
  '4000000000009995': declined('insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': declined('lost_card', 'Your card was declined.'),
  '4000000000009979': declined('stolen_card', 'Your card was declined.'),
  '4000000000000069': { code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." },
  '4000000000000119': { code: 'processing_error', declineCode: null, message: 'An error occurred while processing your card.' },
};

/** Stripe's "attaches, then every charge is declined" card: set up fine, refused when charged. */
export const CHARGE_DECLINED_LAST4 = '0341';
export const CHARGE_DECLINED_CARD = '4000000000000341';

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export function cardBrand(digits: string): string | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return null;
}

/** What setting up this card does at the simulated provider: null when it succeeds. */
export function setupOutcome(card: TestCard, now: Date = new Date()): CardError | null {
  const digits = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits) || cardBrand(digits) === null) {
    return { code: 'incorrect_number', declineCode: null, message: 'Your card number is incorrect.' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { code: 'invalid_expiry_month', declineCode: null, message: "Your card's expiration month is invalid." };
  }
  if (year * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { code: 'expired_card', declineCode: null, message: 'Your card has expired.' };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." };
  return SETUP_OUTCOMES[digits] ?? null;
}
