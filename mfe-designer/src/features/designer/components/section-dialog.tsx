import { useState } from 'react';
import { ConfirmDialog, useTranslation } from '@front-office/shared/platform';
import { makeStyles, Input, Switch } from '@fluentui/react-components';
import { tokens, Button, Field } from '@front-office/shared/ui';
import { DeleteRegular } from '@fluentui/react-icons';
import { addSection, deleteSection, editSection, localizedValue } from '@front-office/shared/core';
import type { Language, LocalizedText, Section } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useDesigner } from './designer-context';
import { FormDialog } from './form-dialog';
import { LocalizedInputs } from './localized-inputs';

const useStyles = makeStyles({
  bounds: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** Add or edit a section (spec 001 §2): name per language, repeatable with min and max copies, delete. */
export function SectionDialog({ stepId, section, onClose }: { stepId: string; section: Section | null; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { applyContent, current } = useDesigner();
  const languages = current().localizations;
  const [name, setName] = useState<LocalizedText>(section?.name ?? languages.map((culture) => ({ culture, value: '' })));
  const [multiple, setMultiple] = useState(section?.multiple ?? false);
  const bounds = section?.multipleValidations;
  const [min, setMin] = useState(String(bounds?.min ?? 1));
  const [max, setMax] = useState(bounds && Number.isFinite(bounds.max) ? String(bounds.max) : '');
  const [confirming, setConfirming] = useState(false);
  const minValue = Number(min);
  const maxValue = max.trim() === '' ? null : Number(max);
  const minError = multiple && (!Number.isInteger(minValue) || minValue < 0) ? t('designer.panel.invalidNumber') : undefined;
  const maxError = multiple && maxValue !== null && (!Number.isInteger(maxValue) || maxValue < Math.max(1, minValue)) ? t('designer.panel.invalidNumber') : undefined;
  const languageName = (code: Language) => t(`designer.languages.${code}`);
  return (
    <>
      <FormDialog
        open={!confirming}
        title={section ? t('designer.sections.editTitle') : t('designer.sections.addTitle')}
        onClose={onClose}
        onSubmit={() => {
          if (minError || maxError) return;
          const properties = { name, multiple, min: multiple ? minValue : 0, max: multiple ? maxValue : null };
          const applied = section ? applyContent((content) => editSection(content, section.id, properties)) : applyContent((content) => addSection(content, stepId, crypto.randomUUID(), properties));
          if (applied) onClose();
        }}
      >
        <LocalizedInputs value={name} languages={languages} label={(code) => t('designer.sections.name', { language: languageName(code) })} onChange={setName} maxLength={100} />
        <Switch label={t('designer.sections.multiple')} checked={multiple} onChange={(_, data) => setMultiple(data.checked)} />
        {multiple ? (
          <div className={styles.bounds}>
            <Field label={t('designer.sections.min')} validationMessage={minError}>
              <Input type="number" min={0} value={min} onChange={(_, data) => setMin(data.value)} />
            </Field>
            <Field label={t('designer.sections.max')} validationMessage={maxError}>
              <Input type="number" min={1} value={max} onChange={(_, data) => setMax(data.value)} />
            </Field>
          </div>
        ) : null}
        {section ? (
          <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => setConfirming(true)}>
            {t('designer.sections.delete')}
          </Button>
        ) : null}
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title={t('designer.sections.deleteTitle')}
        message={t('designer.sections.deleteMessage', { name: section ? localizedValue(section.name, languages[0] ?? 'en') : '' })}
        confirmLabel={t('common:confirm.delete', { defaultValue: 'Delete' })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (section) applyContent((content) => deleteSection(content, section.id), { fieldId: null });
          onClose();
        }}
      />
    </>
  );
}
