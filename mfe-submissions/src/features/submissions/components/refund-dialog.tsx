import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError, DialogFormActions, useIsNarrowScreen, useToast, useTranslation } from '@front-office/shared/platform';
import { Radio, makeStyles, Checkbox, Input } from '@fluentui/react-components';
import { tokens, Caption1, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@front-office/shared/ui';
import {
  amountInputText,
  amountToCents,
  centsToAmount,
  declinedLine,
  formatDate,
  formatMoney,
  normalizedAmountText,
  isPaymentSettledAgainstRefund,
  linesStoppedByCancel,
  normalizePaymentStatus,
  refundAmountProblem,
  refundLimit,
} from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useCancelPayment, useRefundPayment } from '../api/refund-payment';
import type { PaymentLine, StaffPayment } from '../api/types';
import { actionErrorKey } from '../utils/action-error-key';
import { DisputeNote, PaymentLineStatus, useDeclinedText } from './payment-line-status';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tableWrapper: { overflowX: 'auto' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  facts: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 0 },
  fact: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: tokens.spacingHorizontalS },
  factLabel: { color: tokens.colorNeutralForeground3 },
  factValue: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  intent: { overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace },
  options: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  status: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  stopped: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

const FACT_KEYS = ['intentId', 'date', 'total', 'fees', 'refundable', 'status'] as const;

interface RefundValues {
  partial: boolean;
  includeFees: boolean;
  amount: string;
}

export interface RefundDialogProps {
  organizationId: string;
  formId: string;
  payment: StaffPayment;
  onClose: () => void;
}

const firstActionable = (lines: PaymentLine[]) => lines.find((line) => !isPaymentSettledAgainstRefund(line.status)) ?? lines[0];

/**
 * The refund/cancel modal (spec 000 §2, §4, §5): the payment lines in a table (a list of cards on a phone); confirm is
 * disabled for canceled, refunded, pending_refund and failed lines; a succeeded line is refunded
 * (in full, or in part, with or without the provider fees), any other is canceled with the
 * planned ones after it, which the dialog lists (shared/core `linesStoppedByCancel`, the rule the
 * server applies). Success is said only of a refund the provider made; a pending one says so.
 */
