import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, useSessionStore } from '@front-office/shared/platform';
import { ALL_RIGHTS, LAVAL, USER, apiWith, currentPath, jsonResponse, pageLoadUrls, renderApp, rightsFor, stubFetch } from '../../test/render-app';
import type { StubRequest } from '../../test/render-app';

function menu() {
  return within(screen.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ }));
}

describe('app shell (spec 000 §2 App shell)', () => {
  it('shows only the menu items whose area allows read', async () => {
    stubFetch(apiWith({ [LAVAL.id]: rightsFor(['REPORT']) }));
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: rightsFor(['REPORT']) } });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Reports' })).toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Forms' })).not.toBeInTheDocument();
    expect(menu().queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Communication' })).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Members' })).toBeInTheDocument();
  });

  it('marks the item of the current path and expands Settings around an active child', async () => {
    stubFetch(apiWith({ [LAVAL.id]: ALL_RIGHTS }));
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
    expect(menu().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(menu().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const user = userEvent.setup();
    const settings = menu().getByRole('button', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await user.click(settings);
    await user.click(menu().getByRole('link', { name: 'Organization' }));
    expect(currentPath()).toBe('/organization');
    expect(menu().getByRole('link', { name: 'Organization' })).toHaveAttribute('aria-current', 'page');
    expect(menu().getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the user with first name and name, and logs out to /login', async () => {
    const fetchMock = stubFetch(apiWith({ [LAVAL.id]: ALL_RIGHTS }));
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'User menu of Marie Curie' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    // Issue 13 §5: the login page is its own document, loaded in place of the shell.
    await waitFor(() => expect(pageLoadUrls()).toEqual(['/login']));
    expect(useSessionStore.getState().jwt).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/authentication/signout'))).toBe(true);
  });

  it('returns to /login when any authenticated call answers 401 (spec 000 §4)', async () => {
    stubFetch(apiWith({}, (request) =>
      request.url.pathname === '/api/organizations' ? jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'expired' }, 401) : undefined,
    ));
    await renderApp({ path: '/dashboard' });
    await waitFor(() => expect(pageLoadUrls()).toEqual(['/login']));
    expect(useSessionStore.getState().user).toBeNull();
    // Spec 000 §8, issue 13 §3: the login page (its own document, login-page.test.tsx) says why.
    expect(sessionStorage.getItem(STORAGE_KEYS.signOutReason)).toBe('expired');
  });

  it('switches the texts with the EN/FR link, and keeps the choice as the user\'s culture', async () => {
    const savedCulture = (request: StubRequest) => (request.method === 'PUT' && request.url.pathname === '/api/users/me/culture' ? jsonResponse(USER) : undefined);
    const fetchMock = stubFetch(apiWith({ [LAVAL.id]: ALL_RIGHTS }, savedCulture));
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'FR – Switch the language to French' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EN – Passer la langue en anglais' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const cultures = fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/api/users/me/culture'))
      .map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { culture: string }).culture);
    expect(cultures).toEqual(['fr', 'en']);
  });

  describe('on a phone (issue 13 §1)', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('hides the navigation behind the menu button; the drawer closes once an entry is chosen', async () => {
      stubFetch(apiWith({ [LAVAL.id]: ALL_RIGHTS }));
      await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      const user = userEvent.setup();
      const menuButton = screen.getByRole('button', { name: 'Open the menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await user.click(menuButton);
      const dialog = await screen.findByRole('dialog', { hidden: true });
      // jsdom may leave aria-hidden on a freshly opened Fluent dialog (microsoft/fluentui#33897): check its title.
      expect(within(dialog).getByRole('heading', { name: 'Menu', hidden: true })).toBeInTheDocument();
      const drawer = within(dialog);
      expect(drawer.getByRole('button', { name: /Current organization: Club Aquatique Laval/, hidden: true })).toBeInTheDocument();
      await user.click(drawer.getByRole('link', { name: 'Reports', hidden: true }));

      await waitFor(() => expect(currentPath()).toBe('/reports'));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu', hidden: true })).not.toBeInTheDocument());
    });

    it('keeps the user menu named for screen readers while only the avatar shows', async () => {
      stubFetch(apiWith({ [LAVAL.id]: ALL_RIGHTS }));
      await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
      expect(screen.getByRole('button', { name: 'User menu of Marie Curie' })).toBeInTheDocument();
    });
  });
});
