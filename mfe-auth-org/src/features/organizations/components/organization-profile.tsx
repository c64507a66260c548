import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { mixed, object } from 'yup';
import { Avatar, Button, Field, Input, Select, Spinner, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { CameraRegular } from '@fluentui/react-icons';
import type { Currency, Organization } from '@front-office/shared/core';
import { CURRENCIES, ORGANIZATION_NAME_MAX, organizationNameSchema } from '@front-office/shared/core';
import { EmptyState, fileUrl, useCan, useCurrentOrganization, useToast } from '@front-office/shared/platform';
import { NAMESPACE } from '../../../i18n/namespace';
import { useUpdateOrganization } from '../api/update-organization';
import { useImagePreview } from '../hooks/use-image-preview';
import type { LogoProblem } from '../utils/logo-file-problem';
import { LOGO_ACCEPT, logoFileProblem } from '../utils/logo-file-problem';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '480px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  avatar: { position: 'relative', width: '84px', height: '84px' },
  avatarImage: { width: '84px', height: '84px' },
  camera: { position: 'absolute', right: '-8px', bottom: '-8px' },
  hiddenInput: { display: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

interface ProfileValues {
  name: string;
  currency: Currency;
}

const schema = object({
  name: organizationNameSchema,
  currency: mixed<Currency>().oneOf(CURRENCIES).required(),
});

function ProfileForm({ organization }: { organization: Organization }) {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const canUpdate = useCan('ORGANIZATION', 'update');
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarProblem, setAvatarProblem] = useState<LogoProblem | null>(null);
  const preview = useImagePreview(avatar);
  const saving = useUpdateOrganization();
  const { control, handleSubmit, formState, reset } = useForm<ProfileValues>({
    resolver: yupResolver(schema),
    mode: 'onChange',
    defaultValues: { name: organization.name, currency: organization.currency },
  });

  const onAvatarChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    setAvatarProblem(problem);
    if (!problem) setAvatar(file);
  };

  const submit = handleSubmit((values) => {
    saving.mutate(
      { id: organization.id, name: values.name, currency: values.currency, avatar },
      {
        onSuccess: (saved) => {
          // The saved values become the new baseline, so Save is disabled again (spec 000 §2).
          reset({ name: saved.name, currency: saved.currency });
          setAvatar(null);
          toast.success(t('profile.saved'));
        },
        // Spec 000 §8: a failed save on this page is only logged; the form keeps what was typed.
        onError: (error) => console.error('Organization save failed', error),
      },
    );
  });

  const nameError = formState.errors.name?.message;
  // Spec 000 §2: Save waits for a changed name or avatar, and refuses an invalid name.
  const hasChanges = Boolean(formState.dirtyFields.name) || avatar !== null;
  const canSave = canUpdate && hasChanges && !nameError && !saving.isPending;
  const avatarSrc = preview ?? (organization.avatar ? fileUrl(organization.avatar) : undefined);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.avatar}>
        {/* Spec 000 §9 says 84 px, which is not one of Fluent's avatar sizes: the nearest larger one, shrunk. */}
        <Avatar className={styles.avatarImage} shape="square" size={96} name={organization.name} image={avatarSrc ? { src: avatarSrc } : undefined} aria-label={t('profile.avatar')} />
        {canUpdate && (
          <>
            <Button
              className={styles.camera}
              shape="circular"
              icon={<CameraRegular />}
              aria-label={t('profile.changeAvatar')}
              title={t('profile.changeAvatar')}
              disabled={saving.isPending}
              onClick={() => fileInput.current?.click()}
            />
            <input ref={fileInput} className={styles.hiddenInput} type="file" accept={LOGO_ACCEPT} aria-label={t('profile.avatarFile')} onChange={onAvatarChosen} />
          </>
        )}
      </div>
      {avatarProblem && (
        <Text role="alert" className={styles.error}>
          {t(`create.${avatarProblem}`)}
        </Text>
      )}
      <Controller
        name="name"
        control={control}
        render={({ field }) => (
          <Field
            label={t('profile.name')}
            required={canUpdate}
            validationState={nameError ? 'error' : 'none'}
            validationMessage={nameError ? t(nameError, { ns: 'common' }) : undefined}
          >
            <Input {...field} readOnly={!canUpdate} maxLength={ORGANIZATION_NAME_MAX + 1} />
          </Field>
        )}
      />
      <Controller
        name="currency"
        control={control}
        render={({ field }) => (
          <Field label={t('profile.currency')}>
            <Select value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} disabled={!canUpdate}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency.toUpperCase()}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      {canUpdate && (
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={!canSave} icon={saving.isPending ? <Spinner size="tiny" /> : undefined}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The organization profile (/organization, spec 000 §2). */
export function OrganizationProfile() {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const organization = useCurrentOrganization();
  return (
    <section className={styles.root} data-testid="organization-profile">
      <Title2 as="h1">{t('profile.title')}</Title2>
      {organization ? <ProfileForm key={organization.id} organization={organization} /> : <EmptyState message={t('profile.noOrganization')} />}
    </section>
  );
}
