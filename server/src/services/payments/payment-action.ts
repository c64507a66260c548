import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import type { paymentInstallments } from '../../db/schema';
import { submissionPayments } from '../../db/schema';
import { DomainError } from '../../lib/http-error';
import type { CardError, PaymentAction, ProviderAccount } from './card-provider';
import type { CardProviders } from './card-providers';
import { providerAccount } from './charge-installment';
import { applyChargeState } from './provider-events';

type Installment = typeof paymentInstallments.$inferSelect;

/** The account of the submission's card payment, where its charges were made. */
async function paymentAccountOf(db: AppDb, submissionId: string): Promise<ProviderAccount> {
  const [card] = await db.select({ accountId: submissionPayments.accountId }).from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
  const account = card ? await providerAccount(db, card.accountId) : null;
  if (!account) throw new DomainError(400, 'The payment account of this payment no longer exists', { errors: ['noPaymentAccount'] });
  return account;
}

/** 409 `noActionRequired`: the charge does not wait for the cardholder (planned, declined, canceled). */
export const noActionRequired = () => new DomainError(409, 'This payment does not wait for a confirmation with the bank', { errors: ['noActionRequired'], code: 'noActionRequired' });

/**
 * What the browser needs to authenticate a charge waiting for the cardholder (installment status
 * `requires_action`), asked of the provider on the payment's own account. Throws 409
 * noActionRequired when the charge does not wait, or the provider no longer asks for it.
 */
export async function paymentActionOf(db: AppDb, providers: CardProviders, installment: Installment, origin: string): Promise<PaymentAction> {
  if (installment.status !== 'requires_action' || !installment.paymentIntentId) throw noActionRequired();
  const account = await paymentAccountOf(db, installment.submissionId);
  const action = await providers.forAccount(account).getPaymentAction(account, installment.paymentIntentId, { origin });
  if (!action) throw noActionRequired();
  return action;
}

export type ActionOutcome = { outcome: 'succeeded' | 'processing' | 'requires_action' } | { outcome: 'failed'; error: CardError };

/**
 * After the browser ran the authentication: the charge is read from the provider (never the
 * page's word) and written as a provider event would write it (applyChargeState: settleCharge for
 * money taken or under way, with its messages; declineCharge when the bank refused, the installment
 * job's retry schedule for a later installment), each only while the row still waits on that same
 * charge. Idempotent: a charge already settled (a replay, a webhook first) is answered as it is and
 * nothing is written. Throws 409 noActionRequired for a charge that never waited for the cardholder.
 */
export async function completePaymentAction(db: AppDb, providers: CardProviders, installment: Installment): Promise<ActionOutcome> {
  if (installment.status === 'succeeded' || installment.status === 'processing') return { outcome: installment.status };
  if (installment.status !== 'requires_action' || !installment.paymentIntentId) throw noActionRequired();
  const account = await paymentAccountOf(db, installment.submissionId);
  const result = await providers.forAccount(account).getPayment(account, installment.paymentIntentId);
  if (!result) throw noActionRequired();
  if (result.status === 'requires_action') return { outcome: 'requires_action' };
  await applyChargeState(db, installment, result);
  return result.status === 'failed' ? { outcome: 'failed', error: result.error } : { outcome: result.status };
}
