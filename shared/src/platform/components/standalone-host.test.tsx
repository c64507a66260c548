import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@front-office/shared/router';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../session-store';
import { installFakeFetch } from '../test-utils/fake-fetch';
import { expectConsole } from '../../../../build/jest/console';
import { SAMPLE_CONFIG as sampleConfig } from '../../../../build/jest/sample-config';
import { loginResponse } from '../test-utils/sample-session';
import { PlatformProviders } from './platform-providers';
import { StandaloneHost } from './standalone-host';
import type { StandaloneRoute } from './standalone-host';
import { startStandalone } from './start-standalone';

const routes: StandaloneRoute[] = [
  { path: '/area', Page: () => <h1>area page</h1>, isPublic: false },
  { path: '/area/public/:id', Page: () => <h1>public page</h1>, isPublic: true },
];

function renderHostAt(path: string, home: string | null = '/area') {
  return render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>
        <StandaloneHost routes={routes} home={home} portOffsetFromShell={3} />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().signOut();
});

describe('StandaloneHost', () => {
  it('guards a private route with the shared sign-in notice and a link to the shell’s sign-in page', () => {
    renderHostAt('/area');

    expect(screen.getByRole('status')).toHaveTextContent('No session is stored for this address. Sign in through the Front Office shell first.');
    // jsdom serves no port, so the link stays on this origin.
    expect(screen.getByRole('link', { name: 'Open the shell' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('area page')).not.toBeInTheDocument();
  });

  it('renders a private route with a stored session, and a public route without one', () => {
    useSessionStore.getState().signIn(loginResponse);
    const { unmount } = renderHostAt('/area');
    expect(screen.getByRole('heading', { name: 'area page' })).toBeInTheDocument();

    unmount();
    useSessionStore.getState().signOut();
    renderHostAt('/area/public/p1');
    expect(screen.getByRole('heading', { name: 'public page' })).toBeInTheDocument();
  });

  it('sends an unknown path to the home page, or shows the not-found text when the area has none', () => {
    useSessionStore.getState().signIn(loginResponse);
    renderHostAt('/elsewhere');
    expect(screen.getByRole('heading', { name: 'area page' })).toBeInTheDocument();

    renderHostAt('/elsewhere', null);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});

describe('startStandalone', () => {
  it('loads the config, then renders the loaded host inside the providers and a browser router', async () => {
    const calls = installFakeFetch(200, sampleConfig);
    await act(() => startStandalone('hostTest', async () => ({ Standalone: () => <p>hosted</p> })));

    expect(calls[0]?.url).toBe('/config.json');
    expect(screen.getByText('hosted')).toBeInTheDocument();
  });

  it('logs, under the remote’s name, a start that fails, without loading the host', async () => {
    installFakeFetch(500);
    const logged = expectConsole('error', 'hostTest standalone failed to start');
    const loadStandalone = jest.fn(async () => ({ Standalone: () => <p>never</p> }));

    await startStandalone('hostTest', loadStandalone);

    expect(logged.calls).toEqual([['hostTest standalone failed to start', expect.any(Error)]]);
    expect(loadStandalone).not.toHaveBeenCalled();
  });
});
