import { PaymentStatusBadge, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Caption1, Subtitle2, Text } from '@front-office/shared/ui';
import { MoneyHandRegular } from '@fluentui/react-icons';
import { formatDate, formatMoney, isPaymentSettledAgainstRefund, paymentDisputeState } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { StaffSubmission } from '../api/types';
import { DeclinedLineNote } from './declined-line-note';
import { DisputeNote, LineRefunds, PaymentLineStatus } from './payment-line-status';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  pairs: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  lines: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  total: { display: 'flex', justifyContent: 'space-between', borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalS },
  money: { display: 'grid', gridTemplateColumns: '1fr auto', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  amount: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // A dt/dd pair in a div (allowed in a dl) that the grid lays out as if the div were not there.
  pair: { display: 'contents' },
});

/**
 * What the payment moved, as the report's money columns show it (the server's `money`, shared/core
 * `paymentMoney`): the discounts, then for a card payment what was paid, refunded and kept.
 */
function MoneyBlock({ submission }: { submission: StaffSubmission }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { money, coupon, payment } = submission;
  if (!money || !payment) return null;
  const rows: { key: string; label: string; amount: string; strong?: boolean }[] = [];
  if (coupon) rows.push({ key: 'code', label: t('summary.codeDiscount', { code: coupon.code }), amount: `−${formatMoney(money.codeDiscount)}` });
  if (money.modeDiscount > 0) rows.push({ key: 'mode', label: t('summary.modeDiscount'), amount: `−${formatMoney(money.modeDiscount)}` });
  if (payment.method !== 'other') {
    rows.push({ key: 'paid', label: t('summary.totalPaid'), amount: formatMoney(money.charged) });
    rows.push({ key: 'refunded', label: t('summary.refundedTotal'), amount: money.refunded > 0 ? `−${formatMoney(money.refunded)}` : formatMoney(0) });
    // A dispute lost took its amount back: the net is what stays (charged − refunded − lost).
    if (money.disputed > 0) rows.push({ key: 'disputed', label: t('summary.disputed'), amount: formatMoney(money.disputed) });
    if (money.disputeLost > 0) rows.push({ key: 'disputeLost', label: t('summary.disputeLost'), amount: `−${formatMoney(money.disputeLost)}` });
    rows.push({ key: 'net', label: t('summary.net'), amount: formatMoney(money.net), strong: true });
  }
  if (rows.length === 0) return null;
  return (
    <dl className={styles.money} aria-label={t('summary.money')} data-testid="payment-money">
      {rows.map((row) => (
        <div key={row.key} className={styles.pair} data-testid={`payment-money-${row.key}`}>
          <dt>
            <Text weight={row.strong ? 'semibold' : 'regular'}>{row.label}</Text>
          </dt>
          <dd className={styles.amount}>
            <Text weight={row.strong ? 'semibold' : 'regular'}>{row.amount}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface SummaryPanelProps {
  organizationId: string;
  formId: string;
  submission: StaffSubmission;
  /** Shown only with the right to refund and cancel (FORM_SUBMISSION update). */
  onRefund?: () => void;
  /** "Charge again" on a declined installment, with the same right. */
  canRetry?: boolean;
}

/** The summary side panel of a submission (spec 000 §2): ids, sent date, payments, discounts and what was paid, refunded and kept. */
export function SummaryPanel({ organizationId, formId, submission, onRefund, canRetry = false }: SummaryPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { payment } = submission;
  const actionable = payment?.method === 'credit_card' && payment.paymentDetails.some((line) => !isPaymentSettledAgainstRefund(line.status));

  return (
    <aside className={styles.root} aria-labelledby="submission-summary-title" data-testid="submission-summary">
      <Subtitle2 as="h2" id="submission-summary-title">
        {t('summary.title')}
      </Subtitle2>
      <dl className={styles.pairs}>
        <dt>
          <Caption1>{t('summary.formId')}</Caption1>
        </dt>
        <dd className={styles.value}>
          <Caption1>{formId}</Caption1>
        </dd>
        <dt>
          <Caption1>{t('summary.submissionId')}</Caption1>
        </dt>
        <dd className={styles.value}>
          <Caption1>{submission.id}</Caption1>
        </dd>
        <dt>
          <Caption1>{t('summary.sentDate')}</Caption1>
        </dt>
        <dd className={styles.value}>
          <time dateTime={submission.date}>{formatDate(submission.date)}</time>
        </dd>
      </dl>
      <Subtitle2 as="h3">{t('summary.payment')}</Subtitle2>
      {!payment && <Text>{t('summary.noPayment')}</Text>}
      {payment && (
        <>
          <div>
            <PaymentStatusBadge status={payment.status} dispute={paymentDisputeState(payment.paymentDetails)} />
          </div>
          {payment.method === 'other' ? (
            <>
              <Text>{t('summary.otherNote')}</Text>
              <div className={styles.total}>
                <Text weight="semibold">{t('summary.total')}</Text>
                <Text weight="semibold">{formatMoney(payment.total)}</Text>
              </div>
              <MoneyBlock submission={submission} />
            </>
          ) : (
            <>
              <Subtitle2 as="h3">{t('summary.payments')}</Subtitle2>
              <ul className={styles.lines} aria-label={t('summary.payments')}>
                {payment.paymentDetails.map((line) => (
                  <li key={line.id} className={styles.line} data-testid={`payment-line-${line.id}`}>
                    <time dateTime={line.date}>{formatDate(line.date)}</time>
                    <Text>{formatMoney(line.total)}</Text>
                    <PaymentLineStatus line={line} />
                    <LineRefunds line={line} />
                    <DisputeNote line={line} />
                    <DeclinedLineNote organizationId={organizationId} formId={formId} paymentId={payment.id} line={line} canRetry={canRetry} />
                  </li>
                ))}
              </ul>
              <div className={styles.total}>
                <Text weight="semibold">{t('summary.total')}</Text>
                <Text weight="semibold">{formatMoney(payment.paymentDetails.reduce((sum, line) => sum + line.total, 0) || payment.total)}</Text>
              </div>
              <MoneyBlock submission={submission} />
              {onRefund && actionable && (
                <Button icon={<MoneyHandRegular />} onClick={onRefund}>
                  {t('summary.refundOrCancel')}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </aside>
  );
}
