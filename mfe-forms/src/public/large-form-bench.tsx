import { useState } from 'react';
import { FormStatus, generateLargeForm } from '@front-office/shared/core';
import type { Form, Organization } from '@front-office/shared/core';
import { FormStyles } from '../features/public-form/components/form-styles';
import { PublicFormView } from '../features/public-form/components/public-form-view';

const organization: Organization = { id: 'bench', name: 'Benchmark', currency: 'usd', avatar: null };

/**
 * /public/bench/large-form: the 1,000-field / 300-rule benchmark form (ARCHITECTURE.md bars)
 * rendered by the real renderer without a server, so `npm run bench` can time first paint,
 * the 100-field toggle and keystrokes in Chromium. Loaded lazily: visitors never download it.
 */
export default function LargeFormBench() {
  const [content] = useState(() => generateLargeForm());
  const [form] = useState<Form>(() => ({
    id: 'bench',
    name: 'Benchmark form',
    status: FormStatus.Active,
    avatar: null,
    organizationId: organization.id,
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
  }));
  return (
    <div className="fo-root" data-testid="large-form-bench">
      <FormStyles />
      <PublicFormView details={{ form, organization }} content={content} mode="preview" onSubmitted={() => undefined} />
    </div>
  );
}
