import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@front-office/shared/router';
import type { Organization, PermissionEntry } from '@front-office/shared/core';
import { PERMISSION_AREAS } from '@front-office/shared/core';
import { useSessionStore } from '@front-office/shared/platform';
import pages from '../../../pages';
import { pngFile, renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../../../../build/jest/remote-test-kit';

// Dialog flows chain several waits of Fluent's dialog motion and query round trips.
setUpRemoteTests({ asyncUtilTimeout: 10_000 });
jest.setTimeout(40_000);
// Under jsdom, tabster sometimes leaves aria-hidden on a Fluent dialog opened by a click
// (microsoft/fluentui#33897): role queries about the dialog include hidden elements.

const laval: Organization = { id: 'o2', name: 'Club Aquatique Laval', currency: 'cad', avatar: null };
const montreal: Organization = { id: 'o3', name: 'Montreal Soccer Club', currency: 'cad', avatar: null };
const created: Organization = { id: 'o9', name: 'Aardvark Athletics', currency: 'cad', avatar: 'avatars/f1/logo.png' };
const fullRights: PermissionEntry[] = PERMISSION_AREAS.map((name) => ({ name, read: true, write: true, update: true, delete: true }));

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderChooser(entry = '/organization-selection') {
  return renderWithPlatform(
    <>
      <Routes>
        <Route path="/organization-selection" element={<pages.OrganizationSelection />} />
        <Route path="/registrations" element={<p>forms list</p>} />
      </Routes>
      <Probe />
    </>,
    entry,
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Add an organization' }));
  return screen.findByRole('dialog', { hidden: true });
};

beforeEach(() => {
  localStorage.clear();
  signInTestUser();
  useSessionStore.getState().setOrganizations([montreal, laval]);
});

describe('create-organization dialog (spec 000 §2 "Create-organization modal", §5)', () => {
  it('opens by itself for /organization-selection?create=1 (the shell switcher entry) and drops the parameter', async () => {
    stubApi({ '/api/organizations': { status: 200, body: [laval] } });
    renderChooser('/organization-selection?create=1');

    expect(await screen.findByRole('dialog', { hidden: true })).toHaveTextContent('Add an organization');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/organization-selection$/));
  });

  it('defaults the currency to USD and offers USD and CAD', async () => {
    stubApi({ '/api/organizations': { status: 200, body: [laval] } });
    renderChooser();
    const dialog = await openDialog();

    const currency = within(dialog).getByRole('combobox', { name: 'Currency', hidden: true });
    expect(currency).toHaveValue('usd');
    expect(within(currency).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['USD', 'CAD']);
  });

  it('shows "Valid name required" with the reason for an empty name and for 101 characters, and sends nothing', async () => {
    const requests = stubApi({ '/api/organizations': { status: 200, body: [laval] } });
    renderChooser();
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create', hidden: true }));
    expect(await within(dialog).findByText("Valid name required: Name can't be empty")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/, hidden: true }), 'x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create', hidden: true }));
    expect(await within(dialog).findByText('Valid name required: Name is too long (100 characters maximum)')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('fails with an error toast when no logo was chosen', async () => {
    const requests = stubApi({ '/api/organizations': { status: 200, body: [laval] } });
    renderChooser();
    const dialog = await openDialog();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/, hidden: true }), 'No Logo Club');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create', hidden: true }));

    expect(await screen.findByText('Organization not added: choose a logo first')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
  });

  it('refuses a file that is not png or jpeg', async () => {
    stubApi({ '/api/organizations': { status: 200, body: [laval] } });
    renderChooser();
    const dialog = await openDialog();

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(dialog).getByLabelText('Logo'), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));

    expect(await within(dialog).findByRole('alert', { hidden: true })).toHaveTextContent('The logo must be a PNG or JPEG image');
  });

  it('creates the organization, selects it with its rights, keeps the lists by name, refetches them and goes to /registrations', async () => {
    const requests = stubApi({
      'GET /api/organizations': { status: 200, body: [montreal, laval] },
      'POST /api/organizations': { status: 200, body: created },
      '/api/security/organizations/o9': { status: 200, body: fullRights },
    });
    renderChooser();
    await screen.findByRole('button', { name: laval.name });
    const dialog = await openDialog();

    await userEvent.upload(within(dialog).getByLabelText('Logo'), pngFile());
    expect(await within(dialog).findByRole('img', { name: 'Logo preview', hidden: true })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/, hidden: true }), 'Aardvark Athletics');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency', hidden: true }), 'cad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create', hidden: true }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registrations'));
    const post = requests.find((request) => request.method === 'POST');
    const body = post?.body as FormData;
    expect(JSON.parse(String(body.get('organization')))).toEqual({ name: 'Aardvark Athletics', currency: 'cad' });
    expect((body.get('avatar') as File).name).toBe('logo.png');

    const session = useSessionStore.getState();
    expect(session.currentOrganization).toEqual(created);
    expect(session.rights).toEqual(fullRights);
    expect(localStorage.getItem('fo.organizationId')).toBe('o9');
    expect(session.organizations.map((org) => org.name)).toEqual(['Aardvark Athletics', 'Club Aquatique Laval', 'Montreal Soccer Club']);
    expect(await screen.findByText('Organization Aardvark Athletics added')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET' && request.path === '/api/organizations')).toHaveLength(2));
  });

  it('keeps the dialog open with an error toast when the server refuses', async () => {
    stubApi({
      'GET /api/organizations': { status: 200, body: [laval] },
      'POST /api/organizations': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The logo must be a PNG or JPEG image' } },
    });
    renderChooser();
    const dialog = await openDialog();

    await userEvent.upload(within(dialog).getByLabelText('Logo'), pngFile());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/, hidden: true }), 'Broken Club');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create', hidden: true }));

    expect(await screen.findByText('The organization could not be added')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    expect(useSessionStore.getState().currentOrganization).toBeNull();
  });

  it('says why when the user created as many organizations as one person may', async () => {
    stubApi({
      'GET /api/organizations': { status: 200, body: [laval] },
      'POST /api/organizations': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'You have created 10 organizations, the most one person may create', errors: ['organizationLimit'] },
      },
    });
    renderChooser();
    const dialog = await openDialog();

    await userEvent.upload(within(dialog).getByLabelText('Logo'), pngFile());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/, hidden: true }), 'Eleventh Club');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create', hidden: true }));

    expect(await screen.findByText(/you have created as many organizations as one person may/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
  });

  it('Cancel closes the dialog', async () => {
    stubApi({ '/api/organizations': { status: 200, body: [laval] } });
    renderChooser();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });
});
