import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { DialogFormActions, errorCodes, useImagePicker, useToast, useTranslation } from '@front-office/shared/platform';
import { useNavigate } from '@front-office/shared/router';
import { makeStyles, Input } from '@fluentui/react-components';
import { tokens, Avatar, Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Text } from '@front-office/shared/ui';
import { ImageAddRegular } from '@fluentui/react-icons';
import { DEFAULT_CURRENCY, ORGANIZATION_NAME_MAX, ROUTES } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useCreateOrganization } from '../api/create-organization';
import type { OrganizationValues } from './organization-fields';
import { CurrencyField, organizationSchema } from './organization-fields';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  logo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function CreateOrganizationForm({ onDone }: { onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const navigate = useNavigate();
  const { file: logo, preview, problem: logoProblem, inputProps, open: chooseLogo } = useImagePicker();
  const creation = useCreateOrganization();
  const { control, handleSubmit, formState } = useForm<OrganizationValues>({
    resolver: yupResolver(organizationSchema),
    defaultValues: { name: '', currency: DEFAULT_CURRENCY },
  });

  const submit = handleSubmit((values) => {
    // Spec 000 §2: creation without a logo fails with an error toast.
    if (!logo) {
      toast.error(t('create.logoRequired'));
      return;
    }
    creation.mutate(
      { name: values.name, currency: values.currency, logo },
      {
        onSuccess: ({ organization }) => {
          toast.success(t('create.added', { name: organization.name }));
          onDone();
          navigate(ROUTES.forms);
        },
        onError: (error) => toast.error(t(errorCodes(error).includes('organizationLimit') ? 'create.limitReached' : 'create.failed')),
      },
    );
  });

  const nameError = formState.errors.name?.message;
  const busy = creation.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>{t('create.title')}</DialogTitle>
        <DialogContent className={styles.form}>
          <div className={styles.logo}>
            <Avatar
              shape="square"
              size={96}
              name={t('create.logoPreview')}
              image={preview ? { src: preview, alt: t('create.logoPreview') } : undefined}
              icon={<ImageAddRegular />}
              aria-label={t('create.logoPreview')}
            />
            <div>
              <Button icon={<ImageAddRegular />} disabled={busy} onClick={chooseLogo}>
                {logo ? t('create.changeLogo') : t('create.chooseLogo')}
              </Button>
              <input {...inputProps} aria-label={t('create.logo')} />
              <Text block size={200}>
                {logo ? logo.name : t('create.logoHint')}
              </Text>
              {logoProblem && (
                <Text block size={200} role="alert" className={styles.error}>
                  {t(logoProblem === 'size' ? 'create.logoSize' : 'create.logoType')}
                </Text>
              )}
            </div>
          </div>
          <Controller
            name="name"
            control={control}
            render={({ field }) => (
              <Field
                label={t('create.name')}
                required
                validationState={nameError ? 'error' : 'none'}
                validationMessage={
                  nameError ? `${t('validation.organizationNameInvalid', { ns: 'common' })}: ${t(nameError, { ns: 'common' })}` : undefined
                }
              >
                <Input {...field} maxLength={ORGANIZATION_NAME_MAX + 1} disabled={busy} />
              </Field>
            )}
          />
          <CurrencyField control={control} label={t('create.currency')} disabled={busy} />
        </DialogContent>
        <DialogFormActions submitLabel={t('create.submit')} busy={busy} onCancel={onDone} />
      </DialogBody>
    </form>
  );
}

/** The create-organization dialog (spec 000 §2), opened from the chooser or the shell's switcher. */
export function CreateOrganizationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <DialogSurface>{open && <CreateOrganizationForm onDone={() => onOpenChange(false)} />}</DialogSurface>
    </Dialog>
  );
}
