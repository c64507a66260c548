import { apiRequest, organizationsQueryKey, useMutation, useQueryClient, useSessionStore } from '@front-office/shared/platform';
import type { Currency, Organization } from '@front-office/shared/core';

export interface OrganizationChanges {
  id: string;
  name: string;
  currency: Currency;
  /** Only when the user picked a new one; the server keeps the current avatar otherwise. */
  avatar: File | null;
}

/** PUT /api/organizations/{orgId}: part `Organization` (JSON) and optional part `Avatar` (spec 000 §7). */
export function updateOrganization({ id, name, currency, avatar }: OrganizationChanges): Promise<Organization> {
  const formData = new FormData();
  formData.append('Organization', JSON.stringify({ currency, name, id }));
  if (avatar) formData.append('Avatar', avatar, avatar.name);
  return apiRequest<Organization>(`/api/organizations/${encodeURIComponent(id)}`, { method: 'PUT', formData });
}

/** Saves the profile and puts the saved organization into the session (switcher, header). */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: async (saved) => {
      const session = useSessionStore.getState();
      const isListed = session.organizations.some((org) => org.id === saved.id);
      // setOrganizations also refreshes the current organization from the new list.
      session.setOrganizations(
        isListed ? session.organizations.map((org) => (org.id === saved.id ? { ...org, ...saved } : org)) : [...session.organizations, saved],
      );
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKey, exact: true });
    },
  });
}
