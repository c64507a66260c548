import type { PaymentAccountType } from '@front-office/shared/core';
import { defaultPaymentMethod, paymentMethodChoices } from './payment-method-choices';

const accounts = (...types: PaymentAccountType[]) => types.map((type) => ({ type }));

describe('payment method choices (spec 000 §2 "Payment accounts page")', () => {
  it.each([
    [[], ['stripe', 'sportspay-ca', 'sportspay-us'], 'sportspay-ca'],
    [['stripe', 'stripe'], ['stripe', 'sportspay-ca', 'sportspay-us'], 'sportspay-ca'],
    [['sportspay-ca'], ['stripe'], 'stripe'],
    [['stripe', 'sportspay-us'], ['stripe'], 'stripe'],
  ] as [PaymentAccountType[], PaymentAccountType[], PaymentAccountType][])('with accounts %j offers %j and defaults to %s', (types, choices, fallback) => {
    expect(paymentMethodChoices(accounts(...types))).toEqual(choices);
    expect(defaultPaymentMethod(accounts(...types))).toBe(fallback);
  });
});
