import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { mixed, object } from 'yup';
import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import type { Currency } from '@front-office/shared/core';
import { CURRENCIES, DEFAULT_CURRENCY, ORGANIZATION_NAME_MAX, organizationNameSchema } from '@front-office/shared/core';
import { useToast } from '@front-office/shared/platform';
import { NAMESPACE } from '../../../i18n/namespace';
import { useCreateOrganization } from '../api/create-organization';
import { useImagePreview } from '../hooks/use-image-preview';
import type { LogoProblem } from '../utils/logo-file-problem';
import { LOGO_ACCEPT, logoFileProblem } from '../utils/logo-file-problem';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  logo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hiddenInput: { display: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface CreateValues {
  name: string;
  currency: Currency;
}

const schema = object({
  name: organizationNameSchema,
  currency: mixed<Currency>().oneOf(CURRENCIES).required(),
});

function CreateOrganizationForm({ onDone }: { onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoProblem, setLogoProblem] = useState<LogoProblem | null>(null);
  const preview = useImagePreview(logo);
  const creation = useCreateOrganization();
  const { control, handleSubmit, formState } = useForm<CreateValues>({
    resolver: yupResolver(schema),
    defaultValues: { name: '', currency: DEFAULT_CURRENCY },
  });

  const onLogoChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    setLogoProblem(problem);
    setLogo(problem ? null : file);
  };

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
          navigate('/registrations');
        },
        onError: () => toast.error(t('create.failed')),
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
              <Button icon={<ImageAddRegular />} disabled={busy} onClick={() => fileInput.current?.click()}>
                {logo ? t('create.changeLogo') : t('create.chooseLogo')}
              </Button>
              <input
                ref={fileInput}
                className={styles.hiddenInput}
                type="file"
                accept={LOGO_ACCEPT}
                aria-label={t('create.logo')}
                onChange={onLogoChosen}
              />
              <Text block size={200}>
                {logo ? logo.name : t('create.logoHint')}
              </Text>
              {logoProblem && (
                <Text block size={200} role="alert" className={styles.error}>
                  {t(`create.${logoProblem}`)}
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
          <Controller
            name="currency"
            control={control}
            render={({ field }) => (
              <Field label={t('create.currency')}>
                <Select value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} disabled={busy}>
                  {CURRENCIES.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency.toUpperCase()}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={busy} onClick={onDone}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {t('create.submit')}
          </Button>
        </DialogActions>
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
