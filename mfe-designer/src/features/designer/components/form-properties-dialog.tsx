import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { FORM_NAME_MAX, textIn } from '@front-office/shared/core';
import type { LocalizedText } from '@front-office/shared/core';
import { fileUrl, useImagePicker } from '@front-office/shared/platform';
import { NAMESPACE } from '../../../i18n/namespace';
import type { Draft } from '../state/designer-state';
import { useDesigner } from './designer-context';
import { FormDialog } from './form-dialog';
import { LocalizedInputs } from './localized-inputs';

const useStyles = makeStyles({
  avatarRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The pencil's dialog: the form's name per language (1 to 100) and its logo (saved with the form). */
export function FormPropertiesDialog({ draft, avatar, onAvatar, onClose }: { draft: Draft; avatar: File | undefined; onAvatar(file: File | undefined): void; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { form, applyDraft } = useDesigner();
  const [name, setName] = useState<LocalizedText>(draft.name);
  const [submitted, setSubmitted] = useState(false);
  const picker = useImagePicker();
  const errorOf = (language: (typeof draft.localizations)[number]) => {
    if (!submitted) return undefined;
    const value = textIn(name, language).trim();
    if (value === '') return t('createForm.nameRequired');
    if (value.length > FORM_NAME_MAX) return t('createForm.nameTooLong');
    return undefined;
  };
  const invalid = draft.localizations.some((language) => {
    const value = textIn(name, language).trim();
    return value === '' || value.length > FORM_NAME_MAX;
  });
  const preview = picker.preview ?? (avatar ? undefined : form.avatar ? fileUrl(form.avatar) : undefined);
  return (
    <FormDialog
      title={t('designer.properties.title')}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (invalid) return;
        applyDraft((current) => ({ ...current, name: name.map((entry) => ({ ...entry, value: entry.value.trim() })) }));
        if (picker.file) onAvatar(picker.file);
        onClose();
      }}
    >
      <Field label={t('createForm.avatar')} validationMessage={picker.problem ? t(picker.problem === 'size' ? 'createForm.avatarSize' : 'createForm.avatarType') : undefined}>
        <div className={styles.avatarRow}>
          <Avatar size={96} shape="square" aria-label={t('createForm.avatarPreview')} image={preview ? { src: preview, alt: t('createForm.avatarPreview') } : undefined} />
          <Button icon={<ImageAddRegular />} onClick={picker.open}>
            {t('createForm.chooseAvatar')}
          </Button>
          <input {...picker.inputProps} aria-label={t('createForm.chooseAvatar')} />
        </div>
      </Field>
      <LocalizedInputs
        value={name}
        languages={draft.localizations}
        label={(language) => t('designer.properties.name', { language: t(`designer.languages.${language}`) })}
        onChange={setName}
        required
        error={errorOf}
      />
    </FormDialog>
  );
}
