import { FormStatus } from '@front-office/shared/core';
import type { Form } from '@front-office/shared/core';

/**
 * An open form with no payment, no limit and no content, for the renderers that run without a
 * server: the tests and the bench's large-form page (bench/large-form-page). The caller names it and may override anything.
 */
export function blankForm(overrides: Pick<Form, 'id' | 'name' | 'organizationId'> & Partial<Form>): Form {
  return {
    status: FormStatus.Active,
    avatar: null,
    editedBy: null,
    submissionCount: 0,
    submissionLimit: null,
    creationDate: '2026-01-01T00:00:00Z',
    modificationDate: '2026-01-01T00:00:00Z',
    currency: 'usd',
    recaptchaEnabled: false,
    emailContent: null,
    discountCodes: [],
    hasDiscountCodes: false,
    localizations: ['en', 'fr'],
    fieldProperties: null,
    paymentEnabled: false,
    paymentOptional: false,
    fixedAmount: null,
    paymentAccount: null,
    paymentProvider: null,
    paymentModes: null,
    content: '',
    ...overrides,
  };
}
