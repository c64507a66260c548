import { FormStatus } from '@front-office/shared/core';
import type { PublicFormDetails } from '../api/get-public-form-details';

export type FormAvailability = 'open' | 'closed' | 'limitReached' | 'noFields';

/**
 * What a visitor may do with a form. The server decides closure (its `closed` reason; Draft and
 * Completed forms, or outside the start and end dates); the same rule is read here from the
 * form so a page stays right against a server that leaves the reason out.
 */
export function formAvailability(details: PublicFormDetails, fieldCount: number, now: Date = new Date()): FormAvailability {
  const { form } = details;
  const outsideDates = (form.startDate && now < new Date(form.startDate)) || (form.endDate && now > new Date(form.endDate));
  if (details.closed || form.status === FormStatus.Draft || form.status === FormStatus.Completed || outsideDates) return 'closed';
  if (form.submissionLimit !== null && form.submissionLimit !== undefined && form.submissionCount >= form.submissionLimit) return 'limitReached';
  if (fieldCount === 0) return 'noFields';
  return 'open';
}
