import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCurrentUser } from '@front-office/shared/platform';
import { NAMESPACE } from './i18n/namespace';
import { PORT_OFFSET_FROM_SHELL, routes, standaloneHome } from './routes';

const useStyles = makeStyles({
  notice: { margin: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

// Sessions live in localStorage, which belongs to one origin; the shell runs on its own port
// (docs/integration.md, "Ports"), found from this remote's port by the fixed offset.
function shellLoginUrl(): string {
  const { protocol, hostname, port } = window.location;
  const shellPort = Number(port) - PORT_OFFSET_FROM_SHELL;
  return port && shellPort > 0 ? `${protocol}//${hostname}:${shellPort}/login` : '/login';
}

function SignInNotice() {
  const styles = useStyles();
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.notice} role="status">
      <Text>{t('standalone.signIn')}</Text>
      <Link href={shellLoginUrl()}>{t('standalone.openShell')}</Link>
    </div>
  );
}

/** The minimal host this team develops and deploys the remote with, outside the shell. */
export function Standalone() {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  return (
    <Routes>
      {routes.map(({ path, Page, isPublic }) => (
        <Route key={path} path={path} element={isPublic || user ? <Page /> : <SignInNotice />} />
      ))}
      <Route path="*" element={standaloneHome ? <Navigate to={standaloneHome} replace /> : <p>{t('errors.notFound', { ns: 'common' })}</p>} />
    </Routes>
  );
}
