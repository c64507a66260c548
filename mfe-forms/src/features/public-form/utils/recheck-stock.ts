import { claimedProducts } from '@front-office/shared/core';
import type { FormContent } from '@front-office/shared/core';
import { getPublicFormDetails } from '../api/get-public-form-details';
import type { FormStore } from '../store/form-store';

/** Whether a product of the form has a limit, so what is left of it can change while the visitor fills it in. */
export function hasProductLimits(content: FormContent): boolean {
  return content.steps.some((step) =>
    step.sections.some((section) => section.fields.some((field) => field.type === 'Products' && field.products.some((product) => product.limit !== null && product.limit !== undefined))),
  );
}

/** Reads the claimed quantities again from the public details (others may have ordered meanwhile); kept as they were when it fails. */
export async function refreshClaimed(apiBaseUrl: string, formId: string, store: FormStore): Promise<void> {
  const result = await getPublicFormDetails(apiBaseUrl, formId);
  if (result.status === 'ok') store.setClaimed(claimedProducts(result.details.form.fieldProperties));
}

/**
 * The summary's check before Submit (issue 18 §4): with what is left now, every answer is
 * validated again; answers the first step holding an error (shown at its field), or null.
 * Forms without a product limit are not read again.
 */
export async function recheckStock(apiBaseUrl: string, formId: string, store: FormStore): Promise<number | null> {
  if (!hasProductLimits(store.content)) return null;
  await refreshClaimed(apiBaseUrl, formId, store);
  return store.validateAll();
}
