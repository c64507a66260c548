import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Organization, PermissionEntry } from '@front-office/shared/core';
import { PERMISSION_AREAS } from '@front-office/shared/core';
import { i18n, useSessionStore } from '@front-office/shared/platform';
import pages from '../../../pages';
import { expectConsole } from '../../../../../build/jest/console';
import { pngFile, renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../../../../build/jest/remote-test-kit';

setUpRemoteTests({ asyncUtilTimeout: 10_000 });
jest.setTimeout(40_000);

const laval: Organization = { id: 'o2', name: 'Club Aquatique Laval', currency: 'cad', avatar: 'avatars/a2/logo.png' };
const boston: Organization = { id: 'o1', name: 'Boston Rowing Association', currency: 'usd', avatar: null };
const rightsWith = (update: boolean): PermissionEntry[] =>
  PERMISSION_AREAS.map((name) => ({ name, read: true, write: update, update, delete: update }));

function renderProfile(update = true) {
  useSessionStore.getState().setOrganizations([laval, boston]);
  useSessionStore.getState().selectOrganization(laval, rightsWith(update));
  return renderWithPlatform(<pages.OrganizationProfile />, '/organization');
}

const nameInput = () => screen.getByRole('textbox', { name: /Name/ });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => {
  localStorage.clear();
  signInTestUser();
});
afterEach(() => jest.restoreAllMocks());

describe('organization profile (spec 000 §2 "Organization page", /organization)', () => {
  it('shows the 84 px avatar, the name and the currency of the current organization', () => {
    stubApi({});
    renderProfile();

    expect(screen.getByRole('img', { name: 'Organization avatar' })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Club Aquatique Laval');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('cad');
    expect(screen.getByRole('button', { name: 'Change the avatar' })).toBeInTheDocument();
  });

  it('keeps Save disabled until the name changes, and a currency change alone does not enable it', async () => {
    stubApi({});
    renderProfile();
    expect(saveButton()).toBeDisabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'usd');
    expect(saveButton()).toBeDisabled();

    await userEvent.type(nameInput(), ' Nord');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('enables Save once a new avatar is picked', async () => {
    stubApi({});
    renderProfile();

    await userEvent.upload(screen.getByLabelText('Avatar image'), pngFile('new.png'));

    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('disables Save and shows the name error when the name is emptied', async () => {
    stubApi({});
    renderProfile();

    await userEvent.clear(nameInput());

    expect(await screen.findByText("Name can't be empty")).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('saves name, currency and avatar as multipart, updates the session, says so, and disables Save again', async () => {
    const saved: Organization = { ...laval, name: 'Club Aquatique Laval Nord', currency: 'usd', avatar: 'avatars/n1/logo.png' };
    const requests = stubApi({ 'PUT /api/organizations/o2': { status: 200, body: saved }, 'GET /api/organizations': { status: 200, body: [saved, boston] } });
    renderProfile();

    await userEvent.type(nameInput(), ' Nord');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'usd');
    await userEvent.upload(screen.getByLabelText('Avatar image'), pngFile('new.png'));
    await userEvent.click(saveButton());

    expect(await screen.findByText('Organization changed')).toBeInTheDocument();
    const body = requests.find((request) => request.method === 'PUT')?.body as FormData;
    expect(JSON.parse(String(body.get('Organization')))).toEqual({ currency: 'usd', name: 'Club Aquatique Laval Nord', id: 'o2' });
    expect((body.get('Avatar') as File).name).toBe('new.png');
    expect(useSessionStore.getState().currentOrganization).toEqual(saved);
    expect(useSessionStore.getState().organizations.map((org) => org.name)).toEqual(['Boston Rowing Association', 'Club Aquatique Laval Nord']);
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(nameInput()).toHaveValue('Club Aquatique Laval Nord');
  });

  it('only logs a failed save and leaves the form as the user typed it', async () => {
    const log = expectConsole('error', 'Organization save failed');
    stubApi({ 'PUT /api/organizations/o2': { status: 500 } });
    renderProfile();

    await userEvent.type(nameInput(), ' Nord');
    await userEvent.click(saveButton());

    await waitFor(() => expect(log.calls).toEqual([['Organization save failed', expect.anything()]]));
    expect(nameInput()).toHaveValue('Club Aquatique Laval Nord');
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText('Organization changed')).not.toBeInTheDocument();
    expect(screen.queryByText(i18n.t('errors.server', { ns: 'common' }))).not.toBeInTheDocument();
    expect(useSessionStore.getState().currentOrganization?.name).toBe('Club Aquatique Laval');
  });

  it('without ORGANIZATION update, shows avatar and name read-only and no camera or Save button', () => {
    stubApi({});
    renderProfile(false);

    expect(nameInput()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Change the avatar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Avatar image')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says so when no organization is selected', () => {
    stubApi({});
    renderWithPlatform(<pages.OrganizationProfile />);
    expect(screen.getByText('No organization selected')).toBeInTheDocument();
  });
});
