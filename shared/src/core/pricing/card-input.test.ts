import { cardBrandOf, cardCvcError, cardExpiryError, cardNumberError } from './card-input';

const today = new Date(2026, 5, 15);

describe('built-in card form: spec 001 §5 "Public payment" and §9 brands', () => {
  test.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', null],
  ] as const)('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  test.each([
    ['a Visa test card', '4242 4242 4242 4242', null],
    ['an Amex test card', '378282246310005', null],
    ['a failed Luhn check ("Invalid card number")', '4242 4242 4242 4241', 'card.invalidNumber'],
    ['a brand not accepted (JCB)', '3566002020360505', 'card.invalidNumber'],
    ['too short', '4242', 'card.invalidNumber'],
    ['letters', '4242 4242 abcd 4242', 'card.invalidNumber'],
  ] as const)('card number: %s', (_name, number, expected) => {
    expect(cardNumberError(number)).toBe(expected);
  });

  test.each([
    ['MM/YY in the future', '12/34', null],
    ['the current month', '06/26', null],
    ['last month ("Invalid expiry date")', '05/26', 'card.invalidExpiry'],
    ['month 13', '13/30', 'card.invalidExpiry'],
    ['no slash', '1230', 'card.invalidExpiry'],
  ] as const)('expiry: %s', (_name, expiry, expected) => {
    expect(cardExpiryError(expiry, today)).toBe(expected);
  });

  test.each([
    ['3 digits', '123', null],
    ['4 digits (Amex)', '1234', null],
    ['2 digits ("Invalid CVC")', '12', 'card.invalidCvc'],
    ['letters', '12a', 'card.invalidCvc'],
  ] as const)('CVC: %s', (_name, cvc, expected) => {
    expect(cardCvcError(cvc)).toBe(expected);
  });
});
