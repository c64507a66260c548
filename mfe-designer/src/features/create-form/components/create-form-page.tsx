import { useCurrentOrganization, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Title2 } from '@front-office/shared/ui';
import { CreateFormFields, useCreateFormController } from '@front-office/shared/create-form';
import { NAMESPACE } from '../../../i18n/namespace';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * /registrations/admin/create-new-form (FORM write; the shell guards the route): the shared
 * create-form fields (shared/platform, also the forms list's dialog); creates the form, then opens the designer.
 */
export function CreateFormPage() {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const organizationId = useCurrentOrganization()?.id ?? '';
  const controller = useCreateFormController(organizationId);
  return (
    <form className={styles.root} noValidate onSubmit={controller.submit} data-testid="create-form-page">
      <Title2 as="h1">{t('createForm.title')}</Title2>
      <CreateFormFields controller={controller} />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={controller.pending}>
          {t('createForm.submit')}
        </Button>
      </div>
    </form>
  );
}
