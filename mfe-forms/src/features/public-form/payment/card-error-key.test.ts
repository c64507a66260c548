import { cardErrorKey } from './card-error-key';

describe('cardErrorKey: spec 001 §8 card confirmation codes', () => {
  test.each([
    ['card_declined', 'insufficient_funds', 'payment.cardErrors.insufficientFunds'],
    ['card_declined', 'lost_card', 'payment.cardErrors.lostCard'],
    ['card_declined', 'stolen_card', 'payment.cardErrors.stolenCard'],
    ['card_declined', 'generic_decline', 'payment.cardErrors.generic'],
    ['card_declined', null, 'payment.cardErrors.generic'],
    ['expired_card', null, 'payment.cardErrors.expiredCard'],
    ['incorrect_cvc', null, 'payment.cardErrors.incorrectCvc'],
    ['processing_error', null, 'payment.cardErrors.processingError'],
    ['incorrect_number', null, 'payment.cardErrors.incorrectNumber'],
    ['authentication_required', null, 'payment.cardErrors.generic'],
    [null, null, 'payment.cardErrors.generic'],
  ])('%s / %s → %s', (code, declineCode, key) => {
    expect(cardErrorKey(code, declineCode)).toBe(key);
  });
});
