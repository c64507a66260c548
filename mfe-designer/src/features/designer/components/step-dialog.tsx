import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { addStep, deleteStep, localizedValue, renameStep, rulesUsingStep } from '@front-office/shared/core';
import type { Language, LocalizedText, Step } from '@front-office/shared/core';
import { ConfirmDialog, DialogFormActions } from '@front-office/shared/platform';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDesigner } from './designer-context';
import { LocalizedInputs } from './localized-inputs';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** Add or edit a step: its name per language; delete offered when no rule uses it, with a confirmation. */
export function StepDialog({ step, languages, onClose }: { step: Step | null; languages: readonly Language[]; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { applyContent, current } = useDesigner();
  const [name, setName] = useState<LocalizedText>(step?.name ?? languages.map((culture) => ({ culture, value: '' })));
  const [confirming, setConfirming] = useState(false);
  const deletable = step !== null && rulesUsingStep(current().content, step).length === 0;
  const languageName = (code: Language) => t(`designer.languages.${code}`);
  return (
    <>
      <Dialog open={!confirming} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
        <DialogSurface>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step) applyContent((content) => renameStep(content, step.id, name));
              else {
                const id = crypto.randomUUID();
                applyContent((content) => addStep(content, { id, name }), { stepId: id, fieldId: null });
              }
              onClose();
            }}
          >
            <DialogBody>
              <DialogTitle>{step ? t('designer.steps.editTitle') : t('designer.steps.addTitle')}</DialogTitle>
              <DialogContent className={styles.content}>
                <LocalizedInputs value={name} languages={languages} label={(code) => t('designer.steps.name', { language: languageName(code) })} onChange={setName} maxLength={100} />
                {deletable ? (
                  <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => setConfirming(true)}>
                    {t('designer.steps.delete')}
                  </Button>
                ) : null}
              </DialogContent>
              <DialogFormActions submitLabel={t('common:actions.save', { defaultValue: 'Save' })} onCancel={onClose} />
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
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
