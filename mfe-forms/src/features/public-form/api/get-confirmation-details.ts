import type { Receipt } from '@front-office/shared/core';
import { getPublicFormDetails } from './get-public-form-details';
import type { PublicFormDetails } from './get-public-form-details';
import { getReceipt } from './get-receipt';
import { fetchPublicApi } from './fetch-public-api';

/**
 * What the confirmation page shows: the form and organization (spec 001 §2), and the receipt when
 * the URL carried the submission's receipt key (issue 18 §11). `keyRefused`: a key was given but it
 * is not this submission's; the page then shows the spec's confirmation and no money.
 */
export type ConfirmationResult =
  | { status: 'ok'; details: PublicFormDetails; receipt: Receipt | null; keyRefused: boolean }
  | { status: 'notFound' }
  | { status: 'error' };

export type LoadConfirmation = (formId: string) => Promise<ConfirmationResult>;

/**
 * `GET /api/public/forms/{formId}/submissions/{submissionId}` (beyond the spec, server/README.md):
 * whether the submission belongs to the form. 204 yes, 404 or 400 (an unreadable id) no.
 */
export async function submissionBelongsToForm(apiBaseUrl: string, formId: string, submissionId: string): Promise<boolean | null> {
  try {
    const response = await fetchPublicApi(
      apiBaseUrl,
      `/api/public/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}`,
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
 * The confirmation's loader (issue 13 §6, issue 18 §11): the form's details, and not-found instead
 * of "Thank you!" when the submission id was not made on that form. With a receipt key, the receipt
 * call answers both whether the submission is the form's and its receipt. The calls run at once.
 */
export function confirmationLoader(apiBaseUrl: string, submissionId: string, receiptKey: string | null = null): LoadConfirmation {
  return async (formId): Promise<ConfirmationResult> => {
    if (receiptKey) {
      const [details, receipt] = await Promise.all([getPublicFormDetails(apiBaseUrl, formId), getReceipt(apiBaseUrl, formId, submissionId, receiptKey)]);
      if (details.status !== 'ok') return details;
      if (receipt?.status === 'notFound') return { status: 'notFound' };
      if (!receipt) return { status: 'error' };
      return receipt.status === 'ok'
        ? { status: 'ok', details: details.details, receipt: receipt.receipt, keyRefused: false }
        : { status: 'ok', details: details.details, receipt: null, keyRefused: true };
    }
    const [details, belongs] = await Promise.all([getPublicFormDetails(apiBaseUrl, formId), submissionBelongsToForm(apiBaseUrl, formId, submissionId)]);
    if (details.status !== 'ok') return details;
    if (belongs === false) return { status: 'notFound' };
    if (belongs === null) return { status: 'error' };
    return { status: 'ok', details: details.details, receipt: null, keyRefused: false };
  };
}
