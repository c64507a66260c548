import { useCallback } from 'react';
import { confirmationPath } from '@front-office/shared/core';
import { useNavigate, useParams } from '@front-office/shared/router';
import { getPublicFormDetails } from '../api/get-public-form-details';
import { PublicFormEnvProvider } from '../components/public-form-env';
import { PublicFormPage } from '../components/public-form-page';
import { useShellEnv } from './use-shell-env';

/** /registrations/embed/:formId in the shell: the public form without share, reporting its height. */
export function PublicEmbedPage() {
  const { formId = '' } = useParams();
  const navigate = useNavigate();
  const env = useShellEnv();
  const loadDetails = useCallback((id: string) => getPublicFormDetails(env.apiBaseUrl, id), [env.apiBaseUrl]);
  const onSubmitted = useCallback(
    (submissionId: string, receiptKey: string | null) => navigate(confirmationPath(formId, submissionId, receiptKey)),
    [navigate, formId],
  );
  return (
    <PublicFormEnvProvider value={env}>
      <PublicFormPage formId={formId} mode="embed" loadDetails={loadDetails} onSubmitted={onSubmitted} />
    </PublicFormEnvProvider>
  );
}
