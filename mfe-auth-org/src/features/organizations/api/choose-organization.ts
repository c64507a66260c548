import { organizationRightsQueryOptions, useMutation, useQueryClient, useSessionStore } from '@front-office/shared/platform';
import { useNavigate } from '@front-office/shared/router';
import { ROUTES } from '@front-office/shared/core';
import type { Organization } from '@front-office/shared/core';

/**
 * Choosing an organization (spec 000 §2): load its rights, make it the current one (its id is
 * persisted by the store), then replace the route with the main route.
 */
export function useChooseOrganization(options: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const selectOrganization = useSessionStore((state) => state.selectOrganization);
  const navigate = useNavigate();
  return useMutation({
    // Always asked again: rights may have changed since the last choice.
    mutationFn: (organization: Organization) =>
      queryClient.fetchQuery(organizationRightsQueryOptions(organization.id)),
    onSuccess: (rights, organization) => {
      selectOrganization(organization, rights);
      navigate(ROUTES.home, { replace: true });
    },
    onError: options.onError,
  });
}
