import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { Organization } from '@front-office/shared/core';
import { PlatformProviders, i18n, queryClient, setRuntimeConfig, useSessionStore } from '@front-office/shared/platform';
import pages from './pages';

const organizations: Organization[] = [
  { id: 'o1', name: 'Boston Rowing Association', currency: 'usd', avatar: null },
  { id: 'o2', name: 'Club Aquatique Laval', currency: 'cad', avatar: null },
];

// The whole monorepo's suites share this machine; under load Fluent's dialog motion and the
// query round trips can exceed Testing Library's 1 s default.
configure({ asyncUtilTimeout: 4000 });

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
  // The network boundary: GET /api/organizations answers the user's two organizations.
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(organizations) }) as unknown as Response);
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
  useSessionStore.getState().selectOrganization(organizations[1]!, []);
});

afterEach(() => {
  useSessionStore.getState().signOut();
  queryClient.clear();
});

function renderPage(Page: ComponentType) {
  return render(
    <PlatformProviders>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('the federated ./pages module of forms', () => {
  it('exposes exactly the page names of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(['Confirmation', 'FormPreview', 'FormsList', 'PublicEmbed']);
  });

  it('registers the forms namespace in both languages', () => {
    expect(i18n.hasResourceBundle('en', 'forms')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'forms')).toBe(true);
  });

  it('FormsList is the forms list of the current organization from the shared store', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify({ data: [], totalCount: 0 }) }) as unknown as Response);
    renderPage(pages.FormsList);

    expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    expect(await screen.findByText('There are no forms yet.')).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith(expect.stringContaining('/api/organizations/o2/forms?'), expect.anything());
  });

  it('FormsList asks nothing of the API without a current organization', () => {
    useSessionStore.getState().signOut();
    renderPage(pages.FormsList);

    expect(screen.getByText('Choose an organization to see its forms.')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('shows the shared error text when the query fails', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404, text: async () => '' }) as unknown as Response);
    renderPage(pages.FormsList);

    expect(await screen.findByText(i18n.t('errors.notFound', { ns: 'common' }))).toBeInTheDocument();
  });
});
