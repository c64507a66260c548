import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Avatar,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Label,
  Select,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import type { Language } from '@front-office/shared/core';
import { DialogFormActions, errorMessageKey, useImagePicker, useLanguage, useToast } from '@front-office/shared/platform';
import { NAMESPACE } from '../../../i18n/namespace';
import { useCreateFormFromTemplate } from '../api/create-form-from-template';
import { useTemplates } from '../api/get-templates';
import { templateLabel } from '../utils/template-label';
import type { CreateFormValues } from '../utils/form-dialog-schemas';
import { createFormSchema } from '../utils/form-dialog-schemas';

/** Spec 000 §9: the logo preview is 96 px. */
const AVATAR_PREVIEW_SIZE = 96;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  avatarRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  languages: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const LANGUAGE_OPTIONS: { language: Language; labelKey: 'formsList.createDialog.english' | 'formsList.createDialog.french' }[] = [
  { language: 'en', labelKey: 'formsList.createDialog.english' },
  { language: 'fr', labelKey: 'formsList.createDialog.french' },
];

export interface CreateFormDialogProps {
  organizationId: string;
  onClose: () => void;
}

/**
 * Create-form modal (spec 000 §2): avatar, name, template, languages. A created form opens in
 * the editor.
 */
export function CreateFormDialog({ organizationId, onClose }: CreateFormDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const language = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const avatarLabelId = useId();
  const languagesLabelId = useId();
  const { file: avatar, preview, problem: avatarProblem, inputProps, open: chooseAvatar } = useImagePicker();
  const templates = useTemplates(organizationId);
  const creation = useCreateFormFromTemplate(organizationId);
  const { control, handleSubmit, formState } = useForm<CreateFormValues>({
    resolver: yupResolver(createFormSchema),
    defaultValues: { name: '', templateId: '', languages: [language] },
    mode: 'onTouched',
  });
  const errorText = (message: string | undefined) => (message ? t(message) : undefined);
  const templateList = templates.data?.pages.flatMap((page) => page.data) ?? [];

  const avatarError = avatarProblem ? t(avatarProblem === 'size' ? 'formsList.createDialog.avatarSize' : 'formsList.createDialog.avatarType') : undefined;

  const submit = handleSubmit((values) => {
    const template = templateList.find((candidate) => candidate.id === values.templateId);
    creation.mutate(
      { templateId: values.templateId, name: values.name, languages: values.languages, content: template?.content ?? '', avatar },
      {
        onSuccess: (created) => {
          toast.success(t('formsList.createDialog.success'));
          onClose();
          navigate(`/registrations/admin/edit-form/${encodeURIComponent(created.id)}`);
        },
        onError: (error) => toast.error(t(errorMessageKey(error), { ns: 'common' })),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(_, data) => {
        if (!data.open && !creation.isPending) onClose();
      }}
    >
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('formsList.createDialog.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Field label={{ children: t('formsList.createDialog.avatar'), id: avatarLabelId }} validationMessage={avatarError}>
                <div className={styles.avatarRow}>
                  <Avatar
                    size={AVATAR_PREVIEW_SIZE}
                    shape="square"
                    image={preview ? { src: preview, alt: t('formsList.createDialog.avatarPreview') } : undefined}
                    aria-labelledby={avatarLabelId}
                  />
                  <Button icon={<ImageAddRegular />} onClick={chooseAvatar}>
                    {t('formsList.createDialog.chooseAvatar')}
                  </Button>
                  <input {...inputProps} aria-label={t('formsList.createDialog.chooseAvatar')} data-testid="avatar-input" />
                </div>
              </Field>
              <Controller
                name="name"
                control={control}
                render={({ field }) => (
                  <Field label={t('formsList.createDialog.name')} required validationMessage={errorText(formState.errors.name?.message)}>
                    <Input {...field} />
                  </Field>
                )}
              />
              <Controller
                name="templateId"
                control={control}
                render={({ field }) => (
                  <Field label={t('formsList.createDialog.template')} required validationMessage={errorText(formState.errors.templateId?.message)}>
                    <Select {...field} disabled={templates.isPending}>
                      <option value="">{templates.isPending ? t('formsList.createDialog.templatesLoading') : t('formsList.createDialog.templatePlaceholder')}</option>
                      {templateList.map((template) => (
                        <option key={template.id} value={template.id}>
                          {templateLabel(template.name, language, (key, fallback) => t(key, { defaultValue: fallback }))}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
              />
              {templates.isError && <Field validationMessage={t(errorMessageKey(templates.error), { ns: 'common' })} />}
              {templates.hasNextPage && (
                <Button appearance="transparent" disabled={templates.isFetchingNextPage} onClick={() => void templates.fetchNextPage()}>
                  {t('formsList.createDialog.moreTemplates')}
                </Button>
              )}
              <Controller
                name="languages"
                control={control}
                render={({ field }) => (
                  // A group rather than a Field: a Field gives its one id to every switch inside it.
                  <div role="group" aria-labelledby={languagesLabelId}>
                    <Label id={languagesLabelId} required>
                      {t('formsList.createDialog.languages')}
                    </Label>
                    <div className={styles.languages}>
                      {LANGUAGE_OPTIONS.map((option) => (
                        <Switch
                          key={option.language}
                          label={t(option.labelKey)}
                          checked={field.value.includes(option.language)}
                          onBlur={field.onBlur}
                          onChange={(_, data) =>
                            field.onChange(
                              data.checked
                                ? LANGUAGE_OPTIONS.map((entry) => entry.language).filter((entry) => entry === option.language || field.value.includes(entry))
                                : field.value.filter((entry) => entry !== option.language),
                            )
                          }
                        />
                      ))}
                    </div>
                    {formState.errors.languages?.message && (
                      <Text role="alert" className={styles.error}>
                        {t(formState.errors.languages.message)}
                      </Text>
                    )}
                  </div>
                )}
              />
            </DialogContent>
            <DialogFormActions submitLabel={t('formsList.createDialog.submit')} busy={creation.isPending} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
