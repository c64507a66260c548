import type { Receipt } from '@front-office/shared/core';
import { fetchPublicApi } from './fetch-public-api';

/** The receipt call's outcome: the receipt; `refused` for a key that is not the submission's (403); `notFound` (404, 400); null for any other failure. */
export type ReceiptResult = { status: 'ok'; receipt: Receipt } | { status: 'refused' } | { status: 'notFound' } | null;

/**
 * `GET /api/public/forms/{formId}/submissions/{submissionId}/receipt?key=…` (beyond the spec,
 * issue 18 §11, server/README.md): the receipt, for the holder of the submission's receipt key.
 */
export async function getReceipt(apiBaseUrl: string, formId: string, submissionId: string, receiptKey: string): Promise<ReceiptResult> {
  const path = `/api/public/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}/receipt?key=${encodeURIComponent(receiptKey)}`;
  try {
    const response = await fetchPublicApi(apiBaseUrl, path, { headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' } });
    if (response.status === 403) return { status: 'refused' };
    if (response.status === 404) return { status: 'notFound' };
    // 400: the key does not even have a key's form; it opens nothing, like a wrong one.
    if (response.status === 400) return { status: 'refused' };
    if (!response.ok) return null;
    const body = (await response.json()) as Receipt;
    return typeof body === 'object' && body !== null && typeof body.submissionId === 'string' ? { status: 'ok', receipt: body } : null;
  } catch {
    return null;
  }
}
