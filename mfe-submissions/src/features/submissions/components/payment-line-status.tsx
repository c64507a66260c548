import { PaymentStatusBadge, StatusBadge, useTranslation } from '@front-office/shared/platform';
import { Caption1 } from '@front-office/shared/ui';
import type { DeclinedLine } from '@front-office/shared/core';
import { declinedLine, disputeState, formatDate, formatMoney } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { PaymentLine } from '../api/types';

/**
 * A payment line's status badge: its dispute when the cardholder's bank disputed it (Disputed,
 * Dispute won, Dispute lost), "Declined" for an installment whose charge was declined (issue 18
 * §7), else its status.
 */
export function PaymentLineStatus({ line }: { line: PaymentLine }) {
  const { t } = useTranslation(NAMESPACE);
  const dispute = disputeState(line.dispute);
  if (dispute || !declinedLine(line)) return <PaymentStatusBadge status={line.status} dispute={dispute} />;
  return (
    <StatusBadge color="danger">{t('declined.badge')}</StatusBadge>
  );
}

/** Why the line was declined and what happens next, in one sentence. */
export function useDeclinedText(): (declined: DeclinedLine) => string {
  const { t } = useTranslation(NAMESPACE);
  return (declined) =>
    `${t('declined.reason', { reason: t(`declined.reasons.${declined.reason}`) })} ${declined.nextAttemptAt ? t('declined.nextAttempt', { date: formatDate(declined.nextAttemptAt) }) : t('declined.noNextAttempt')}`;
}

/** What a line's dispute holds or decided, in one sentence (the provider's status in words when known). */
export function DisputeNote({ line }: { line: PaymentLine }) {
  const { t } = useTranslation(NAMESPACE);
  const state = disputeState(line.dispute);
  if (!state || !line.dispute) return null;
  const amount = formatMoney(line.dispute.amount);
  const status = t(`dispute.statuses.${line.dispute.status}`, { defaultValue: line.dispute.status });
  const text = state === 'disputed' ? t('dispute.open', { amount, status }) : t(state === 'dispute_won' ? 'dispute.won' : 'dispute.lost', { amount });
  return <Caption1 data-testid={`dispute-${line.id}`}>{text}</Caption1>;
}

/** What refunds gave back of a line: done, and still under way at the provider ("Refund pending" until it settles). */
export function LineRefunds({ line }: { line: PaymentLine }) {
  const { t } = useTranslation(NAMESPACE);
  const pending = line.refundPending ?? 0;
  const done = line.refundedTotal - pending;
  return (
    <>
      {done > 0 && <Caption1>{t('summary.refunded', { amount: formatMoney(done) })}</Caption1>}
      {pending > 0 && <Caption1 data-testid={`refund-pending-${line.id}`}>{t('summary.refundPending', { amount: formatMoney(pending) })}</Caption1>}
    </>
  );
}
