import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Text } from '@front-office/shared/ui';
import { AddRegular } from '@fluentui/react-icons';
import { deleteField, fieldIdsUsedByRules, localizedValue } from '@front-office/shared/core';
import type { Field, Language, Rule, Section, Step } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDesigner } from './designer-context';
import { SectionBlock } from './section-block';
import { SectionDialog } from './section-dialog';

const useStyles = makeStyles({
  canvas: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The selected step's sections and fields on the 12-column grid (dragging: `designer-dnd.tsx`). */
export function StepCanvas({ step, language, selectedFieldId, rules }: { step: Step; language: Language; selectedFieldId: string | null; rules: Rule[] }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, applyContent } = useDesigner();
  const [deleting, setDeleting] = useState<Field | null>(null);
  const [sectionDialog, setSectionDialog] = useState<{ section: Section | null } | null>(null);
  const usedIds = useMemo(() => fieldIdsUsedByRules({ steps: [], rules }), [rules]);
  const onDelete = useCallback((field: Field) => setDeleting(field), []);
  const onEditSection = useCallback((section: Section) => setSectionDialog({ section }), []);

  return (
    <div className={styles.canvas} data-testid="step-canvas">
      {step.sections.map((section) => (
          <SectionBlock
            key={section.id}
            section={section}
            language={language}
            selectedFieldId={section.fields.some((field) => field.id === selectedFieldId) ? selectedFieldId : null}
            usedIds={usedIds}
            onDelete={onDelete}
            onEditSection={onEditSection}
          />
      ))}
      {step.sections.length === 0 ? <Text>{t('designer.sections.none')}</Text> : null}
      {canUpdate ? (
        <div>
          <Button icon={<AddRegular />} onClick={() => setSectionDialog({ section: null })}>
            {t('designer.sections.add')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('designer.fields.deleteTitle')}
        message={t('designer.fields.deleteMessage', { label: deleting ? localizedValue(deleting.text, language) || t(`fieldTypes.${deleting.type}`) : '' })}
        confirmLabel={t('common:confirm.delete', { defaultValue: 'Delete' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const field = deleting;
          setDeleting(null);
          if (field) applyContent((content) => deleteField(content, field.id));
        }}
      />
      {sectionDialog ? <SectionDialog stepId={step.id} section={sectionDialog.section} onClose={() => setSectionDialog(null)} /> : null}
    </div>
  );
}
