import type { FormDetailsResponse } from '@front-office/shared/core';

/** The public details answer: the server adds `closed` (a reason) when the form is not fillable. */
export type PublicFormDetails = FormDetailsResponse & { closed?: string | null };

export type DetailsResult = { status: 'ok'; details: PublicFormDetails } | { status: 'notFound' } | { status: 'error' };

/** Loads a form for filling in or for its confirmation; hosts pass their own loader for the preview. */
export type LoadDetails = (formId: string) => Promise<DetailsResult>;

/** `GET /api/public/forms/{formId}/details` (spec 001 §7): public, no authentication. */
export async function getPublicFormDetails(apiBaseUrl: string, formId: string, signal?: AbortSignal): Promise<DetailsResult> {
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}/api/public/forms/${encodeURIComponent(formId)}/details`, {
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      signal,
    });
    if (response.status === 404) return { status: 'notFound' };
    if (!response.ok) return { status: 'error' };
    return { status: 'ok', details: JSON.parse(await response.text()) as PublicFormDetails };
  } catch {
    return { status: 'error' };
  }
}
