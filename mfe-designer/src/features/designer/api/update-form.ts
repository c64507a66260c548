import { apiRequest, useMutation, useQueryClient } from '@front-office/shared/platform';
import { emailContentWith } from '@front-office/shared/core';
import type { Form, FormDetailsResponse } from '@front-office/shared/core';
import type { Draft } from '../state/designer-state';
import { formDetailsQueryKey } from './get-form-details';

export interface UpdateFormInput {
  form: Form;
  draft: Draft;
  version: number;
  /** A new avatar; null removes it; undefined keeps it. */
  avatar?: File | null;
}

/**
 * The `form` part of the save (spec 001 §7): content stringified, the settings and payment tab
 * (issue 10) with the discount codes, the e-mail settings (issue 19: the text of the draft's
 * languages only), and the version it was made on. Field properties and
 * counted code uses are the server's and never sent.
 */
export function buildUpdateFormPayload({ draft, version, avatar }: UpdateFormInput) {
  const { settings } = draft;
  return {
    version,
    name: draft.name,
    localizations: draft.localizations,
    content: JSON.stringify(draft.content),
    discountCodes: settings.discountCodes,
    recaptchaEnabled: settings.recaptchaEnabled,
    submissionLimit: settings.submissionLimit,
    status: settings.status,
    startDate: settings.startDate,
    endDate: settings.endDate,
    emailContent: emailContentWith(settings, draft.localizations),
    fixedAmount: settings.fixedAmount,
    paymentEnabled: settings.paymentEnabled,
    paymentOptional: settings.paymentOptional,
    paymentAccount: settings.paymentAccount,
    paymentModes: settings.paymentModes,
    ...(avatar === null ? { avatar: null } : {}),
  };
}

export function updateForm(organizationId: string, input: UpdateFormInput): Promise<Form> {
  const formData = new FormData();
  formData.append('form', JSON.stringify(buildUpdateFormPayload(input)));
  if (input.avatar) formData.append('avatar', input.avatar, input.avatar.name);
  return apiRequest<Form>(`/api/organizations/${encodeURIComponent(organizationId)}/forms/${encodeURIComponent(input.form.id)}`, { method: 'PUT', formData });
}

/** Saves; the answer (new version, avatar) replaces the cached details without a refetch. */
export function useUpdateForm(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateFormInput) => updateForm(organizationId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<FormDetailsResponse>(formDetailsQueryKey(organizationId, saved.id), (previous) => (previous ? { ...previous, form: saved } : previous));
      void queryClient.invalidateQueries({ queryKey: ['forms', organizationId], exact: false, refetchType: 'none' });
    },
  });
}
