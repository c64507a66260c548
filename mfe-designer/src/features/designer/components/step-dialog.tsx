import { useState } from 'react';
import { ConfirmDialog, useTranslation } from '@front-office/shared/platform';
import { Button } from '@front-office/shared/ui';
import { DeleteRegular } from '@fluentui/react-icons';
import { addStep, deleteStep, localizedValue, renameStep, rulesUsingStep } from '@front-office/shared/core';
import type { Language, LocalizedText, Step } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDesigner } from './designer-context';
import { FormDialog } from './form-dialog';
import { LocalizedInputs } from './localized-inputs';

/** Add or edit a step: its name per language; delete offered when no rule uses it, with a confirmation. */
export function StepDialog({ step, languages, onClose }: { step: Step | null; languages: readonly Language[]; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const { applyContent, current } = useDesigner();
  const [name, setName] = useState<LocalizedText>(step?.name ?? languages.map((culture) => ({ culture, value: '' })));
  const [confirming, setConfirming] = useState(false);
  const deletable = step !== null && rulesUsingStep(current().content, step).length === 0;
  const languageName = (code: Language) => t(`designer.languages.${code}`);
  return (
    <>
      <FormDialog
        open={!confirming}
        title={step ? t('designer.steps.editTitle') : t('designer.steps.addTitle')}
        onClose={onClose}
        onSubmit={() => {
          if (step) applyContent((content) => renameStep(content, step.id, name));
          else {
            const id = crypto.randomUUID();
            applyContent((content) => addStep(content, { id, name }), { stepId: id, fieldId: null });
          }
          onClose();
        }}
      >
        <LocalizedInputs value={name} languages={languages} label={(code) => t('designer.steps.name', { language: languageName(code) })} onChange={setName} maxLength={100} />
        {deletable ? (
          <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => setConfirming(true)}>
            {t('designer.steps.delete')}
          </Button>
        ) : null}
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title={t('designer.steps.deleteTitle')}
        message={t('designer.steps.deleteMessage', { name: step ? localizedValue(step.name, languages[0] ?? 'en') : '' })}
        confirmLabel={t('common:confirm.delete', { defaultValue: 'Delete' })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          // The first remaining step becomes selected (spec 001 §4).
          if (step) applyContent((content) => deleteStep(content, step.id), { stepId: null, fieldId: null });
          onClose();
        }}
      />
    </>
  );
}
