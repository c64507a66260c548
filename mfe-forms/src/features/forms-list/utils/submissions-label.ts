import type { FormSummary } from '@front-office/shared/core';

/** The submissions column (spec 000 §2): the count, or count/limit when a limit is set. */
export function submissionsLabel(form: Pick<FormSummary, 'submissionCount' | 'submissionLimit'>): string {
  return form.submissionLimit == null ? String(form.submissionCount) : `${form.submissionCount}/${form.submissionLimit}`;
}
