import type { PaymentAccount } from '@front-office/shared/core';

/** Spec 000 §4: a warning badge for sportspay-us, or sportspay-ca without a publishable key. */
export function shouldShowStatusBadge(account: Pick<PaymentAccount, 'type' | 'stripe_publishable_key'>): boolean {
  if (account.type === 'sportspay-us') return true;
  return account.type === 'sportspay-ca' && !account.stripe_publishable_key;
}

/** Spec 000 §4: the open-external button is hidden while the account is in review. */
export function canOpenExternal(account: Pick<PaymentAccount, 'status'>): boolean {
  return account.status !== 'in-review';
}

/** Spec 000 §6: only stripe-type accounts can be removed. */
export function isRemovable(account: Pick<PaymentAccount, 'type'>): boolean {
  return account.type === 'stripe';
}
