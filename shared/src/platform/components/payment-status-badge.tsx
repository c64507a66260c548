import { useTranslation } from 'react-i18next';
import type { DisputeState } from '@front-office/shared/core';
import { disputeTone, paymentStatusLabelKey, paymentStatusTone } from '@front-office/shared/core';
import { StatusBadge } from './status-badge';

/**
 * A payment status as a coloured, translated badge; both spellings (spec 000 §4). A charge under
 * dispute shows its dispute instead (shared/core `disputeState`, `paymentDisputeState`).
 */
export function PaymentStatusBadge({ status, dispute = null }: { status: string; dispute?: DisputeState | null }) {
  const { t } = useTranslation('common');
  return (
    <StatusBadge color={dispute ? disputeTone(dispute) : paymentStatusTone(status)}>{t(dispute ? `paymentStatus.${dispute}` : paymentStatusLabelKey(status))}</StatusBadge>
  );
}
