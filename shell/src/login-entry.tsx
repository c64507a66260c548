// The login page's own entry (issue 13 §5, ARCHITECTURE.md): a plain, tree-shaken bundle outside
// the federation host, served for GET /login (shell/dist/login/). Its build makes
// `@front-office/shared/platform` the platform's sign-in part (shared/src/platform/sign-in.ts).
// The session it stores is the shell's (same session store, same storage); a sign-in then loads
// the shell as a new page.
import { createRoot } from 'react-dom/client';
import { i18n, startErrorReporting } from '@front-office/shared/platform';
import { loadTagManager } from './features/analytics/load-tag-manager';
import { pushPageView } from './features/analytics/push-page-view';
import { LoginApp } from './login-app';
import { startShellPage } from './start-page';

async function start(root: HTMLElement): Promise<void> {
  const config = await startShellPage(root);
  if (!config) return;
  startErrorReporting(config);
  loadTagManager(config.analyticsContainerId);
  // The shell's page title and page-view event of this route (spec 000 §2).
  const title = `${i18n.t('pages.login', { ns: 'shell' })} · ${i18n.t('topBar.logo', { ns: 'shell' })}`;
  document.title = title;
  pushPageView(window.location.pathname + window.location.search, title);
  createRoot(root).render(<LoginApp />);
}

const root = document.getElementById('root');
if (root) void start(root);
