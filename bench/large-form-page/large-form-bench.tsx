import { useState } from 'react';
import type { Organization } from '@front-office/shared/core';
import { FormStyles } from '../../mfe-forms/src/features/public-form/components/form-styles';
import { PublicFormView } from '../../mfe-forms/src/features/public-form/components/public-form-view';
import { blankForm } from '../../mfe-forms/src/features/public-form/utils/blank-form';
import { generateLargeForm } from '../fixtures/large-form';

const organization: Organization = { id: 'bench', name: 'Benchmark', currency: 'usd', avatar: null };

/**
 * The 1,000-field / 300-rule bench form (ARCHITECTURE.md bars) rendered by the public form's
 * real renderer without a server, so the public-form section can time first paint, the 100-field
 * toggle and keystrokes in Chromium.
 */
export function LargeFormBench() {
  const [content] = useState(() => generateLargeForm());
  const [form] = useState(() => blankForm({ id: 'bench', name: 'Benchmark form', organizationId: organization.id }));
  return (
    <div className="fo-root" data-testid="large-form-bench">
      <FormStyles />
      <PublicFormView details={{ form, organization }} content={content} mode="preview" onSubmitted={() => undefined} />
    </div>
  );
}
