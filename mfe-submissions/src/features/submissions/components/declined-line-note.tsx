import { ApiError, useToast, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Caption1 } from '@front-office/shared/ui';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { cardDeclineReason, declinedLine, formatDate, formatMoney, normalizePaymentStatus } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useRetryInstallment } from '../api/retry-installment';
import type { PaymentLine } from '../api/types';
import { actionErrorKey } from '../utils/action-error-key';
import { useDeclinedText } from './payment-line-status';

const useStyles = makeStyles({
  note: { flexBasis: '100%', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface DeclinedLineNoteProps {
  organizationId: string;
  formId: string;
  paymentId: string;
  line: PaymentLine;
  /** Staff with FORM_SUBMISSION update may charge it again now. */
  canRetry: boolean;
}

/**
 * Under a declined installment (issue 18 §7): the provider's reason, the date of the next attempt
 * (or that none is planned); under one whose bank asks the cardholder to authenticate it
 * (requires_action), that the payer was sent the link. For staff who may, "Charge again" (one new
 * charge; pressing twice charges once, the server sees to it).
 */
export function DeclinedLineNote({ organizationId, formId, paymentId, line, canRetry }: DeclinedLineNoteProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const toast = useToast();
  const retry = useRetryInstallment(organizationId, formId);
  const describe = useDeclinedText();
  const declined = declinedLine(line);
  const actionRequired = normalizePaymentStatus(line.status) === 'requires_action';
  if (!declined && !actionRequired) return null;

  const charge = () =>
    retry.mutate(
      { paymentId, lineId: line.id },
      {
        onSuccess: (outcome) => {
          if (outcome.charge.status === 'succeeded') toast.success(t('declined.retried'));
          else if (outcome.charge.status === 'requires_action') toast.info(t('actionRequired.retried'));
          else toast.info(t('declined.retryPending'));
        },
        onError: (error) => {
          const body = error instanceof ApiError ? (error.body as { code?: unknown; declineCode?: unknown } | null) : null;
          if (error instanceof ApiError && error.status === 402) {
            const reason = cardDeclineReason(typeof body?.code === 'string' ? body.code : null, typeof body?.declineCode === 'string' ? body.declineCode : null);
            toast.error(t('declined.declinedAgain', { reason: t(`declined.reasons.${reason}`) }));
            return;
          }
          toast.error(t(actionErrorKey(error, 'retry')));
        },
      },
    );

  return (
    <div className={styles.note} data-testid={`${declined ? 'declined' : 'action-required'}-${line.id}`}>
      <Caption1>{declined ? describe(declined) : t('actionRequired.note')}</Caption1>
      {canRetry && (
        <Button
          size="small"
          icon={<ArrowClockwiseRegular />}
          disabled={retry.isPending}
          onClick={charge}
          aria-label={retry.isPending ? undefined : t('declined.retryLabel', { date: formatDate(line.date), amount: formatMoney(line.total) })}
        >
          {retry.isPending ? t('declined.retrying') : t('declined.retry')}
        </Button>
      )}
    </div>
  );
}
