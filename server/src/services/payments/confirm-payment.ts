import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { forms, paymentHolds, paymentInstallments, submissionPayments, submissions } from '../../db/schema';
import type { Payment } from '@front-office/shared/core';
import type { CardError, PaymentAction, ProviderAccount } from './card-provider';
import type { CardProviders } from './card-providers';
import { chargeInstallment, mirrorPayment, providerAccount, storedPayment } from './charge-installment';
import type { PaymentCard } from './charge-installment';
import { DomainError } from '../../lib/http-error';
import { holdReleased } from './payment-holds';
import { completePaymentAction, paymentActionOf } from './payment-action';

/** A card refused at setup or at the charge: 402 with the provider's codes (spec 001 §8). */
export const cardDeclined = (error: CardError) =>
  new DomainError(402, error.message || 'Your card was declined', { errors: [error.code], code: error.code, declineCode: error.declineCode }, { code: 'cardDeclined' });

/**
 * 402 `authentication_required`: the card's bank asks the cardholder to authenticate the first
 * charge; the page runs the action (Stripe.js confirmCardPayment) and calls the confirm again.
 */
const authenticationRequired = (action: PaymentAction) =>
  new DomainError(402, 'Your bank asks you to confirm this payment', { errors: ['authentication_required'], code: 'authentication_required', action }, { code: 'authentication_required' });

/**
 * Makes the card of a SetupIntent the submission's payment card, asking the provider on the
 * payment's own account (never the page's word). Throws 400 (`unknownSetupIntent`,
 * `setupNotSucceeded`) and cardDeclined (402) for a setup the provider refused. Answers the card as
 * written.
 */
export async function adoptSetupCard(
  db: AppDb,
  providers: CardProviders,
  account: ProviderAccount,
  submissionId: string,
  setupIntentId: string,
): Promise<PaymentCard | undefined> {
  const setup = await providers.forAccount(account).getSetup(account, setupIntentId);
  if (!setup) throw new DomainError(400, 'This card setup is unknown to the payment provider', { errors: ['unknownSetupIntent'] });
  if (setup.status !== 'succeeded') {
    if (setup.error) throw cardDeclined(setup.error);
    throw new DomainError(400, 'The card has not been set up yet', { errors: ['setupNotSucceeded'] });
  }
  const [card] = await db
    .update(submissionPayments)
    .set({ setupIntentId, customerId: setup.customerId, paymentMethodId: setup.paymentMethodId, updatedAt: new Date() })
    .where(eq(submissionPayments.submissionId, submissionId))
    .returning();
  return card;
}

/**
 * 410 `holdExpired`: the card payment was not completed within the hold time and the submission's
 * place, stock and code use were given back (payment-holds.ts); the visitor submits again.
 */
const holdExpired = () =>
  new DomainError(410, 'This registration was held unpaid past its time and was released: submit the form again to register', { errors: ['holdExpired'] });

/**
 * How the server learns that the card setup succeeded (server/README.md "Payments"): the page
 * calls this after the provider confirmed the SetupIntent; the server does not trust the page's
 * word but asks the provider for the SetupIntent, keeps its payment method, and charges the
 * first installment (or the full amount). A replay finds the installment charged and charges
 * nothing; after a decline the visitor sets up another card and calls it again. A first charge cut
 * short by a crash is given back by the queue's sweep and charged again with the same key.
 */
export async function confirmPayment(
  db: AppDb,
  providers: CardProviders,
  target: { organizationId: string; formId: string; submissionId: string; setupIntentId: string; origin?: string },
): Promise<Payment | null> {
  // The submission with its hold, then its card and first charge side by side: the confirmation
  // is the rush's second request, so it reads what it needs in as few round trips as it can.
  const [row] = await db
    .select({ releasedAt: paymentHolds.releasedAt })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .leftJoin(paymentHolds, eq(paymentHolds.submissionId, submissions.id))
    .where(and(eq(submissions.id, target.submissionId), eq(forms.id, target.formId), eq(forms.organizationId, target.organizationId)));
  if (!row) return null;
  if (row.releasedAt != null) throw holdExpired();
  const [[card], [first]] = await Promise.all([
    db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, target.submissionId)),
    db
      .select()
      .from(paymentInstallments)
      .where(and(eq(paymentInstallments.submissionId, target.submissionId), eq(paymentInstallments.position, 0))),
  ]);
  if (!card || !first) throw new DomainError(400, 'This submission has no card payment to confirm', { errors: ['noCardPayment'] });
  if (first.status === 'succeeded' || first.status === 'processing') return mirrorPayment(db, target.submissionId);
  if (first.status === 'requires_action' && card.setupIntentId === target.setupIntentId) {
    // The same card again: the page ran the bank's authentication; the provider says how it ended.
    const done = await completePaymentAction(db, providers, first);
    if (done.outcome === 'requires_action') throw authenticationRequired(await paymentActionOf(db, providers, first, target.origin ?? ''));
    if (done.outcome === 'failed') throw cardDeclined(done.error);
    return mirrorPayment(db, target.submissionId);
  }
  if (first.status === 'READY' && first.nextAttemptAt) {
    // Given back after a crash mid-charge (releaseStaleCharges): the card stays the one of the cut
    // call, so the charge reuses its idempotency key and cannot go through twice.
    const recovered = await chargeInstallment(db, providers, first.id, { visitorRetry: true });
    if (recovered.outcome === 'failed') throw cardDeclined(recovered.error);
    if (recovered.outcome === 'skipped' && (await holdReleased(db, target.submissionId))) throw holdExpired();
    return mirrorPayment(db, target.submissionId);
  }

  const account = await providerAccount(db, card.accountId);
  if (!account) throw new DomainError(400, 'The payment account of this form no longer exists', { errors: ['noPaymentAccount'] });
  const adopted = await adoptSetupCard(db, providers, account, target.submissionId, target.setupIntentId);
  const charged = await chargeInstallment(db, providers, first.id, { visitorRetry: true, ...(adopted ? { source: { card: adopted, account } } : {}) });
  if (charged.outcome === 'failed') throw cardDeclined(charged.error);
  if (charged.outcome === 'requires_action') {
    const [waiting] = await db.select().from(paymentInstallments).where(eq(paymentInstallments.id, first.id));
    if (waiting) throw authenticationRequired(await paymentActionOf(db, providers, waiting, target.origin ?? ''));
  }
  // The hold job canceled the charge between the check above and this claim: it released first.
  if (charged.outcome === 'skipped' && (await holdReleased(db, target.submissionId))) throw holdExpired();
  // A charge the provider answered was written with the payment mirrored in the same transaction.
  if (charged.outcome !== 'skipped') return storedPayment(db, target.submissionId);
  return mirrorPayment(db, target.submissionId);
}
