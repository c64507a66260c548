import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from '@front-office/shared/router';
import type { Organization, PermissionEntry } from '@front-office/shared/core';
import { i18n, useSessionStore } from '@front-office/shared/platform';
import { renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../../../../build/jest/remote-test-kit';
import pages from '../../../pages';

const boston: Organization = { id: 'o1', name: 'Boston Rowing Association', currency: 'usd', avatar: 'avatars/o1/logo.png' };
const laval: Organization = { id: 'o2', name: 'Club Aquatique Laval', currency: 'cad', avatar: null };
const montreal: Organization = { id: 'o3', name: 'Montreal Soccer Club', currency: 'cad', avatar: null };
const lavalRights: PermissionEntry[] = [{ name: 'FORM', read: true, write: false, update: false, delete: false }];

function MainRoute() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return <p>{`main route ${location.pathname} by ${navigationType}`}</p>;
}

function renderChooser() {
  return renderWithPlatform(
    <Routes>
      <Route path="/organization-selection" element={<pages.OrganizationSelection />} />
      <Route path="/" element={<MainRoute />} />
    </Routes>,
    '/organization-selection',
  );
}

const cardNames = () => within(screen.getByTestId('organization-selection')).getAllByRole('button', { name: /Association|Club/ });

// Dialog flows chain several waits of Fluent's dialog motion and query round trips.
setUpRemoteTests({ asyncUtilTimeout: 10_000 });
jest.setTimeout(40_000);
// Under jsdom, tabster sometimes leaves aria-hidden on a Fluent dialog opened by a click
// (microsoft/fluentui#33897): role queries about the dialog include hidden elements.

beforeEach(() => {
  localStorage.clear();
  signInTestUser();
});

describe('organization chooser (spec 000 §2, /organization-selection)', () => {
  it('lists the user’s organizations as cards ordered by name, whatever order the server sends', async () => {
    stubApi({ '/api/organizations': { status: 200, body: [montreal, laval, boston] } });
    renderChooser();

    await screen.findByRole('button', { name: boston.name });
    const cards = cardNames();
    expect(cards).toHaveLength(3);
    [boston.name, laval.name, montreal.name].forEach((name, index) => expect(cards[index]).toHaveAccessibleName(name));
    expect(screen.getByRole('heading', { name: 'Choose an organization' })).toBeInTheDocument();
  });

  it('choosing a card loads its rights, stores its id and replaces the route with the main route', async () => {
    const asked = stubApi({
      '/api/organizations': { status: 200, body: [laval, boston] },
      '/api/security/organizations/o2': { status: 200, body: lavalRights },
    });
    renderChooser();

    await userEvent.click(await screen.findByRole('button', { name: laval.name }));

    expect(await screen.findByText('main route / by REPLACE')).toBeInTheDocument();
    expect(asked.map((request) => request.path)).toContain('/api/security/organizations/o2');
    expect(localStorage.getItem('fo.organizationId')).toBe('o2');
    expect(useSessionStore.getState().currentOrganization).toEqual(laval);
    expect(useSessionStore.getState().rights).toEqual(lavalRights);
  });

  it('a card is in the tab order and is chosen with Enter', async () => {
    stubApi({
      '/api/organizations': { status: 200, body: [laval, boston] },
      '/api/security/organizations/o1': { status: 200, body: [] },
    });
    renderChooser();
    const card = await screen.findByRole('button', { name: boston.name });
    expect(card).toHaveAttribute('tabindex', '0');

    // Tabster's focus traps confuse jsdom's tab order, so focus the card as Tab would.
    card.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('main route / by REPLACE')).toBeInTheDocument();
    expect(localStorage.getItem('fo.organizationId')).toBe('o1');
  });

  it('stays on the chooser and tells why when the rights cannot be loaded', async () => {
    stubApi({
      '/api/organizations': { status: 200, body: [laval] },
      '/api/security/organizations/o2': { status: 403 },
    });
    renderChooser();

    await userEvent.click(await screen.findByRole('button', { name: laval.name }));

    expect(await screen.findByText(i18n.t('errors.generic', { ns: 'common' }))).toBeInTheDocument();
    expect(localStorage.getItem('fo.organizationId')).toBeNull();
    expect(screen.queryByText(/main route/)).not.toBeInTheDocument();
  });

  it('shows a loading state while the organizations are on their way', () => {
    stubApi({ '/api/organizations': 'pending' });
    renderChooser();

    expect(screen.getByText('Loading your organizations…')).toBeInTheDocument();
  });

  it('shows the shared error text with a retry when the list cannot be loaded', async () => {
    stubApi({ '/api/organizations': { status: 400 } });
    renderChooser();

    expect(await screen.findByText(i18n.t('errors.http400', { ns: 'common' }))).toBeInTheDocument();
    stubApi({ '/api/organizations': { status: 200, body: [laval] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: laval.name })).toBeInTheDocument();
  });

  it('says so when the user belongs to no organization', async () => {
    stubApi({ '/api/organizations': { status: 200, body: [] } });
    renderChooser();

    expect(await screen.findByText('You are not a member of any organization yet.')).toBeInTheDocument();
  });

  it('the add-organization button opens the create-organization dialog', async () => {
    stubApi({ '/api/organizations': { status: 200, body: [laval] } });
    renderChooser();

    await userEvent.click(screen.getByRole('button', { name: 'Add an organization' }));

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('textbox', { name: /Name/, hidden: true })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });
});
