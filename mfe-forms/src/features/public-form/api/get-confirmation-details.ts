import { getPublicFormDetails } from './get-public-form-details';
import type { DetailsResult, LoadDetails } from './get-public-form-details';

/**
 * `GET /api/public/forms/{formId}/submissions/{submissionId}` (beyond the spec, server/README.md):
 * whether the submission belongs to the form. 204 yes, 404 or 400 (an unreadable id) no.
 */
export async function submissionBelongsToForm(apiBaseUrl: string, formId: string, submissionId: string): Promise<boolean | null> {
  try {
    const response = await fetch(
      `${apiBaseUrl.replace(/\/+$/, '')}/api/public/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}`,
      { headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' } },
    );
    if (response.ok) return true;
    if (response.status === 404 || response.status === 400) return false;
    return null;
  } catch {
    return null;
  }
}

/**
 * The confirmation's loader (issue 13 §6): the form's details, and not-found instead of
 * "Thank you!" when the submission id was not made on that form. Both calls run at once.
 */
export function confirmationLoader(apiBaseUrl: string, submissionId: string): LoadDetails {
  return async (formId): Promise<DetailsResult> => {
    const [details, belongs] = await Promise.all([getPublicFormDetails(apiBaseUrl, formId), submissionBelongsToForm(apiBaseUrl, formId, submissionId)]);
    if (details.status !== 'ok') return details;
    if (belongs === false) return { status: 'notFound' };
    if (belongs === null) return { status: 'error' };
    return details;
  };
}
