import { useState } from 'react';
import { errorMessageKey, errorMessageOptions, LoadingState, useCurrentOrganization, useLanguage, useTranslation } from '@front-office/shared/platform';
import { useParams } from '@front-office/shared/router';
import { makeStyles } from '@fluentui/react-components';
import { tokens, MessageBar, MessageBarBody, Text } from '@front-office/shared/ui';
import { parseFormContent } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { useFormDetails } from '../api/get-form-details';
import { useFormRenderer } from '../../canvas/use-form-renderer';
import { Designer } from './designer';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXL } });

/** /registrations/admin/edit-form/:formId (FORM read; the shell guards the route). */
export function DesignerPage() {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { formId = '' } = useParams();
  const organization = useCurrentOrganization();
  const language = useLanguage();
  const organizationId = organization?.id ?? '';
  const details = useFormDetails(organizationId, formId);
  // mfe-forms' renderer loads while the form does, not after it.
  useFormRenderer();
  // Bumped by Reload: the designer starts again from the stored form (after a 409, or on request).
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);

  if (!organization) return <Text className={styles.root}>{t('editForm.noOrganization')}</Text>;
  if (details.isPending || reloading) return <LoadingState label={t('editForm.loading')} />;
  if (details.isError) {
    return (
      <MessageBar intent="error" role="alert" className={styles.root}>
        <MessageBarBody>{t(errorMessageKey(details.error), errorMessageOptions(details.error))}</MessageBarBody>
      </MessageBar>
    );
  }
  const { form } = details.data;
  const parsed = parseFormContent(form.content ?? '');
  if (!parsed.ok) {
    return (
      <MessageBar intent="error" role="alert" className={styles.root}>
        <MessageBarBody>{t('editForm.invalidContent', { error: parsed.error })}</MessageBarBody>
      </MessageBar>
    );
  }
  const reload = () => {
    setReloading(true);
    void details.refetch().finally(() => {
      setReloading(false);
      setGeneration((value) => value + 1);
    });
  };
  return <Designer key={`${form.id}:${generation}`} form={form} content={parsed.content} organizationId={organizationId} language={language} onReload={reload} />;
}
