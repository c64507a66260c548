import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { paymentInstallments, submissionPayments } from '../../db/schema';
import type { Receipt } from '@front-office/shared/core';
import type { CardProviders } from '../payments/card-providers';
import { chargeInstallment, providerAccount } from '../payments/charge-installment';
import { adoptSetupCard, cardDeclined } from '../payments/confirm-payment';
import { DomainError } from '../../lib/http-error';
import { getReceipt } from './receipt';

export interface PayDeclinedTarget {
  formId: string;
  submissionId: string;
  installmentId: string;
  setupIntentId: string;
}

/**
 * The payer pays a declined charge with another card (issue 18 §7), from the receipt page; the
 * route has checked the receipt key. The SetupIntent is read from the provider on the payment's own
 * account (never the page's word), its card becomes the payment's card (later installments use it
 * too), then the installment is charged by chargeInstallment: one conditional claim, a new attempt,
 * so a new idempotency key `installment:{id}:{attempt}`. A replay finds the charge made (or in
 * flight) and charges nothing; the answer is the receipt either way. Null: no such submission or
 * charge on that form. Throws cardDeclined (402) and DomainErrors 400 and 409.
 */
export async function payDeclinedInstallment(db: AppDb, providers: CardProviders, target: PayDeclinedTarget): Promise<Receipt | null> {
  const receipt = await getReceipt(db, target.formId, target.submissionId);
  const line = receipt?.payment?.lines.find((candidate) => candidate.id === target.installmentId);
  const [installment] = await db
    .select()
    .from(paymentInstallments)
    .where(and(eq(paymentInstallments.id, target.installmentId), eq(paymentInstallments.submissionId, target.submissionId)));
  if (!receipt || !line || !installment) return null;
  // Already paid or being paid (a replay, a double click, the queue's worker): nothing to charge.
  if (line.state === 'paid' || line.state === 'processing' || installment.status === 'succeeded' || installment.status === 'processing') return receipt;
  if (!line.canPay) throw new DomainError(409, 'Only a declined payment can be paid with another card', { errors: ['notDeclined'] });

  const [card] = await db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, target.submissionId));
  const account = card ? await providerAccount(db, card.accountId) : null;
  if (!account) throw new DomainError(400, 'The payment account of this payment no longer exists', { errors: ['noPaymentAccount'] });
  await adoptSetupCard(db, providers, account, target.submissionId, target.setupIntentId);
  // declinedRetry: the payer may pay now, before the next scheduled attempt, and a failed one too;
  // a decline with the new card leaves the row as it was (the job's retries still come).
  const charged = await chargeInstallment(db, providers, installment.id, { declinedRetry: true });
  if (charged.outcome === 'failed') throw cardDeclined(charged.error);
  return getReceipt(db, target.formId, target.submissionId);
}
