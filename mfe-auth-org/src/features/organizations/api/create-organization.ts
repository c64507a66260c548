import { apiRequest, organizationRightsQueryOptions, organizationsQueryKey, useMutation, useQueryClient, useSessionStore } from '@front-office/shared/platform';
import type { Currency, Organization } from '@front-office/shared/core';

export interface NewOrganization {
  name: string;
  currency: Currency;
  logo: File;
}

/** POST /api/organizations, multipart with the part names of spec 000 §7. */
export function createOrganization({ name, currency, logo }: NewOrganization): Promise<Organization> {
  const formData = new FormData();
  formData.append('organization', JSON.stringify({ name, currency }));
  formData.append('avatar', logo, logo.name);
  return apiRequest<Organization>('/api/organizations', { method: 'POST', formData });
}

/**
 * Creates the organization, then makes it the current one with its rights (spec 000 §2): the
 * session's list gets it at once (kept by name) and every `['organizations']` reader refetches.
 */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewOrganization) => {
      const organization = await createOrganization(input);
      const rights = await queryClient.fetchQuery(organizationRightsQueryOptions(organization.id));
      return { organization, rights };
    },
    onSuccess: async ({ organization, rights }) => {
      const session = useSessionStore.getState();
      session.setOrganizations([...session.organizations.filter((org) => org.id !== organization.id), organization]);
      session.selectOrganization(organization, rights);
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKey, exact: true });
    },
  });
}
