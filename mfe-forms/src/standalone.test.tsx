import { configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders, i18n, queryClient, setRuntimeConfig, useSessionStore } from '@front-office/shared/platform';
import { routes } from './routes';
import { Standalone } from './standalone';

// Under a loaded machine the query round trips can exceed Testing Library's 1 s default.
configure({ asyncUtilTimeout: 4000 });

const firstPath = (routes[0]?.path ?? '/').replace(/:\w+/g, 'id-1');

function renderStandaloneAt(path: string) {
  return render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>
        <Standalone />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

beforeAll(async () => {
  setRuntimeConfig({
    environment: 'test',
    apiBaseUrl: 'http://api.test',
    remotes: {
      authOrg: 'http://localhost:4101/mf-manifest.json',
      forms: 'http://localhost:4102/mf-manifest.json',
      designer: 'http://localhost:4103/mf-manifest.json',
      submissions: 'http://localhost:4104/mf-manifest.json',
      reports: 'http://localhost:4105/mf-manifest.json',
      payments: 'http://localhost:4106/mf-manifest.json',
    },
  });
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '[]' }) as unknown as Response);
});

afterEach(() => {
  useSessionStore.getState().signOut();
  queryClient.clear();
});

describe('the standalone host', () => {
  it('without a stored session, says so and links to the shell’s sign-in page', () => {
    renderStandaloneAt(firstPath);

    expect(screen.getByText(/No session is stored for this address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the shell' })).toHaveAttribute('href', expect.stringMatching(/\/login$/));
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('with a stored session, renders the area page on its real path', async () => {
    useSessionStore.getState().signIn({
      jwt: 'header.payload.signature',
      id: 'u1',
      firstName: 'Ada',
      name: 'Lovelace',
      culture: 'en',
      email: 'ada@frontoffice.test',
      isAdmin: false,
      avatar: null,
    });
    renderStandaloneAt(firstPath);

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/No session is stored/)).not.toBeInTheDocument();
  });
});

describe('the standalone host of forms, for a public visitor', () => {
  it.each(routes.filter((route) => route.isPublic).map((route) => route.path))(
    'renders %s without a session, loading the form through the public call only',
    async (path) => {
      renderStandaloneAt(path.replace(/:\w+/g, 'id-1'));

      expect(screen.queryByText(/No session is stored/)).not.toBeInTheDocument();
      await waitFor(() =>
        expect(globalThis.fetch).toHaveBeenCalledWith(
          expect.stringContaining('http://api.test/api/public/forms/id-1/details'),
          expect.anything(),
        ),
      );
      const headers = JSON.stringify((globalThis.fetch as jest.Mock).mock.calls[0]?.[1]?.headers ?? {});
      expect(headers).not.toMatch(/Authorization/i);
    },
  );
});
