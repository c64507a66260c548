import { configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Organization, PermissionEntry } from '@front-office/shared/core';
import { PlatformProviders, i18n, queryClient, setRuntimeConfig, useSessionStore } from '@front-office/shared/platform';
import pages from '../../../pages';
import { answer, details, field, section, step } from '../test-support';

configure({ asyncUtilTimeout: 4000 });

const organization: Organization = { id: 'org-1', name: 'Club Aquatique Laval', currency: 'cad', avatar: null };
const formContent = { steps: [step('s1', [section('sec', [field('name', 'Text', { text: 'Name' })])])], rules: [] };
const formRights = (update: boolean): PermissionEntry[] => [{ name: 'FORM', read: true, write: true, update, delete: false }];

beforeAll(async () => {
  setRuntimeConfig({
    environment: 'test',
    apiBaseUrl: 'http://api.test',
    publicFormUrl: 'http://localhost:4102/public',
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

afterEach(() => {
  useSessionStore.getState().signOut();
  queryClient.clear();
});

function signIn(rights: PermissionEntry[]) {
  useSessionStore.getState().signIn({ jwt: 'h.p.s', id: 'u1', firstName: 'Ada', name: 'Lovelace', culture: 'en', email: 'ada@frontoffice.test', isAdmin: false, avatar: null });
  useSessionStore.getState().selectOrganization(organization, rights);
}

function renderAt(path: string) {
  const fetchMock = jest.fn(async (_url: string) => answer(200, details(formContent)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/registrations/preview/:formId" element={<pages.FormPreview />} />
          <Route path="/registrations/embed/:formId" element={<pages.PublicEmbed />} />
          <Route path="/registrations/:formId/confirm/:submissionId" element={<pages.Confirmation />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
  return fetchMock;
}

describe('the federated public-form pages inside the shell', () => {
  it('previews through the staff details call and offers Share with FORM update', async () => {
    signIn(formRights(true));
    const fetchMock = renderAt('/registrations/preview/form-1');
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('http://api.test/api/organizations/org-1/forms/form-1/details');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('dialog', { name: 'Share this form' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('http://localhost:4102/public/registrations/form-1')).toBeInTheDocument();
    expect(screen.getByDisplayValue(/<iframe src="http:\/\/localhost:4102\/public\/registrations\/embed\/form-1"/)).toBeInTheDocument();
  });

  it('hides Share without FORM update', async () => {
    signIn(formRights(false));
    renderAt('/registrations/preview/form-1');
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('renders the embed from the public details call, without Share', async () => {
    const fetchMock = renderAt('/registrations/embed/form-1');
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://api.test/api/public/forms/form-1/details');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('renders the confirmation with the shared translations', async () => {
    renderAt('/registrations/form-1/confirm/sub-1');
    expect(await screen.findByText('Your submission to Summer camp was received successfully.')).toBeInTheDocument();
  });
});