export function RefundDialog({ organizationId, formId, payment, onClose }: RefundDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const isNarrow = useIsNarrowScreen();
  const toast = useToast();
  const refund = useRefundPayment(organizationId, formId);
  const cancel = useCancelPayment(organizationId, formId);
  const [lineId, setLineId] = useState(() => firstActionable(payment.paymentDetails)?.id ?? '');
  // One key per opening of the dialog: a second click or a retry answers the refund already made.
  const [requestKey] = useState(() => crypto.randomUUID());
  const line = payment.paymentDetails.find((candidate) => candidate.id === lineId);
  const { register, handleSubmit, control, formState } = useForm<RefundValues>({ mode: 'onTouched', defaultValues: { partial: false, includeFees: false, amount: '' } });
  const partial = useWatch({ control, name: 'partial' });
  const includeFees = useWatch({ control, name: 'includeFees' });

  const status = line ? normalizePaymentStatus(line.status) : null;
  const isRefund = status === 'succeeded';
  const isBlocked = !line || isPaymentSettledAgainstRefund(line.status);
  const limit = useMemo(
    () => (line ? refundLimit({ total: line.total, providerFees: line.providerFees ?? 0, refunded: line.refundedTotal, partial, includeFees }) : 0),
    [line, partial, includeFees],
  );
  const busy = refund.isPending || cancel.isPending;
  const describeDeclined = useDeclinedText();
  const stopped = useMemo(() => (line && !isRefund ? linesStoppedByCancel(payment.paymentDetails, line.id) : []), [payment.paymentDetails, line, isRefund]);

  const fail = (error: unknown, action: 'refund' | 'cancel') => {
    const key = actionErrorKey(error, action);
    // The provider's own words say why it refused (they are the provider's, not translated).
    if (key === 'refund.providerRefused' && error instanceof ApiError && error.message) toast.error(t('refund.refusedWithReason', { reason: error.message }));
    else toast.error(t(key));
  };
  const confirm = handleSubmit((values) => {
    if (!line || isBlocked) return;
    if (!isRefund) {
      cancel.mutate(
        { paymentId: payment.id, lineId: line.id },
        {
          onSuccess: () => {
            toast.success(t('cancel.success'));
            onClose();
          },
          onError: (error) => fail(error, 'cancel'),
        },
      );
      return;
    }
    const amount = values.partial ? (amountToCents(values.amount) ?? 0) : limit;
    refund.mutate(
      { paymentId: payment.id, lineId: line.id, amount, refundStripeFees: values.includeFees, requestKey },
      {
        onSuccess: (outcome) => {
          if (outcome.refund.status === 'succeeded') toast.success(t('refund.success'));
          else if (outcome.refund.status === 'pending') toast.info(t('refund.pending'));
          else {
            toast.error(t('refund.error'));
            return;
          }
          onClose();
        },
        onError: (error) => fail(error, 'refund'),
      },
    );
  });

  const choice = (candidate: PaymentLine) => (
    <Radio
      name="payment-line"
      value={candidate.id}
      checked={candidate.id === lineId}
      onChange={() => setLineId(candidate.id)}
      aria-label={t('refund.choose', { id: `${formatDate(candidate.date)} ${formatMoney(candidate.total)}` })}
    />
  );
  // What the dialog says of each payment line, in column order (a table) or as labelled facts (a phone).
  const facts = (candidate: PaymentLine): [string, ReactNode][] => {
    const declined = declinedLine(candidate);
    const values: Record<(typeof FACT_KEYS)[number], ReactNode> = {
      // The server gives each line its own intent (a single charge falls back to the payment's).
      intentId: <span className={styles.intent}>{candidate.paymentIntentId ?? t('refund.none')}</span>,
      date: formatDate(candidate.date),
      total: formatMoney(candidate.total),
      fees: candidate.providerFees !== undefined ? formatMoney(candidate.providerFees) : t('refund.none'),
      refundable: formatMoney(candidate.refundable),
      status: (
        <div className={styles.status}>
          <PaymentLineStatus line={candidate} />
          {declined && <Caption1>{describeDeclined(declined)}</Caption1>}
          {normalizePaymentStatus(candidate.status) === 'requires_action' && <Caption1>{t('actionRequired.note')}</Caption1>}
          {(candidate.refundPending ?? 0) > 0 && <Caption1>{t('summary.refundPending', { amount: formatMoney(candidate.refundPending ?? 0) })}</Caption1>}
          <DisputeNote line={candidate} />
        </div>
      ),
    };
    return FACT_KEYS.map((key) => [t(`refund.${key}`), values[key]]);
  };

  const amountError = formState.errors.amount?.message;
  // Spec 001 §5: digits and a dot only, two decimals once left, so the only messages are the
  // spec's three (required, too small, higher than the payment).
  const validateAmount = (value: string, values: RefundValues) => {
    // A full refund gives back the limit shown: only a typed (partial) amount is checked.
    if (!values.partial) return true;
    const problem = refundAmountProblem(amountToCents(value), limit);
    return problem === null || t(problem === 'tooHigh' ? 'refund.amountTooHigh' : `refund.${problem}`);
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('refund.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{t('refund.intro')}</Text>
              {isNarrow ? (
                // A phone reads each payment as a card of labelled facts: a seven-column table
                // wrapped its ids two characters a line and overlapped its headers.
                <ul className={styles.cards} aria-label={t('refund.title')}>
                  {payment.paymentDetails.map((candidate) => (
                    <li key={candidate.id} className={styles.card} data-testid={`refund-line-${candidate.id}`}>
                      {choice(candidate)}
                      <dl className={styles.facts}>
                        {facts(candidate).map(([label, value]) => (
                          <div key={label} className={styles.fact}>
                            <dt className={styles.factLabel}>{label}</dt>
                            <dd className={styles.factValue}>{value}</dd>
                          </div>
                        ))}
                      </dl>
                    </li>
                  ))}
                </ul>
              ) : (
                <div className={styles.tableWrapper}>
                  <Table size="small" aria-label={t('refund.title')}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{t('refund.select')}</TableHeaderCell>
                        {FACT_KEYS.map((key) => (
                          <TableHeaderCell key={key}>{t(`refund.${key}`)}</TableHeaderCell>
                        ))}
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {payment.paymentDetails.map((candidate) => (
                        <TableRow key={candidate.id} data-testid={`refund-line-${candidate.id}`}>
                          <TableCell>{choice(candidate)}</TableCell>
                          {facts(candidate).map(([label, value]) => (
                            <TableCell key={label}>{value}</TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
              {isBlocked && <Text role="status">{t('refund.blocked')}</Text>}
              {!isBlocked && !isRefund && stopped.length > 0 && (
                <div data-testid="cancel-plan">
                  <Text weight="semibold" id="cancel-plan-title">
                    {t('cancelPlan.title')}
                  </Text>
                  <ul className={styles.stopped} aria-labelledby="cancel-plan-title">
                    {payment.paymentDetails
                      .filter((candidate) => stopped.includes(candidate.id))
                      .map((candidate) => (
                        <li key={candidate.id}>
                          <Text>{t(candidate.id === line?.id ? 'cancelPlan.chosen' : 'cancelPlan.later', { date: formatDate(candidate.date), amount: formatMoney(candidate.total) })}</Text>
                        </li>
                      ))}
                  </ul>
                  {payment.paymentDetails.findIndex((candidate) => candidate.id === line?.id) > 0 && <Text>{t('cancelPlan.kept')}</Text>}
                </div>
              )}
              {!isBlocked && isRefund && (
                <div className={styles.options}>
                  <Checkbox label={t('refund.partial')} {...register('partial')} />
                  <Checkbox label={t('refund.includeFees')} {...register('includeFees')} />
                  <Field
                    label={t('refund.amount')}
                    hint={t('refund.limit', { amount: formatMoney(limit) })}
                    validationState={amountError ? 'error' : 'none'}
                    validationMessage={amountError}
                  >
                    {partial ? (
                      <Controller
                        name="amount"
                        control={control}
                        rules={{ validate: validateAmount }}
                        render={({ field }) => (
                          <Input
                            key="partial"
                            inputMode="decimal"
                            ref={field.ref}
                            name={field.name}
                            value={field.value}
                            onChange={(_, data) => field.onChange(amountInputText(data.value))}
                            onBlur={() => {
                              field.onChange(normalizedAmountText(field.value));
                              field.onBlur();
                            }}
                          />
                        )}
                      />
                    ) : (
                      <Input key="full" readOnly value={centsToAmount(limit)} />
                    )}
                  </Field>
                </div>
              )}
            </DialogContent>
            <DialogFormActions
              submitLabel={isRefund ? t('refund.confirmRefund') : t('refund.confirmCancel')}
              cancelLabel={t('detail.cancel')}
              onCancel={onClose}
              busy={busy}
              submitDisabled={isBlocked || (isRefund && !partial && limit < 1)}
            />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
