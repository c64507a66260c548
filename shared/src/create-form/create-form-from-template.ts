import { apiRequest, useMutation, useQueryClient } from '@front-office/shared/platform';
import type { Form, Language, LocalizedText } from '@front-office/shared/core';

export interface CreateFormInput {
  templateId: string;
  name: string;
  languages: Language[];
  avatar: File | null;
}

/** The `form` part (spec 001 §7): the name once per chosen language; the server copies the template's content. */
export function buildCreateFormPayload(input: Omit<CreateFormInput, 'avatar'>): { name: LocalizedText; localizations: Language[] } {
  return { name: input.languages.map((culture) => ({ culture, value: input.name.trim() })), localizations: input.languages };
}

/** POST …/forms/templates/{templateId} (multipart: `form`, optional `avatar`). */
export function createFormFromTemplate(organizationId: string, input: CreateFormInput): Promise<Pick<Form, 'id'>> {
  const formData = new FormData();
  formData.append('form', JSON.stringify(buildCreateFormPayload(input)));
  if (input.avatar) formData.append('avatar', input.avatar, input.avatar.name);
  return apiRequest<Pick<Form, 'id'>>(`/api/organizations/${encodeURIComponent(organizationId)}/forms/templates/${encodeURIComponent(input.templateId)}`, {
    method: 'POST',
    formData,
  });
}

/** The new form shows in the forms list (its query key is `['forms', organizationId, …]`). */
export function useCreateFormFromTemplate(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFormInput) => createFormFromTemplate(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms', organizationId] }),
  });
}
