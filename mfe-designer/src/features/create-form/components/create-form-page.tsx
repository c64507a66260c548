import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Avatar, Button, Field, Input, Label, Select, Switch, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { LANGUAGES, localizedValue } from '@front-office/shared/core';
import { errorMessageKey, useCurrentOrganization, useImagePicker, useLanguage, useToast } from '@front-office/shared/platform';
import { NAMESPACE } from '../../../i18n/namespace';
import { useCreateForm } from '../api/create-form';
import { useTemplates } from '../api/get-templates';
import { createFormSchema } from './create-form-schema';
import type { CreateFormValues } from './create-form-schema';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL, maxWidth: '560px' },
  avatarRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  languages: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** /registrations/admin/create-new-form (FORM write; the shell guards the route): creates the form, then opens the designer. */
export function CreateFormPage() {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const language = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const organizationId = useCurrentOrganization()?.id ?? '';
  const languagesLabelId = useId();
  const picker = useImagePicker();
  const templates = useTemplates(organizationId);
  const creation = useCreateForm(organizationId);
  const { control, handleSubmit, formState } = useForm<CreateFormValues>({
    resolver: yupResolver(createFormSchema),
    defaultValues: { name: '', templateId: '', languages: [language] },
    mode: 'onTouched',
  });
  const templateList = templates.data?.pages.flatMap((page) => page.data) ?? [];
  // The sample templates' names are keys (blank, contact), shown translated as in the forms list.
  const templateLabel = (name: string) => t(`createForm.templateNames.${name}`, { defaultValue: name });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const submit = handleSubmit((values) =>
    creation.mutate(
      { templateId: values.templateId, name: values.name, languages: values.languages, avatar: picker.file },
      {
        onSuccess: (created) => {
          toast.success(t('createForm.success'));
          navigate(`/registrations/admin/edit-form/${encodeURIComponent(created.id)}`);
        },
        onError: (error) => toast.error(t(errorMessageKey(error), { ns: 'common' })),
      },
    ),
  );
  return (
    <form className={styles.root} noValidate onSubmit={(event) => void submit(event)} data-testid="create-form-page">
      <Title2 as="h1">{t('createForm.title')}</Title2>
      <Field label={t('createForm.avatar')} validationMessage={picker.problem ? t(picker.problem === 'size' ? 'createForm.avatarSize' : 'createForm.avatarType') : undefined}>
        <div className={styles.avatarRow}>
          <Avatar size={96} shape="square" aria-label={t('createForm.avatarPreview')} image={picker.preview ? { src: picker.preview, alt: t('createForm.avatarPreview') } : undefined} />
          <Button icon={<ImageAddRegular />} onClick={picker.open}>
            {t('createForm.chooseAvatar')}
          </Button>
          <input {...picker.inputProps} aria-label={t('createForm.chooseAvatar')} data-testid="avatar-input" />
        </div>
      </Field>
      <Controller
        name="name"
        control={control}
        render={({ field }) => (
          <Field label={t('createForm.name')} required validationMessage={message(formState.errors.name?.message)}>
            <Input {...field} />
          </Field>
        )}
      />
      <Controller
        name="templateId"
        control={control}
        render={({ field }) => (
          <Field label={t('createForm.template')} required validationMessage={message(formState.errors.templateId?.message) ?? (templates.isError ? t(errorMessageKey(templates.error), { ns: 'common' }) : undefined)}>
            <Select {...field} disabled={templates.isPending}>
              <option value="">{templates.isPending ? t('createForm.templatesLoading') : t('createForm.templatePlaceholder')}</option>
              {templateList.map((template) => (
                <option key={template.id} value={template.id}>
                  {templateLabel(localizedValue(template.name, language))}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      {templates.hasNextPage ? (
        <Button appearance="transparent" disabled={templates.isFetchingNextPage} onClick={() => void templates.fetchNextPage()}>
          {t('createForm.moreTemplates')}
        </Button>
      ) : null}
      <Controller
        name="languages"
        control={control}
        render={({ field }) => (
          <div role="group" aria-labelledby={languagesLabelId}>
            <Label id={languagesLabelId} required>
              {t('createForm.languages')}
            </Label>
            <div className={styles.languages}>
              {LANGUAGES.map((code) => (
                <Switch
                  key={code}
                  label={t(`designer.languages.${code}`)}
                  checked={field.value.includes(code)}
                  onBlur={field.onBlur}
                  onChange={(_, data) => field.onChange(data.checked ? LANGUAGES.filter((entry) => entry === code || field.value.includes(entry)) : field.value.filter((entry) => entry !== code))}
                />
              ))}
            </div>
            {formState.errors.languages?.message ? (
              <Text role="alert" className={styles.error}>
                {t(formState.errors.languages.message)}
              </Text>
            ) : null}
          </div>
        )}
      />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={creation.isPending}>
          {t('createForm.submit')}
        </Button>
      </div>
    </form>
  );
}
