import type { Payment } from '@front-office/shared/core';
import type { PaymentActionAnswer } from '../payment/card-adapters';
import { fetchPublicApi } from './fetch-public-api';

/** A refusal carries `action` when the card's bank asks the cardholder to authenticate the charge (402 `authentication_required`). */
export type ConfirmResult =
  | { ok: true; payment: Payment }
  | { ok: false; status: number; code: string | null; declineCode: string | null; action?: PaymentActionAnswer };

/** `POST /api/organizations/{orgId}/forms/{formId}/submissions/{submissionId}/payment/confirm`: the server checks the setup and charges. */
export async function confirmPayment(apiBaseUrl: string, target: { organizationId: string; formId: string; submissionId: string; setupIntentId: string }): Promise<ConfirmResult> {
  const path = `/api/organizations/${encodeURIComponent(target.organizationId)}/forms/${encodeURIComponent(target.formId)}/submissions/${encodeURIComponent(target.submissionId)}/payment/confirm`;
  try {
    const response = await fetchPublicApi(apiBaseUrl, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ setupIntentId: target.setupIntentId }),
    });
    const body = (await response.json().catch(() => ({}))) as Payment & { code?: string; declineCode?: string | null; errors?: string[]; action?: PaymentActionAnswer };
    if (response.ok) return { ok: true, payment: body };
    const refused = { ok: false as const, status: response.status, code: body.code ?? body.errors?.[0] ?? null, declineCode: body.declineCode ?? null };
    return body.action && typeof body.action.clientSecret === 'string' ? { ...refused, action: body.action } : refused;
  } catch {
    return { ok: false, status: 0, code: null, declineCode: null };
  }
}
