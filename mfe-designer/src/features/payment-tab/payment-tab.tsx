import { useMemo, useState } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { makeStyles, Input } from '@fluentui/react-components';
import { tokens, Button, Field, Subtitle1, Text } from '@front-office/shared/ui';
import { AddRegular } from '@fluentui/react-icons';
import { paymentModeProblems, unitsToCents } from '@front-office/shared/core';
import type { Currency, FormSettings, PaymentMode } from '@front-office/shared/core';
import { NAMESPACE } from '../../i18n/namespace';
import { useDesigner } from '../designer/components/designer-context';
import { DiscountCodes } from './discount-codes';
import { ModeCard } from './mode-card';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The designer's Payment tab (spec 001 §2, §3, §5; issue 10 §3): payment modes with their schedules, then the discount codes. */
export function PaymentTab({ settings, currency }: { settings: FormSettings; currency: Currency }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { form, canUpdate, applyDraft } = useDesigner();
  const [sample, setSample] = useState('100.00');
  const sampleCents = unitsToCents(sample);
  const modes = settings.paymentModes.modes;
  const problems = useMemo(() => new Map(paymentModeProblems(modes).map((problem) => [problem.path, problem.message])), [modes]);
  const hasSingle = modes.some((mode) => mode.mode === 'single');

  const setModes = (change: (modes: PaymentMode[]) => PaymentMode[], key?: string) =>
    applyDraft((current) => ({ ...current, settings: { ...current.settings, paymentModes: { ...current.settings.paymentModes, modes: change(current.settings.paymentModes.modes) } } }), key === undefined ? {} : { key });
  const listProblem = problems.get('paymentModes');

  return (
    <section className={styles.root} aria-labelledby="payment-tab-title" data-testid="payment-tab">
      <Subtitle1 as="h2" id="payment-tab-title">
        {t('paymentTab.modesTitle')}
      </Subtitle1>
      <div className={styles.row}>
        <Field label={t('paymentTab.sampleTotal', { currency: currency.toUpperCase() })} hint={t('paymentTab.sampleHint')} validationMessage={sampleCents === null ? t('checks.settings.fixedAmountInvalid') : undefined}>
          <Input inputMode="decimal" value={sample} onChange={(_, data) => setSample(data.value)} />
        </Field>
      </div>
      {modes.length === 0 ? <Text>{t('paymentTab.noModes')}</Text> : null}
      {modes.map((mode, index) => (
        <ModeCard
          key={mode.id}
          mode={mode}
          index={index}
          sampleTotal={sampleCents ?? 0}
          problems={problems}
          canDelete={modes.length > 1}
          onChange={(changed, key) => setModes((list) => list.map((item) => (item.id === mode.id ? changed(item) : item)), key)}
          onDelete={() => setModes((list) => list.filter((item) => item.id !== mode.id))}
        />
      ))}
      {listProblem ? (
        <Text role="alert" className={styles.error}>
          {t(`checks.${listProblem}`)}
        </Text>
      ) : null}
      {canUpdate ? (
        <div className={styles.row}>
          <Button icon={<AddRegular />} disabled={hasSingle} onClick={() => setModes((list) => [...list, { id: crypto.randomUUID(), mode: 'single', discount: { type: 'amount', value: 0 } }])}>
            {t('paymentTab.addSingle')}
          </Button>
          <Button
            icon={<AddRegular />}
            onClick={() => setModes((list) => [...list, { id: crypto.randomUUID(), mode: 'fixed_dates', discount: { type: 'amount', value: 0 }, installments: [{ date: '', percent: 100 }] }])}
          >
            {t('paymentTab.addPlan')}
          </Button>
        </div>
      ) : null}
      <DiscountCodes codes={settings.discountCodes} uses={form.discountCodeUses ?? {}} />
    </section>
  );
}
