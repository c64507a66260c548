import { localizedValue } from '@front-office/shared/core';
import type { Field, FieldError, Language } from '@front-office/shared/core';
import type { Translate } from './translate';

/**
 * The messages of a field's error, one per problem (a Products field lists every product in
 * error): a `product` param, a product's value, is shown as its text in the visitor's language.
 */
export function fieldErrorMessages(field: Field, error: FieldError, language: Language, t: Translate): string[] {
  return [error, ...(error.more ?? [])].map(({ key, params }) => {
    const product = field.type === 'Products' && params?.product !== undefined ? field.products.find((entry) => entry.value === params.product) : undefined;
    return t(key, product ? { ...params, product: localizedValue(product.text, language) || product.value } : params);
  });
}
