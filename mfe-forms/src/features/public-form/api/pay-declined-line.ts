import type { Receipt } from '@front-office/shared/core';
import { fetchPublicApi } from './fetch-public-api';

export type PayLineResult = { ok: true; receipt: Receipt } | { ok: false; status: number; code: string | null; declineCode: string | null };

/**
 * `POST /api/public/forms/{formId}/submissions/{submissionId}/installments/{installmentId}/pay`
 * (issue 18 §7): the payer's new card, already set up with the provider, pays a declined charge.
 */
export async function payDeclinedLine(
  apiBaseUrl: string,
  target: { formId: string; submissionId: string; installmentId: string; receiptKey: string; setupIntentId: string },
): Promise<PayLineResult> {
  const path = `/api/public/forms/${encodeURIComponent(target.formId)}/submissions/${encodeURIComponent(target.submissionId)}/installments/${encodeURIComponent(target.installmentId)}/pay`;
  try {
    const response = await fetchPublicApi(apiBaseUrl, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ key: target.receiptKey, setupIntentId: target.setupIntentId }),
    });
    const body = (await response.json().catch(() => ({}))) as Receipt & { code?: string; declineCode?: string | null; errors?: string[] };
    if (response.ok) return { ok: true, receipt: body };
    return { ok: false, status: response.status, code: body.code ?? body.errors?.[0] ?? null, declineCode: body.declineCode ?? null };
  } catch {
    return { ok: false, status: 0, code: null, declineCode: null };
  }
}
