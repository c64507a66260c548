import { useState } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { tokens, Button, Text, Tooltip } from '@front-office/shared/ui';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { localizedValue } from '@front-office/shared/core';
import type { Language, Step } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { Draft } from '../state/designer-state';
import { useDesigner } from './designer-context';
import { StepDialog } from './step-dialog';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  tabs: { flexWrap: 'wrap', minWidth: 0 },
});

/** The value of the Payment tab among the step tabs (never a step id: those are UUIDs). */
export const PAYMENT_TAB = 'payment-tab';

/** Numbered step tabs named in the content language, the Payment tab when payment is enabled, a plus tab to add a step, and the edit-step pencil (spec 001 §2). */
export function StepBar({ steps, stepId, draft, language, paymentSelected = false }: { steps: Step[]; stepId: string | null; draft: Draft; language: Language; paymentSelected?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, dispatch } = useDesigner();
  const [dialog, setDialog] = useState<'add' | 'edit' | null>(null);
  const current = steps.find((step) => step.id === stepId) ?? null;
  return (
    <div className={styles.bar}>
      {steps.length > 0 || draft.settings.paymentEnabled ? (
        <TabList
          className={styles.tabs}
          selectedValue={paymentSelected ? PAYMENT_TAB : (stepId ?? undefined)}
          onTabSelect={(_, data) => dispatch(data.value === PAYMENT_TAB ? { type: 'selectPaymentTab' } : { type: 'selectStep', stepId: data.value as string })}
          aria-label={t('designer.steps.label')}
        >
          {steps.map((step, index) => (
            <Tab key={step.id} value={step.id}>
              {t('designer.steps.tab', { number: index + 1, name: localizedValue(step.name, language) || t('designer.steps.untitled') })}
            </Tab>
          ))}
          {draft.settings.paymentEnabled ? (
            <Tab value={PAYMENT_TAB} data-testid="payment-tab-button">
              {t('paymentTab.tab')}
            </Tab>
          ) : null}
        </TabList>
      ) : (
        <Text>{t('designer.steps.none')}</Text>
      )}
      {canUpdate && current && !paymentSelected ? (
        <Tooltip content={t('designer.steps.edit')} relationship="label" showDelay={50} hideDelay={100}>
          <Button appearance="subtle" icon={<EditRegular />} onClick={() => setDialog('edit')} />
        </Tooltip>
      ) : null}
      {canUpdate ? (
        <Tooltip content={t('designer.steps.add')} relationship="label" showDelay={50} hideDelay={100}>
          <Button appearance="subtle" icon={<AddRegular />} onClick={() => setDialog('add')} />
        </Tooltip>
      ) : null}
      {dialog ? <StepDialog step={dialog === 'edit' ? current : null} languages={draft.localizations} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
