import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from '@front-office/shared/router';
import type { Organization, PermissionEntry } from '@front-office/shared/core';
import { setRuntimeConfig } from '@front-office/shared/platform';
import { TEST_CONFIG, renderWithPlatform, setUpRemoteTests, signInTestUser } from '../../../../../build/jest/remote-test-kit';
import pages from '../../../pages';
import { RECEIPT_KEY, answer, details, field, section, step } from '../test-support';

const organization: Organization = { id: 'org-1', name: 'Club Aquatique Laval', currency: 'cad', avatar: null };
const formContent = { steps: [step('s1', [section('sec', [field('name', 'Text', { text: 'Name' })])])], rules: [] };
const formRights = (update: boolean): PermissionEntry[] => [{ name: 'FORM', read: true, write: true, update, delete: false }];

setUpRemoteTests();

beforeAll(() => {
  setRuntimeConfig({ ...TEST_CONFIG, publicFormUrl: 'http://localhost:4102/public' });
});

const signIn = (rights: PermissionEntry[]) => signInTestUser(organization, rights);

const receipt = { submissionId: 'sub-1', date: '2026-11-26T15:00:00.000Z', culture: 'en', organizationName: 'Club Aquatique Laval', payment: null };

function renderAt(path: string) {
  const fetchMock = jest.fn(async (url: string) => answer(200, url.includes('/receipt?') ? receipt : details(formContent)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  renderWithPlatform(
    <Routes>
      <Route path="/registrations/preview/:formId" element={<pages.FormPreview />} />
      <Route path="/registrations/embed/:formId" element={<pages.PublicEmbed />} />
      <Route path="/registrations/:formId/confirm/:submissionId" element={<pages.Confirmation />} />
    </Routes>,
    path,
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
    expect(await screen.findByRole('dialog', { name: 'Share this form' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('http://localhost:4102/public/registrations/form-1')).toBeInTheDocument();
    // The embed code is shared/core's: the iframe plus the README's height snippet (issue 10 §4).
    expect(screen.getByDisplayValue(/<iframe id="front-office-form-form-1" src="http:\/\/localhost:4102\/public\/registrations\/embed\/form-1"[\s\S]*event\.origin !== FORMS_ORIGIN/)).toBeInTheDocument();
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

  it('the shell\'s confirmation with ?key= asks for the receipt with that key and shows it (issue 18 §11)', async () => {
    const fetchMock = renderAt(`/registrations/form-1/confirm/sub-1?key=${RECEIPT_KEY}`);
    expect(await screen.findByRole('region', { name: 'Receipt' })).toHaveTextContent('Registration numbersub-1');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`http://api.test/api/public/forms/form-1/submissions/sub-1/receipt?key=${RECEIPT_KEY}`);
  });
});
