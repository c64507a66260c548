import { useMemo } from 'react';
import { useParams } from '@front-office/shared/router';
import { confirmationLoader } from '../api/get-confirmation-details';
import { ConfirmationView } from '../components/confirmation-view';
import { PublicFormEnvProvider } from '../components/public-form-env';
import { useShellEnv } from './use-shell-env';

/** /registrations/:formId/confirm/:submissionId in the shell. */
export function ConfirmationPage() {
  const { formId = '', submissionId = '' } = useParams();
  const env = useShellEnv();
  const loadDetails = useMemo(() => confirmationLoader(env.apiBaseUrl, submissionId), [env.apiBaseUrl, submissionId]);
  return (
    <PublicFormEnvProvider value={env}>
      <ConfirmationView formId={formId} loadDetails={loadDetails} />
    </PublicFormEnvProvider>
  );
}
