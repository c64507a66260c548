import type { Receipt } from '@front-office/shared/core';
import type { PaymentActionAnswer } from '../payment/card-adapters';
import { fetchPublicApi } from './fetch-public-api';

export type PayLineResult = { ok: true; receipt: Receipt } | { ok: false; status: number; code: string | null; declineCode: string | null };

export interface LineTarget {
  formId: string;
  submissionId: string;
  installmentId: string;
  receiptKey: string;
}

const linePath = (target: LineTarget, call: 'pay' | 'complete' | 'action') =>
  `/api/public/forms/${encodeURIComponent(target.formId)}/submissions/${encodeURIComponent(target.submissionId)}/installments/${encodeURIComponent(target.installmentId)}/${call}`;

async function postLine(apiBaseUrl: string, target: LineTarget, call: 'pay' | 'complete', body: Record<string, string>): Promise<PayLineResult> {
  try {
    const response = await fetchPublicApi(apiBaseUrl, linePath(target, call), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ key: target.receiptKey, ...body }),
    });
    const answer = (await response.json().catch(() => ({}))) as Receipt & { code?: string; declineCode?: string | null; errors?: string[] };
    if (response.ok) return { ok: true, receipt: answer };
    return { ok: false, status: response.status, code: answer.code ?? answer.errors?.[0] ?? null, declineCode: answer.declineCode ?? null };
  } catch {
    return { ok: false, status: 0, code: null, declineCode: null };
  }
}

/**
 * `POST …/installments/{installmentId}/pay` (issue 18 §7): the payer's new card, already set up
 * with the provider, pays a declined charge (or one waiting for the bank).
 */
export function payDeclinedLine(apiBaseUrl: string, target: LineTarget & { setupIntentId: string }): Promise<PayLineResult> {
  return postLine(apiBaseUrl, target, 'pay', { setupIntentId: target.setupIntentId });
}

/** `POST …/installments/{installmentId}/complete`: after the bank's authentication in the page, the server reads the charge and settles it. */
export function completeLineAction(apiBaseUrl: string, target: LineTarget): Promise<PayLineResult> {
  return postLine(apiBaseUrl, target, 'complete', {});
}

/** `GET …/installments/{installmentId}/action`: what the page needs to authenticate a charge; null when it cannot be had (the code). */
export async function getLineAction(apiBaseUrl: string, target: LineTarget): Promise<{ ok: true; action: PaymentActionAnswer } | { ok: false; status: number; code: string | null }> {
  try {
    const response = await fetchPublicApi(apiBaseUrl, `${linePath(target, 'action')}?key=${encodeURIComponent(target.receiptKey)}`, {
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
    });
    const answer = (await response.json().catch(() => ({}))) as Partial<PaymentActionAnswer> & { code?: string; errors?: string[] };
    if (response.ok && typeof answer.clientSecret === 'string') return { ok: true, action: answer as PaymentActionAnswer };
    return { ok: false, status: response.status, code: answer.code ?? answer.errors?.[0] ?? null };
  } catch {
    return { ok: false, status: 0, code: null };
  }
}
