import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessageKey, errorMessageOptions, useImagePicker, useLanguage, useToast, useTranslation } from '@front-office/shared/platform';
import { useNavigate } from '@front-office/shared/router';
import { ValidationError } from 'yup';
import { makeStyles, Input, Label, Select, Switch } from '@fluentui/react-components';
import { tokens, Avatar, Button, Field, Text } from '@front-office/shared/ui';
import type { Form, Language } from '@front-office/shared/core';
import { ROUTES, buildPath, createFormSchema, templateLabel } from '@front-office/shared/core';
import type { CreateFormValues } from '@front-office/shared/core';
import type { ImagePicker } from '@front-office/shared/platform';
import { useCreateFormFromTemplate } from './create-form-from-template';
import { useTemplates } from './get-templates';

/** Spec 000 §9: the logo preview is 96 px. */
const AVATAR_PREVIEW_SIZE = 96;
/** The switches' order, and the order of `localizations` sent. */
const LANGUAGE_OPTIONS: { language: Language; labelKey: 'createForm.english' | 'createForm.french' }[] = [
  { language: 'en', labelKey: 'createForm.english' },
  { language: 'fr', labelKey: 'createForm.french' },
];

type FieldName = keyof CreateFormValues;
type Errors = Partial<Record<FieldName, string>>;

function validate(values: CreateFormValues): Errors {
  try {
    createFormSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Errors = {};
    for (const inner of error.inner) {
      // `languages[0]` belongs to the languages group.
      const field = (inner.path ?? '').split('[')[0] as FieldName;
      errors[field] ??= inner.message;
    }
    return errors;
  }
}

export interface CreateFormController {
  values: CreateFormValues;
  /** Message keys (common namespace) shown now: a field's once it was left, every one after a submit. */
  errors: Errors;
  picker: ImagePicker;
  organizationId: string;
  pending: boolean;
  change<K extends FieldName>(field: K, value: CreateFormValues[K]): void;
  touch(field: FieldName): void;
  /** The `<form>`'s onSubmit: validates, creates the form, says so, then opens it in the designer. */
  submit(event: FormEvent): void;
}

/**
 * The create-form state of the forms list's dialog and the designer's create page (spec 000 §2,
 * §5): avatar, name, template, languages (the interface language first), validated by shared/core's
 * `createFormSchema`; a created form opens in the designer after `onCreated` (e.g. close the dialog).
 */
export function useCreateFormController(organizationId: string, options: { onCreated?: (form: Pick<Form, 'id'>) => void } = {}): CreateFormController {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const picker = useImagePicker();
  const creation = useCreateFormFromTemplate(organizationId);
  const [values, setValues] = useState<CreateFormValues>(() => ({ name: '', templateId: '', languages: [language] }));
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const allErrors = useMemo(() => validate(values), [values]);
  const errors: Errors = {};
  for (const field of Object.keys(allErrors) as FieldName[]) if (submitted || touched.has(field)) errors[field] = allErrors[field];

  return {
    values,
    errors,
    picker,
    organizationId,
    pending: creation.isPending,
    change: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    touch: (field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    submit(event) {
      event.preventDefault();
      setSubmitted(true);
      if (Object.keys(allErrors).length > 0) {
        // The first invalid input takes the focus, as the other forms of the app do.
        const first = allErrors.name ? 'name' : allErrors.templateId ? 'templateId' : null;
        const control = first && event.currentTarget instanceof HTMLFormElement ? event.currentTarget.elements.namedItem(first) : null;
        if (control instanceof HTMLElement) control.focus();
        return;
      }
      if (creation.isPending) return;
      creation.mutate(
        { templateId: values.templateId, name: values.name, languages: values.languages, avatar: picker.file },
        {
          onSuccess: (created) => {
            toast.success(t('createForm.success'));
            options.onCreated?.(created);
            navigate(buildPath(ROUTES.editForm, { formId: created.id }));
          },
          onError: (error) => toast.error(t(errorMessageKey(error), errorMessageOptions(error))),
        },
      );
    },
  };
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  avatarRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  languages: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The create-form fields (inside the caller's `<form onSubmit={controller.submit}>`), texts of the common namespace. */
export function CreateFormFields({ controller }: { controller: CreateFormController }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const language = useLanguage();
  const avatarLabelId = useId();
  const languagesLabelId = useId();
  const { values, errors, picker, change, touch } = controller;
  const templates = useTemplates(controller.organizationId);
  const templateList = templates.data?.pages.flatMap((page) => page.data) ?? [];
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const avatarError = picker.problem ? t(picker.problem === 'size' ? 'createForm.avatarSize' : 'createForm.avatarType') : undefined;
  const templatesError = templates.isError ? t(errorMessageKey(templates.error), errorMessageOptions(templates.error)) : undefined;

  return (
    <div className={styles.root}>
      <Field label={{ children: t('createForm.avatar'), id: avatarLabelId }} validationMessage={avatarError}>
        <div className={styles.avatarRow}>
          <Avatar
            size={AVATAR_PREVIEW_SIZE}
            shape="square"
            image={picker.preview ? { src: picker.preview, alt: t('createForm.avatarPreview') } : undefined}
            aria-labelledby={avatarLabelId}
          />
          <Button onClick={picker.open}>{t('createForm.chooseAvatar')}</Button>
          <input {...picker.inputProps} aria-label={t('createForm.chooseAvatar')} data-testid="avatar-input" />
        </div>
      </Field>
      <Field label={t('createForm.name')} required validationMessage={message(errors.name)}>
        <Input name="name" value={values.name} onChange={(_, data) => change('name', data.value)} onBlur={() => touch('name')} />
      </Field>
      <Field label={t('createForm.template')} required validationMessage={message(errors.templateId) ?? templatesError}>
        <Select
          name="templateId"
          value={values.templateId}
          disabled={templates.isPending}
          onChange={(_, data) => change('templateId', data.value)}
          onBlur={() => touch('templateId')}
        >
          <option value="">{templates.isPending ? t('createForm.templatesLoading') : t('createForm.templatePlaceholder')}</option>
          {templateList.map((template) => (
            <option key={template.id} value={template.id}>
              {templateLabel(template.name, language, (key, fallback) => t(key, { defaultValue: fallback }))}
            </option>
          ))}
        </Select>
      </Field>
      {templates.hasNextPage ? (
        <Button appearance="transparent" disabled={templates.isFetchingNextPage} onClick={() => void templates.fetchNextPage()}>
          {t('createForm.moreTemplates')}
        </Button>
      ) : null}
      {/* A group rather than a Field: a Field gives its one id to every switch inside it. */}
      <div role="group" aria-labelledby={languagesLabelId}>
        <Label id={languagesLabelId} required>
          {t('createForm.languages')}
        </Label>
        <div className={styles.languages}>
          {LANGUAGE_OPTIONS.map((option) => (
            <Switch
              key={option.language}
              label={t(option.labelKey)}
              checked={values.languages.includes(option.language)}
              onBlur={() => touch('languages')}
              onChange={(_, data) => {
                touch('languages');
                change(
                  'languages',
                  data.checked
                    ? LANGUAGE_OPTIONS.map((entry) => entry.language).filter((entry) => entry === option.language || values.languages.includes(entry))
                    : values.languages.filter((entry) => entry !== option.language),
                );
              }}
            />
          ))}
        </div>
        {errors.languages ? (
          <Text role="alert" className={styles.error}>
            {t(errors.languages)}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
