import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { useQuery, withPreload } from '@front-office/shared/platform';
import userEvent from '@testing-library/user-event';
import { ALL_RIGHTS, LAVAL, apiWith, renderApp, stubFetch } from '../../test/render-app';
import { expectConsole } from '../../../../build/jest/console';
import { RemoteLoadError } from './remote-load-error';
import type { RemotePagesLoader } from './remote-loader-context';

describe('remote page (ARCHITECTURE.md: a remote that is down shows a translated fallback)', () => {
  beforeEach(() => stubFetch(apiWith({ [LAVAL.id]: ALL_RIGHTS })));
  // React reports the error its boundary caught: the point of the tests that announce it.

  it('shows the fallback in the content area while the menu keeps working, and retries', async () => {
    expectConsole('error', 'Remote forms failed at the manifest stage');
    let isDown = true;
    const loader: RemotePagesLoader = (remote) =>
      isDown
        ? Promise.reject(new RemoteLoadError(remote, 'manifest'))
        : Promise.resolve({ FormsList: () => <h1>Forms list page</h1> });
    await renderApp({ path: '/registrations', organization: { organization: LAVAL, rights: ALL_RIGHTS }, remoteLoader: loader });
    expect(await screen.findByText('This area is unavailable right now. The rest of the app keeps working.')).toBeInTheDocument();
    expect(screen.getByText('The Forms area could not be reached.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    isDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Forms list page' })).toBeInTheDocument();
  });

  it('names a load-stage failure apart from an unreachable manifest', async () => {
    expectConsole('error', 'Remote reports failed at the load stage');
    const loader: RemotePagesLoader = (remote) => Promise.reject(new RemoteLoadError(remote, 'load'));
    await renderApp({ path: '/reports', organization: { organization: LAVAL, rights: ALL_RIGHTS }, remoteLoader: loader });
    expect(await screen.findByText('The Reports area could not be started.')).toBeInTheDocument();
  });

  it('shows the fallback when the remote does not expose the page', async () => {
    expectConsole('error', 'Remote payments failed at the load stage');
    await renderApp({ path: '/payment-accounts', organization: { organization: LAVAL, rights: ALL_RIGHTS }, remoteLoader: () => Promise.resolve({}) });
    expect(await screen.findByText('This area is unavailable right now. The rest of the app keeps working.')).toBeInTheDocument();
  });

  it('issue 13 §5: waits for the page’s data preload behind its one loading state, so the page shows its data at once', async () => {
    let answer!: (rows: string[]) => void;
    const rows = new Promise<string[]>((resolve) => {
      answer = resolve;
    });
    const queryKey = ['remote-page-test', LAVAL.id];
    const preloads: (string | null)[] = [];
    const FormsList = withPreload(
      function FormsList() {
        const query = useQuery({ queryKey, queryFn: () => rows });
        return query.isPending ? <p>Loading the forms…</p> : <h1>{query.data?.join(', ')}</h1>;
      },
      ({ organizationId, queryClient }) => {
        preloads.push(organizationId);
        return queryClient.prefetchQuery({ queryKey, queryFn: () => rows });
      },
    );
    await renderApp({ path: '/registrations', organization: { organization: LAVAL, rights: ALL_RIGHTS }, remoteLoader: () => Promise.resolve({ FormsList }) });

    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(preloads).toEqual([LAVAL.id]);
    answer(['Summer camp', 'Swimming lessons']);

    expect(await screen.findByRole('heading', { name: 'Summer camp, Swimming lessons' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the forms…')).not.toBeInTheDocument();
  });

  it('renders a remote page that is itself lazy (a remote splits its pages)', async () => {
    const Confirmation = lazy(() => Promise.resolve({ default: () => <h1>Confirmation page</h1> }));
    await renderApp({ path: '/registrations/f1/confirm/s1', isSignedIn: false, remoteLoader: () => Promise.resolve({ Confirmation }) });

    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
  });
});
