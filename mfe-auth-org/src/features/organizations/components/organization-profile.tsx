import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { EmptyState, fileUrl, useCan, useCurrentOrganization, useImagePicker, useToast, useTranslation } from '@front-office/shared/platform';
import { makeStyles, Input } from '@fluentui/react-components';
import { tokens, Avatar, Button, Field, Spinner, Text, Title2 } from '@front-office/shared/ui';
import { CameraRegular } from '@fluentui/react-icons';
import type { Organization } from '@front-office/shared/core';
import { ORGANIZATION_NAME_MAX } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useUpdateOrganization } from '../api/update-organization';
import type { OrganizationValues } from './organization-fields';
import { CurrencyField, organizationSchema } from './organization-fields';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '480px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  avatar: { position: 'relative', width: '84px', height: '84px' },
  avatarImage: { width: '84px', height: '84px' },
  camera: { position: 'absolute', right: '-8px', bottom: '-8px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

function ProfileForm({ organization }: { organization: Organization }) {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const canUpdate = useCan('ORGANIZATION', 'update');
  const { file: avatar, preview, problem: avatarProblem, inputProps, open: chooseAvatar, clear: clearAvatar } = useImagePicker();
  const saving = useUpdateOrganization();
  const { control, handleSubmit, formState, reset } = useForm<OrganizationValues>({
    resolver: yupResolver(organizationSchema),
    mode: 'onChange',
    defaultValues: { name: organization.name, currency: organization.currency },
  });

  const submit = handleSubmit((values) => {
    saving.mutate(
      { id: organization.id, name: values.name, currency: values.currency, avatar },
      {
        onSuccess: (saved) => {
          // The saved values become the new baseline, so Save is disabled again (spec 000 §2).
          reset({ name: saved.name, currency: saved.currency });
          clearAvatar();
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
              onClick={chooseAvatar}
            />
            <input {...inputProps} aria-label={t('profile.avatarFile')} />
          </>
        )}
      </div>
      {avatarProblem && (
        <Text role="alert" className={styles.error}>
          {t(avatarProblem === 'size' ? 'create.logoSize' : 'create.logoType')}
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
      <CurrencyField control={control} label={t('profile.currency')} disabled={!canUpdate} />
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
