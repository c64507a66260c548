import type { FormDetailsResponse } from '@front-office/shared/core';
import { fetchPublicApi } from './fetch-public-api';

/** The public details answer: the server adds `closed` (a reason) when the form is not fillable. */
export type PublicFormDetails = FormDetailsResponse & { closed?: string | null };

export type DetailsResult = { status: 'ok'; details: PublicFormDetails } | { status: 'notFound' } | { status: 'error' };

/** Loads a form for filling in or for its confirmation; hosts pass their own loader for the preview. */
export type LoadDetails = (formId: string) => Promise<DetailsResult>;

/** `GET /api/public/forms/{formId}/details` (spec 001 §7): public, no authentication. */
export async function getPublicFormDetails(apiBaseUrl: string, formId: string, signal?: AbortSignal): Promise<DetailsResult> {
  try {
    const response = await fetchPublicApi(apiBaseUrl, `/api/public/forms/${encodeURIComponent(formId)}/details`, {
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      signal,
    });
    // 400: an id the server cannot even read ("abc") names no form either (issue 13 §6).
    if (response.status === 404 || response.status === 400) return { status: 'notFound' };
    if (!response.ok) return { status: 'error' };
    const body: unknown = JSON.parse(await response.text());
    // An answer without a form and its organization (a proxy's error page, an old server)
    // is an error state, never a crash while rendering.
    return isDetails(body) ? { status: 'ok', details: body } : { status: 'error' };
  } catch {
    return { status: 'error' };
  }
}

function isDetails(body: unknown): body is PublicFormDetails {
  if (typeof body !== 'object' || body === null) return false;
  const { form, organization } = body as Record<string, unknown>;
  return typeof form === 'object' && form !== null && typeof organization === 'object' && organization !== null;
}
