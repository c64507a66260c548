import { StandaloneHost } from '@front-office/shared/platform';
import { PORT_OFFSET_FROM_SHELL, routes, standaloneHome } from './routes';

/** The minimal host this team develops and deploys the remote with, outside the shell. */
export function Standalone() {
  return <StandaloneHost routes={routes} home={standaloneHome} portOffsetFromShell={PORT_OFFSET_FROM_SHELL} />;
}
