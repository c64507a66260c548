import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { paymentInstallments } from '../../db/schema';
import type { Receipt } from '@front-office/shared/core';
import { DomainError } from '../../lib/http-error';
import type { PaymentAction } from '../payments/card-provider';
import type { CardProviders } from '../payments/card-providers';
import { cardDeclined } from '../payments/confirm-payment';
import { completePaymentAction, paymentActionOf } from '../payments/payment-action';
import { getReceipt } from './receipt';

export interface InstallmentTarget {
  formId: string;
  submissionId: string;
  installmentId: string;
}

async function installmentOf(db: AppDb, target: InstallmentTarget) {
  const [installment] = await db
    .select()
    .from(paymentInstallments)
    .where(and(eq(paymentInstallments.id, target.installmentId), eq(paymentInstallments.submissionId, target.submissionId)));
  return installment ?? null;
}

/**
 * What the receipt page needs to have the payer authenticate a charge the bank holds for the
 * cardholder (an off-session installment in `requires_action`): the provider's client secret and
 * script, from the payment's own account. Null: no such charge on that submission. Throws 409
 * noActionRequired for a charge that does not wait.
 */
export async function installmentAction(db: AppDb, providers: CardProviders, target: InstallmentTarget, origin: string): Promise<PaymentAction | null> {
  const installment = await installmentOf(db, target);
  return installment ? paymentActionOf(db, providers, installment, origin) : null;
}

/**
 * After the payer completed (or failed) the authentication in the page: the charge is read from
 * the provider and settled (payment-action.ts), then the receipt answered. Still waiting: 409
 * `actionRequired`; the authentication refused: the line is declined as the installment job's
 * decline leaves it (its retries, the payer's notice) and 402 with the provider's code. A replay
 * after it was settled answers the receipt and writes nothing. Null: no such charge.
 */
export async function completeInstallmentAction(db: AppDb, providers: CardProviders, target: InstallmentTarget): Promise<Receipt | null> {
  const installment = await installmentOf(db, target);
  if (!installment) return null;
  const done = await completePaymentAction(db, providers, installment);
  if (done.outcome === 'requires_action') {
    throw new DomainError(409, 'Your bank still waits for your confirmation of this payment', { errors: ['actionRequired'], code: 'actionRequired' });
  }
  if (done.outcome === 'failed') throw cardDeclined(done.error);
  return getReceipt(db, target.formId, target.submissionId);
}
