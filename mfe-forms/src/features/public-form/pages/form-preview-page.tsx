import { useCallback } from 'react';
import { shareLinks } from '@front-office/shared/core';
import { useParams } from '@front-office/shared/router';
import { ApiError, apiRequest, getRuntimeConfig, useCan, useCurrentOrganization } from '@front-office/shared/platform';
import type { DetailsResult, PublicFormDetails } from '../api/get-public-form-details';
import { PublicFormEnvProvider } from '../components/public-form-env';
import { PublicFormPage } from '../components/public-form-page';
import { useShellEnv } from './use-shell-env';

const noSubmission = () => undefined;

/** /registrations/preview/:formId: the public rendering for staff (FORM read), any status. */
export function FormPreviewPage() {
  const { formId = '' } = useParams();
  const env = useShellEnv();
  const organization = useCurrentOrganization();
  const canShare = useCan('FORM', 'update');
  const organizationId = organization?.id ?? '';
  // Staff read the form through the authenticated details call, so Draft forms preview too.
  const loadDetails = useCallback(
    async (id: string): Promise<DetailsResult> => {
      try {
        const details = await apiRequest<PublicFormDetails>(`/api/organizations/${encodeURIComponent(organizationId)}/forms/${encodeURIComponent(id)}/details`);
        return { status: 'ok', details };
      } catch (error) {
        return { status: error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400) ? 'notFound' : 'error' };
      }
    },
    [organizationId],
  );
  const share = canShare ? shareLinks(formId, getRuntimeConfig().publicFormUrl, window.location.origin) : undefined;
  return (
    <PublicFormEnvProvider value={env}>
      <PublicFormPage formId={formId} mode="preview" loadDetails={loadDetails} share={share} onSubmitted={noSubmission} />
    </PublicFormEnvProvider>
  );
}
