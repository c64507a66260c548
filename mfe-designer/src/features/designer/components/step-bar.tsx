import { memo, useState } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { tokens, Button, Text, Tooltip } from '@front-office/shared/ui';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { localizedValue } from '@front-office/shared/core';
import type { Language, Step } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { DesignerState } from '../state/designer-state';
import { useDesigner, useDesignerState } from './designer-context';
import { StepDialog } from './step-dialog';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  tabs: { flexWrap: 'wrap', minWidth: 0 },
});

/** The value of the Payment tab among the step tabs (never a step id: those are UUIDs). */
export const PAYMENT_TAB = 'payment-tab';

const selectSteps = (state: DesignerState): Step[] => state.history.present.content.steps;
// The tabs show ids and names only: editing a field inside a step leaves them as they are.
const sameTabs = (a: Step[], b: Step[]) => a.length === b.length && a.every((step, index) => step.id === b[index]!.id && step.name === b[index]!.name);

/** Numbered step tabs named in the content language, the Payment tab when payment is enabled, a plus tab to add a step, and the edit-step pencil (spec 001 §2). */
export const StepBar = memo(function StepBar({ stepId, paymentEnabled, languages, language, paymentSelected = false }: { stepId: string | null; paymentEnabled: boolean; languages: readonly Language[]; language: Language; paymentSelected?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, dispatch, current: present } = useDesigner();
  const steps = useDesignerState(selectSteps, sameTabs);
  const [dialog, setDialog] = useState<'add' | 'edit' | null>(null);
  const current = steps.find((step) => step.id === stepId) ?? null;
  return (
    <div className={styles.bar}>
      {steps.length > 0 || paymentEnabled ? (
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
          {paymentEnabled ? (
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
      {dialog ? <StepDialog step={dialog === 'edit' && current ? (present().content.steps.find((step) => step.id === current.id) ?? null) : null} languages={languages} onClose={() => setDialog(null)} /> : null}
    </div>
  );
});
