import { PaymentStatusBadge, useTranslation } from '@front-office/shared/platform';
import { Badge } from '@front-office/shared/ui';
import type { DeclinedLine } from '@front-office/shared/core';
import { declinedLine, formatDate } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { PaymentLine } from '../api/types';

/** A payment line's status badge: "Declined" for an installment whose charge was declined (issue 18 §7), else its status. */
export function PaymentLineStatus({ line }: { line: PaymentLine }) {
  const { t } = useTranslation(NAMESPACE);
  if (!declinedLine(line)) return <PaymentStatusBadge status={line.status} />;
  return (
    <Badge appearance="tint" color="danger" shape="rounded">
      {t('declined.badge')}
    </Badge>
  );
}

/** Why the line was declined and what happens next, in one sentence. */
export function useDeclinedText(): (declined: DeclinedLine) => string {
  const { t } = useTranslation(NAMESPACE);
  return (declined) =>
    `${t('declined.reason', { reason: t(`declined.reasons.${declined.reason}`) })} ${declined.nextAttemptAt ? t('declined.nextAttempt', { date: formatDate(declined.nextAttemptAt) }) : t('declined.noNextAttempt')}`;
}
