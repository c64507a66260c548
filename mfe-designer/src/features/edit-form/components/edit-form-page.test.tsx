import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Organization } from '@front-office/shared/core';
import { PlatformProviders, i18n, queryClient, setRuntimeConfig, useSessionStore } from '@front-office/shared/platform';
import pages from '../../../pages';

// Under a loaded machine the query round trips can exceed Testing Library's 1 s default.
configure({ asyncUtilTimeout: 4000 });

const laval: Organization = { id: 'o2', name: 'Club Aquatique Laval', currency: 'cad', avatar: null };

/** The network boundary: the details call of one form, everything else unknown. */
function stubDetails(answer: { status: number; body?: unknown }): string[] {
  const asked: string[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    asked.push(path);
    const reply = path === `/api/organizations/${laval.id}/forms/f1/details` ? answer : { status: 404 };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return Promise.resolve({ ok: reply.status < 300, status: reply.status, text: async () => text } as unknown as Response);
  });
  return asked;
}

function renderEditForm() {
  return render(
    <PlatformProviders>
      <MemoryRouter initialEntries={['/registrations/admin/edit-form/f1']}>
        <Routes>
          <Route path="/registrations/admin/edit-form/:formId" element={<pages.EditForm />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

const details = {
  form: { id: 'f1', name: [{ culture: 'en', value: 'Summer camp' }, { culture: 'fr', value: 'Camp d’été' }] },
  organization: laval,
};

beforeAll(() => {
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
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
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
  useSessionStore.getState().selectOrganization(laval, []);
});

afterEach(() => {
  useSessionStore.getState().signOut();
  queryClient.clear();
});

describe('the edit-form page until the designer lands (issue 4)', () => {
  it('shows the name of the form of the address, from its details', async () => {
    const asked = stubDetails({ status: 200, body: details });
    renderEditForm();

    expect(await screen.findByTestId('edit-form-name')).toHaveTextContent('Summer camp');
    expect(asked).toEqual(['/api/organizations/o2/forms/f1/details']);
  });

  it('shows the name in French in French', async () => {
    stubDetails({ status: 200, body: details });
    await i18n.changeLanguage('fr');
    renderEditForm();

    expect(await screen.findByTestId('edit-form-name')).toHaveTextContent('Camp d’été');
  });

  it('shows the translated error when the form does not exist', async () => {
    stubDetails({ status: 404 });
    renderEditForm();

    expect(await screen.findByRole('alert')).toHaveTextContent('Page not found');
  });
});
