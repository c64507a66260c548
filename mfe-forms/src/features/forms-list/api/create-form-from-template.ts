import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Form, Language, LocalizedText } from '@front-office/shared/core';
import { apiRequest } from '@front-office/shared/platform';
import { formsQueryKey } from './get-forms';

export interface CreateFormInput {
  templateId: string;
  name: string;
  languages: Language[];
  /** The template's content, JSON text, copied into the new form. */
  content: string;
  avatar: File | null;
}

/** The `form` part (spec 001 §7): the name once per selected language, content as JSON text. */
export function buildCreateFormPayload(input: CreateFormInput): { name: LocalizedText; localizations: Language[]; content: string } {
  return {
    name: input.languages.map((culture) => ({ culture, value: input.name })),
    localizations: input.languages,
    content: input.content,
  };
}

export function createFormFromTemplate(organizationId: string, input: CreateFormInput): Promise<Pick<Form, 'id'>> {
  const formData = new FormData();
  formData.append('form', JSON.stringify(buildCreateFormPayload(input)));
  if (input.avatar) formData.append('avatar', input.avatar, input.avatar.name);
  return apiRequest<Pick<Form, 'id'>>(
    `/api/organizations/${encodeURIComponent(organizationId)}/forms/templates/${encodeURIComponent(input.templateId)}`,
    { method: 'POST', formData },
  );
}

export function useCreateFormFromTemplate(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFormInput) => createFormFromTemplate(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsQueryKey(organizationId) }),
  });
}
