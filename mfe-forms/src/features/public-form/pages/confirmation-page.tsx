import { useMemo } from 'react';
import { RECEIPT_KEY_PARAM } from '@front-office/shared/core';
import { useParams, useSearchParams } from '@front-office/shared/router';
import { confirmationLoader } from '../api/get-confirmation-details';
import { ConfirmationView } from '../components/confirmation-view';
import { PublicFormEnvProvider } from '../components/public-form-env';
import { useShellEnv } from './use-shell-env';

/** /registrations/:formId/confirm/:submissionId in the shell (`?key=` opens the receipt). */
export function ConfirmationPage() {
  const { formId = '', submissionId = '' } = useParams();
  const [search] = useSearchParams();
  const receiptKey = search.get(RECEIPT_KEY_PARAM);
  const env = useShellEnv();
  const load = useMemo(() => confirmationLoader(env.apiBaseUrl, submissionId, receiptKey), [env.apiBaseUrl, submissionId, receiptKey]);
  return (
    <PublicFormEnvProvider value={env}>
      <ConfirmationView formId={formId} load={load} receiptKey={receiptKey} />
    </PublicFormEnvProvider>
  );
}
