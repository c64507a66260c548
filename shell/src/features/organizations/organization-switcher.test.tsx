import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storedOrganizationId, useSessionStore } from '@front-office/shared/platform';
import { ALL_RIGHTS, BOSTON, LAVAL, apiWith, currentPath, renderApp, rightsFor, stubFetch } from '../../test/render-app';

const pages = { FormsList: () => <h1>Forms list page</h1> };

async function openSwitcher() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Current organization: Club Aquatique Laval' }));
  return user;
}

describe('organization switcher (spec 000 §2 App shell, §4 Organization switching)', () => {
  beforeEach(() => {
    stubFetch(apiWith({ [LAVAL.id]: ALL_RIGHTS, [BOSTON.id]: rightsFor(['FORM']) }));
  });

  it('lists every organization by name and marks the current one', async () => {
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
    await openSwitcher();
    const items = await screen.findAllByRole('menuitemradio');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName(BOSTON.name);
    expect(items[1]).toHaveAccessibleName(LAVAL.name);
    expect(screen.getByRole('menuitemradio', { name: LAVAL.name })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: LAVAL.name })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitemradio', { name: BOSTON.name })).toHaveAttribute('aria-checked', 'false');
  });

  it('loads the chosen organization\'s rights, shows the notice and goes to /registrations', async () => {
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS }, remoteLoader: () => Promise.resolve(pages) });
    const user = await openSwitcher();
    await user.click(await screen.findByRole('menuitemradio', { name: BOSTON.name }));
    expect(await screen.findByText('Now working in Boston Rowing Association')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/registrations'));
    expect(await screen.findByRole('heading', { name: 'Forms list page' })).toBeInTheDocument();
    expect(useSessionStore.getState().currentOrganization?.id).toBe(BOSTON.id);
    expect(storedOrganizationId()).toBe(BOSTON.id);
    // Boston grants FORM only: the menu follows the new rights.
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('offers to add an organization through the chooser', async () => {
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
    const user = await openSwitcher();
    await user.click(await screen.findByRole('menuitem', { name: 'Add an organization' }));
    expect(currentPath()).toBe('/organization-selection?create=1');
  });
});
