import { cardDeclineReason } from '@front-office/shared/core';

/**
 * The message of a card confirmation error (spec 001 §8), by shared/core's `cardDeclineReason`:
 * card_declined by its decline code (insufficient_funds, lost_card, stolen_card, else the generic
 * decline), expired_card, incorrect_cvc, processing_error, incorrect_number; any other code is the
 * generic decline.
 */
export function cardErrorKey(code: string | null | undefined, declineCode: string | null | undefined): string {
  const reason = cardDeclineReason(code, declineCode);
  // A card is always being set up on the public form: "no card" reads as the generic decline there.
  return `payment.cardErrors.${reason === 'noCard' ? 'generic' : reason}`;
}
