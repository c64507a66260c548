import { UserMenu } from './features/auth/user-menu';
import { AppShell } from './features/layout/app-shell';
import { OrganizationGate } from './features/organizations/organization-gate';
import { OrganizationSwitcher } from './features/organizations/organization-switcher';

/**
 * The signed-in frame (organization gate, top bar, side navigation, switcher, user menu). It is
 * its own chunk, downloaded once a session exists, so the login page does not carry its code
 * (issue 13 §5).
 */
export default function SignedInFrame() {
  return (
    <OrganizationGate>
      <AppShell navHeader={<OrganizationSwitcher />} userMenu={<UserMenu />} />
    </OrganizationGate>
  );
}
