import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Form, Language } from '@front-office/shared/core';
import { apiRequest } from '@front-office/shared/platform';

export interface CreateFormInput {
  templateId: string;
  name: string;
  languages: Language[];
  avatar: File | null;
}

/** POST …/forms/templates/{templateId} (spec 001 §7): the name once per language; the server copies the template's content. */
export function createForm(organizationId: string, input: CreateFormInput): Promise<Form> {
  const formData = new FormData();
  formData.append('form', JSON.stringify({ name: input.languages.map((culture) => ({ culture, value: input.name.trim() })), localizations: input.languages }));
  if (input.avatar) formData.append('avatar', input.avatar, input.avatar.name);
  return apiRequest<Form>(`/api/organizations/${encodeURIComponent(organizationId)}/forms/templates/${encodeURIComponent(input.templateId)}`, { method: 'POST', formData });
}

export function useCreateForm(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFormInput) => createForm(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms', organizationId] }),
  });
}
