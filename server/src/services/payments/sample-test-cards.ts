import { cardNumberError } from '@front-office/shared/core';
import type { CardError } from './card-provider';

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

/**
 * Stripe's 4000 0027 6000 3184 ("always requires authentication"): set up without a 3-D Secure
 * step here, then every charge of it waits for the cardholder (`requires_action`) until the payer
 * completes the simulated authentication (confirmCardPayment in the provider's script).
 */
export const AUTHENTICATION_REQUIRED_LAST4 = '3184';

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What setting up this card does at the simulated provider: null when it succeeds. */
export function setupOutcome(card: TestCard, now: Date = new Date()): CardError | null {
  const digits = card.number.replace(/\s+/g, '');
  // The same number check as the built-in card form (shared/core): 12–19 digits, four brands, Luhn.
  if (cardNumberError(digits) !== null) {
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
