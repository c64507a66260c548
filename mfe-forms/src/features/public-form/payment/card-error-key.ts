/**
 * The message of a card confirmation error (spec 001 §8): card_declined by its decline code
 * (insufficient_funds, lost_card, stolen_card, else the generic decline), expired_card,
 * incorrect_cvc, processing_error, incorrect_number; any other code is the generic decline.
 */
export function cardErrorKey(code: string | null | undefined, declineCode: string | null | undefined): string {
  switch (code) {
    case 'card_declined':
      if (declineCode === 'insufficient_funds') return 'payment.cardErrors.insufficientFunds';
      if (declineCode === 'lost_card') return 'payment.cardErrors.lostCard';
      if (declineCode === 'stolen_card') return 'payment.cardErrors.stolenCard';
      return 'payment.cardErrors.generic';
    case 'expired_card':
      return 'payment.cardErrors.expiredCard';
    case 'incorrect_cvc':
      return 'payment.cardErrors.incorrectCvc';
    case 'processing_error':
      return 'payment.cardErrors.processingError';
    case 'incorrect_number':
      return 'payment.cardErrors.incorrectNumber';
    default:
      return 'payment.cardErrors.generic';
  }
}
