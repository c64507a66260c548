import { useState } from 'react';
import { generateLargeForm } from '@front-office/shared/core';
import type { Organization } from '@front-office/shared/core';
import { FormStyles } from '../features/public-form/components/form-styles';
import { PublicFormView } from '../features/public-form/components/public-form-view';
import { blankForm } from '../features/public-form/utils/blank-form';

const organization: Organization = { id: 'bench', name: 'Benchmark', currency: 'usd', avatar: null };

/**
 * /public/bench/large-form: the 1,000-field / 300-rule benchmark form (ARCHITECTURE.md bars)
 * rendered by the real renderer without a server, so `npm run bench` can time first paint,
 * the 100-field toggle and keystrokes in Chromium. Loaded lazily: visitors never download it.
 */
export default function LargeFormBench() {
  const [content] = useState(() => generateLargeForm());
  const [form] = useState(() => blankForm({ id: 'bench', name: 'Benchmark form', organizationId: organization.id }));
  return (
    <div className="fo-root" data-testid="large-form-bench">
      <FormStyles />
      <PublicFormView details={{ form, organization }} content={content} mode="preview" onSubmitted={() => undefined} />
    </div>
  );
}
