import { useEffect } from 'react';
import type { ReactNode } from 'react';
import {
  LoadingState,
  storedOrganizationId,
  useCurrentOrganization,
  useOrganizationRights,
  useOrganizations,
  useSessionStore,
  useTranslation,
} from '@front-office/shared/platform';

/**
 * Loads the user's organizations for the switcher and, after a reload, restores the stored
 * organization with its rights before any guarded route decides anything.
 */
export function OrganizationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const current = useCurrentOrganization();
  const setOrganizations = useSessionStore((state) => state.setOrganizations);
  const selectOrganization = useSessionStore((state) => state.selectOrganization);
  const storedId = current ? null : storedOrganizationId();
  const organizations = useOrganizations();
  const rights = useOrganizationRights(storedId);
  const stored = storedId === null ? undefined : organizations.data?.find((org) => org.id === storedId);

  useEffect(() => {
    if (organizations.data) setOrganizations(organizations.data);
  }, [organizations.data, setOrganizations]);

  useEffect(() => {
    if (stored && rights.data) selectOrganization(stored, rights.data);
  }, [stored, rights.data, selectOrganization]);

  // A stored organization that is gone or refused (403) is dropped: the guards then send the
  // user to the organization chooser.
  const isRestoring =
    storedId !== null &&
    (organizations.isPending || (stored !== undefined && !rights.isError && (rights.isPending || rights.isSuccess)));
  if (isRestoring) return <LoadingState label={t('loading.organization')} />;
  return children;
}
