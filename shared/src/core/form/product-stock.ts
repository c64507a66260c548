import type { FormContent, Product } from '../types/form-model';
import type { FieldError } from './validation-messages';

/** Quantities already claimed, by product value (spec 001 §9: summed over the form's field properties). */
export type ClaimedProducts = Record<string, number>;

/**
 * The claimed quantities held in a form's field properties (`{ [fieldId]: { claimed: { [product]: n } } }`),
 * summed by product value: a product's limit counts every field that sells it. Anything else is ignored.
 */
export function claimedProducts(fieldProperties: unknown): ClaimedProducts {
  const claimed: ClaimedProducts = {};
  if (typeof fieldProperties !== 'object' || fieldProperties === null) return claimed;
  for (const properties of Object.values(fieldProperties as Record<string, unknown>)) {
    const entries = (properties as { claimed?: unknown } | null)?.claimed;
    if (typeof entries !== 'object' || entries === null) continue;
    for (const [product, quantity] of Object.entries(entries as Record<string, unknown>)) {
      if (typeof quantity === 'number' && Number.isFinite(quantity)) claimed[product] = (claimed[product] ?? 0) + quantity;
    }
  }
  return claimed;
}

/** How many of a product are left under its limit (never below 0); null when it has no limit. */
export function productLeft(product: Pick<Product, 'value' | 'limit'>, claimed: ClaimedProducts | undefined): number | null {
  if (product.limit === null || product.limit === undefined) return null;
  return Math.max(0, product.limit - (claimed?.[product.value] ?? 0));
}

/** The message of a quantity above what is left: how many are left, or none (spec 001 §5 Products). */
export function productShortageError(product: string, left: number): FieldError {
  return left > 0 ? { key: 'validation.productLeft', params: { product, left } } : { key: 'validation.productNoneLeft', params: { product, left: 0 } };
}

/** One field's problems as its error: the first, with the others in `more` so each is shown; null when none. */
export function combineFieldErrors(problems: readonly FieldError[]): FieldError | null {
  const [first, ...others] = problems;
  if (!first) return null;
  return others.length > 0 ? { ...first, more: others } : first;
}

/**
 * What the public may know of the claimed quantities: those of products with a limit (what is
 * left is shown to every visitor), as field properties holding `{ claimed }` only. Claims of
 * products without a limit are the organization's sales figures, and other properties the server's.
 */
export function publicClaims(content: FormContent, fieldProperties: unknown): Record<string, { claimed: ClaimedProducts }> {
  const limited = new Set<string>();
  for (const step of content.steps) {
    for (const section of step.sections) {
      for (const field of section.fields) {
        if (field.type !== 'Products') continue;
        for (const product of field.products) if (product.limit !== null && product.limit !== undefined) limited.add(product.value);
      }
    }
  }
  const shown: Record<string, { claimed: ClaimedProducts }> = {};
  if (typeof fieldProperties !== 'object' || fieldProperties === null) return shown;
  for (const [fieldId, properties] of Object.entries(fieldProperties as Record<string, unknown>)) {
    const claimed = claimedProducts({ [fieldId]: properties });
    const kept = Object.entries(claimed).filter(([product]) => limited.has(product));
    if (kept.length > 0) shown[fieldId] = { claimed: Object.fromEntries(kept) };
  }
  return shown;
}
