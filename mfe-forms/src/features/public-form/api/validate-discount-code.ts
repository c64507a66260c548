import type { AppliedDiscount, DiscountType } from '@front-office/shared/core';
import { fetchPublicApi } from './fetch-public-api';

/** `POST /api/organizations/{orgId}/forms/{formId}/discount/validate` (spec 001 §7): the code's discount, or null (no data) when invalid. */
export async function validateDiscountCode(apiBaseUrl: string, organizationId: string, formId: string, code: string): Promise<AppliedDiscount | null | 'error'> {
  try {
    const response = await fetchPublicApi(apiBaseUrl, `/api/organizations/${encodeURIComponent(organizationId)}/forms/${encodeURIComponent(formId)}/discount/validate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ code }),
    });
    if (response.status === 400) return null;
    if (!response.ok) return 'error';
    const body = (await response.json()) as { discountType?: DiscountType; discountValue?: number; code?: string };
    if (!body.discountType || typeof body.discountValue !== 'number') return null;
    return { code: body.code ?? code, type: body.discountType, value: body.discountValue };
  } catch {
    return 'error';
  }
}
