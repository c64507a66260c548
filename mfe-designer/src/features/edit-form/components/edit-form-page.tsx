import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MessageBar, MessageBarBody, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { localizedValue, parseFormContent } from '@front-office/shared/core';
import { FieldPreviewSlot, RendererStyles } from '../../canvas/field-preview-slot';
import { LoadingState, errorMessageKey, useCurrentOrganization, useLanguage } from '@front-office/shared/platform';
import { NAMESPACE } from '../../../i18n/namespace';
import { useFormDetails } from '../api/get-form-details';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
});

/**
 * /registrations/admin/edit-form/:formId. The designer is a later issue; until then the page
 * names the form, so creating a form from a template lands somewhere meaningful (issue 4).
 */
export function EditFormPage() {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { formId = '' } = useParams();
  const organization = useCurrentOrganization();
  return (
    <section className={styles.root} data-testid="edit-form">
      <Title2 as="h1">{t('pages.EditForm')}</Title2>
      {organization ? <FormName organizationId={organization.id} formId={formId} /> : <Text>{t('editForm.noOrganization')}</Text>}
      <Text italic>{t('editForm.comingSoon')}</Text>
    </section>
  );
}

function FormName({ organizationId, formId }: { organizationId: string; formId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const details = useFormDetails(organizationId, formId);
  if (details.isPending) return <LoadingState label={t('editForm.loading')} />;
  if (details.isError) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t(errorMessageKey(details.error), { ns: 'common' })}</MessageBarBody>
      </MessageBar>
    );
  }
  const parsed = parseFormContent(details.data.form.content);
  const fields = parsed.ok ? parsed.content.steps.flatMap((step) => step.sections.flatMap((section) => section.fields)) : [];
  return (
    <>
      <Text as="h2" size={500} weight="semibold" data-testid="edit-form-name">
        {localizedValue(details.data.form.name, language)}
      </Text>
      <RendererStyles />
      {fields.map((field) => (
        <FieldPreviewSlot key={field.id} field={field} language={language} />
      ))}
    </>
  );
}
