import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100vh' },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  content: { flexGrow: 1, overflowY: 'auto', padding: tokens.spacingHorizontalXXL, minWidth: 0 },
});

/** The signed-in frame: top bar, side navigation, and the routed page in the content area. */
export function AppShell({ navHeader, userMenu }: { navHeader: ReactNode; userMenu: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <TopBar userMenu={userMenu} />
      <div className={styles.body}>
        <SideNav header={navHeader} />
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
