import { TableScroller, useTranslation } from '@front-office/shared/platform';
import { makeStyles, Card, Input, Select } from '@fluentui/react-components';
import { tokens, Button, Field, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Tooltip } from '@front-office/shared/ui';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { discountAmount, formatDate, formatMoney, paymentSchedule, toIsoDate } from '@front-office/shared/core';
import type { DiscountType, Installment, PaymentMode } from '@front-office/shared/core';
import { NAMESPACE } from '../../i18n/namespace';
import { useDesigner } from '../designer/components/designer-context';
import { NumberTextInput, formatCents, parseCents, parseNumber } from './number-text-input';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  installment: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  error: { color: tokens.colorPaletteRedForeground1 },
  fieldset: { border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

export interface ModeCardProps {
  mode: PaymentMode;
  index: number;
  sampleTotal: number;
  problems: Map<string, string>;
  canDelete: boolean;
  onChange(change: (mode: PaymentMode) => PaymentMode, key?: string): void;
  onDelete(): void;
}

/** One payment mode: its discount, a plan's installments (date, percent) and its schedule for the sample total (spec 001 §3, §4, §5). */
export function ModeCard({ mode, index, sampleTotal, problems, canDelete, onChange, onDelete }: ModeCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate } = useDesigner();
  const place = `paymentModes[${index}]`;
  const problem = (path: string) => {
    const key = problems.get(`${place}${path}`);
    return key ? t(`checks.${key}`) : undefined;
  };
  const title = mode.mode === 'single' ? t('paymentTab.single') : t('paymentTab.plan');
  const installments = mode.installments ?? [];
  const setInstallments = (change: (list: Installment[]) => Installment[], key?: string) => onChange((current) => ({ ...current, installments: change(current.installments ?? []) }), key);
  const modeHasProblems = [...problems.keys()].some((path) => path.startsWith(`${place}.`) || path.startsWith(`${place}[`));
  const discounted = sampleTotal - discountAmount(sampleTotal, mode.discount);
  const schedule = modeHasProblems ? [] : paymentSchedule(discounted, mode, toIsoDate(new Date()));

  return (
    <Card className={styles.card} data-testid={`payment-mode-${index}`}>
      <div className={styles.head}>
        <Subtitle2 as="h3">{`${index + 1}. ${title}`}</Subtitle2>
        {canUpdate ? (
          <Tooltip content={t('paymentTab.deleteMode', { name: title })} relationship="label" showDelay={50} hideDelay={100}>
            <Button appearance="subtle" icon={<DeleteRegular />} disabled={!canDelete} onClick={onDelete} />
          </Tooltip>
        ) : null}
      </div>
      <div className={styles.grid}>
        <Field label={t('paymentTab.discountType')}>
          <Select
            disabled={!canUpdate}
            value={mode.discount.type}
            onChange={(_, data) => onChange((current) => ({ ...current, discount: { type: data.value as DiscountType, value: 0 } }))}
          >
            <option value="amount">{t('paymentTab.amount')}</option>
            <option value="percent">{t('paymentTab.percent')}</option>
          </Select>
        </Field>
        <Field label={mode.discount.type === 'percent' ? t('paymentTab.discountPercent') : t('paymentTab.discountAmount')} validationMessage={problem('.discount.value')}>
          <NumberTextInput
            disabled={!canUpdate}
            inputMode="decimal"
            value={mode.discount.value}
            parse={mode.discount.type === 'percent' ? parseNumber : parseCents}
            format={mode.discount.type === 'percent' ? undefined : formatCents}
            onValue={(value) => onChange((current) => ({ ...current, discount: { ...current.discount, value } }), `mode-discount-${mode.id}`)}
          />
        </Field>
      </div>
      {mode.mode === 'fixed_dates' ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('paymentTab.installments')}</legend>
          {installments.map((installment, at) => (
            <div key={at} className={styles.installment} data-testid={`installment-${index}-${at}`}>
              <Field label={t('paymentTab.installmentDate', { number: at + 1 })} validationMessage={problem(`.installments[${at}].date`)}>
                <Input
                  type="date"
                  disabled={!canUpdate}
                  value={installment.date}
                  onChange={(_, data) => setInstallments((list) => list.map((item, i) => (i === at ? { ...item, date: data.value } : item)), `installment-date-${mode.id}-${at}`)}
                />
              </Field>
              <Field label={t('paymentTab.installmentPercent', { number: at + 1 })} validationMessage={problem(`.installments[${at}].percent`)}>
                <NumberTextInput
                  disabled={!canUpdate}
                  inputMode="decimal"
                  value={installment.percent}
                  parse={parseNumber}
                  onValue={(percent) => setInstallments((list) => list.map((item, i) => (i === at ? { ...item, percent } : item)), `installment-percent-${mode.id}-${at}`)}
                />
              </Field>
              {canUpdate ? (
                <Tooltip content={t('paymentTab.deleteInstallment', { number: at + 1 })} relationship="label" showDelay={50} hideDelay={100}>
                  <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setInstallments((list) => list.filter((_, i) => i !== at))} />
                </Tooltip>
              ) : null}
            </div>
          ))}
          {problem('.installments') ? (
            <Text role="alert" className={styles.error}>
              {problem('.installments')}
            </Text>
          ) : null}
          {canUpdate ? (
            <div>
              <Button icon={<AddRegular />} onClick={() => setInstallments((list) => [...list, { date: '', percent: Math.max(0, 100 - list.reduce((sum, item) => sum + (Number(item.percent) || 0), 0)) }])}>
                {t('paymentTab.addInstallment')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <div>
        <Text weight="semibold">{t('paymentTab.preview', { total: formatMoney(discounted) })}</Text>
        {schedule.length === 0 ? (
          <Text block>{t('paymentTab.previewUnavailable')}</Text>
        ) : (
          <TableScroller label={t('paymentTab.previewLabel', { name: title })} minWidth={280}>
            <Table size="small" aria-label={t('paymentTab.previewLabel', { name: title })} data-testid={`schedule-${index}`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('paymentTab.date')}</TableHeaderCell>
                  <TableHeaderCell>{t('paymentTab.share')}</TableHeaderCell>
                  <TableHeaderCell>{t('paymentTab.amountColumn')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {schedule.map((charge) => (
                  <TableRow key={charge.date}>
                    <TableCell>{formatDate(charge.date)}</TableCell>
                    <TableCell>{`${charge.percent} %`}</TableCell>
                    <TableCell>{formatMoney(charge.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        )}
      </div>
    </Card>
  );
}
