import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@front-office/shared/ui';
import { Outlet, useLocation } from '@front-office/shared/router';
import { useIsNarrowScreen } from '@front-office/shared/platform';
import { SideNav } from './side-nav';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';

const PhoneDrawer = lazy(async () => ({ default: (await import('./phone-drawer')).PhoneDrawer }));

const useStyles = makeStyles({
  // The document scrolls (not an inner box), so the page's width is the viewport's and a screen
  // reader or the keyboard scrolls it like any page.
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  body: { display: 'flex', flexGrow: 1 },
  sideNav: {
    position: 'sticky',
    top: TOP_BAR_HEIGHT,
    alignSelf: 'flex-start',
    height: `calc(100vh - ${TOP_BAR_HEIGHT})`,
    flexShrink: 0,
  },
  content: {
    flexGrow: 1,
    minWidth: 0,
    padding: tokens.spacingHorizontalXXL,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalS },
  },
});

/**
 * The signed-in frame: top bar, side navigation, and the routed page in the content area. On a
 * phone (issue 13 §1) the navigation moves into a drawer behind the top bar's menu button.
 */
export function AppShell({ navHeader, userMenu }: { navHeader: ReactNode; userMenu: ReactNode }) {
  const styles = useStyles();
  const isNarrow = useIsNarrowScreen();
  const { pathname } = useLocation();
  // The drawer stays open on the page it was opened on: a chosen menu entry (or an organization
  // switch) goes elsewhere and so closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isDrawerOpen = openedOn === pathname;
  const setIsDrawerOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  return (
    <div className={styles.root}>
      <TopBar userMenu={userMenu} onOpenMenu={isNarrow ? () => setIsDrawerOpen(true) : undefined} isMenuOpen={isDrawerOpen} />
      <div className={styles.body}>
        {!isNarrow && (
          <div className={styles.sideNav}>
            <SideNav header={navHeader} />
          </div>
        )}
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
      {isNarrow && (
        <Suspense fallback={null}>
          <PhoneDrawer open={isDrawerOpen} onOpenChange={setIsDrawerOpen} navHeader={navHeader} />
        </Suspense>
      )}
    </div>
  );
}
