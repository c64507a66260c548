import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from '@front-office/shared/router';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Link, Text } from '@front-office/shared/ui';
import { ROUTES } from '@front-office/shared/core';
import { useCurrentUser } from '../session-store';
import { LoadingState } from './loading-state';

/** One line of a remote's route table (docs/integration.md). */
export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
  isPublic: boolean;
}

export interface StandaloneHostProps {
  routes: readonly StandaloneRoute[];
  /** Where an unknown path lands; null (an area whose paths all need ids) shows the not-found text. */
  home: string | null;
  /** The remote's port minus the shell's (docs/integration.md, "Ports"). */
  portOffsetFromShell: number;
}

const useStyles = makeStyles({
  notice: { margin: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

// Sessions live in localStorage, which belongs to one origin: signing in has to happen on the
// shell's origin, found from this remote's port by the fixed offset.
function shellLoginUrl(portOffsetFromShell: number): string {
  const { protocol, hostname, port } = window.location;
  const shellPort = Number(port) - portOffsetFromShell;
  return port && shellPort > 0 ? `${protocol}//${hostname}:${shellPort}${ROUTES.login}` : ROUTES.login;
}

function SignInNotice({ portOffsetFromShell }: { portOffsetFromShell: number }) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  return (
    <div className={styles.notice} role="status">
      <Text>{t('standalone.signIn')}</Text>
      <Link href={shellLoginUrl(portOffsetFromShell)}>{t('standalone.openShell')}</Link>
    </div>
  );
}

/** The minimal host a remote is developed and deployed with outside the shell: its routes, guarded by the stored session. */
export function StandaloneHost({ routes, home, portOffsetFromShell }: StandaloneHostProps) {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  // A remote may split its pages (React.lazy): they load behind one loading state, as in the shell.
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {routes.map(({ path, Page, isPublic }) => (
          <Route
            key={path}
            path={path}
            element={isPublic || user ? <Page /> : <SignInNotice portOffsetFromShell={portOffsetFromShell} />}
          />
        ))}
        <Route path="*" element={home ? <Navigate to={home} replace /> : <p>{t('errors.notFound')}</p>} />
      </Routes>
    </Suspense>
  );
}
