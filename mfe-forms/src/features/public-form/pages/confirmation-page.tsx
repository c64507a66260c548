import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { getPublicFormDetails } from '../api/get-public-form-details';
import { ConfirmationView } from '../components/confirmation-view';
import { PublicFormEnvProvider } from '../components/public-form-env';
import { useShellEnv } from './use-shell-env';

/** /registrations/:formId/confirm/:submissionId in the shell. */
export function ConfirmationPage() {
  const { formId = '' } = useParams();
  const env = useShellEnv();
  const loadDetails = useCallback((id: string) => getPublicFormDetails(env.apiBaseUrl, id), [env.apiBaseUrl]);
  return (
    <PublicFormEnvProvider value={env}>
      <ConfirmationView formId={formId} loadDetails={loadDetails} />
    </PublicFormEnvProvider>
  );
}
