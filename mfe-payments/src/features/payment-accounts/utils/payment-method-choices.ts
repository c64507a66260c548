import type { PaymentAccount, PaymentAccountType } from '@front-office/shared/core';

const isSportspay = (type: PaymentAccountType) => type === 'sportspay-ca' || type === 'sportspay-us';

/** Whether the organization already has its one sportspay account (spec 000 §5). */
export function hasSportspayAccount(accounts: readonly Pick<PaymentAccount, 'type'>[]): boolean {
  return accounts.some((account) => isSportspay(account.type));
}

/** Methods offered for a new account: stripe always, the sportspay variants only while none exists. */
export function paymentMethodChoices(accounts: readonly Pick<PaymentAccount, 'type'>[]): PaymentAccountType[] {
  return hasSportspayAccount(accounts) ? ['stripe'] : ['stripe', 'sportspay-ca', 'sportspay-us'];
}

/** Default method for a new account: stripe if a sportspay account exists, otherwise sportspay-ca. */
export function defaultPaymentMethod(accounts: readonly Pick<PaymentAccount, 'type'>[]): PaymentAccountType {
  return hasSportspayAccount(accounts) ? 'stripe' : 'sportspay-ca';
}
