import { Badge } from '@front-office/shared/ui';
import { useTranslation } from 'react-i18next';
import { paymentStatusLabelKey, paymentStatusTone } from '@front-office/shared/core';

/** A payment status as a coloured, translated badge; both spellings (spec 000 §4). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('common');
  return (
    <Badge appearance="tint" color={paymentStatusTone(status)} shape="rounded">
      {t(paymentStatusLabelKey(status))}
    </Badge>
  );
}
