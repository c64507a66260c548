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

describe('the federated ./pages module of authOrg', () => {
  it('exposes exactly the page names of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(['OrganizationProfile', 'OrganizationSelection']);
  });

  it('registers the authOrg namespace in both languages', () => {
    expect(i18n.hasResourceBundle('en', 'authOrg')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'authOrg')).toBe(true);
  });

  it('renders the organization profile of the current organization from the shared store', () => {
    renderPage(pages.OrganizationProfile);

    expect(screen.getByRole('heading', { level: 1, name: 'Organization' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Club Aquatique Laval');
  });
});
