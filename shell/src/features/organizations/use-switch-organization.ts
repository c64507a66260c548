import { ApiError, organizationRightsQueryOptions, useQueryClient, useSessionStore, useToast, useTranslation } from '@front-office/shared/platform';
import { useNavigate } from '@front-office/shared/router';
import { landingPath } from '@front-office/shared/core';
import type { Organization } from '@front-office/shared/core';
import { useSwitchedNotice } from './switched-notice';

/**
 * Spec 000 §4 "Organization switching": pick, load its rights, show a notice, go to the forms list
 * (or the first page the new rights allow, issue 13 §3).
 */
export function useSwitchOrganization(): (organization: Organization) => Promise<void> {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const showSwitchedNotice = useSwitchedNotice();
  const selectOrganization = useSessionStore((state) => state.selectOrganization);

  return async (organization) => {
    try {
      const rights = await queryClient.fetchQuery(organizationRightsQueryOptions(organization.id));
      selectOrganization(organization, rights);
      showSwitchedNotice(organization, t('switcher.switched', { name: organization.name }));
      navigate(landingPath(rights));
    } catch (error) {
      // A 401 already sent the user to /login; anything else keeps the current organization.
      if (!(error instanceof ApiError && error.status === 401)) toast.error(t('switcher.failed'));
    }
  };
}
