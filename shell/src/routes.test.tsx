import { screen, waitFor } from '@testing-library/react';
import { storedOrganizationId } from '@front-office/shared/platform';
import { ALL_RIGHTS, LAVAL, apiWith, currentPath, pageLoadUrls, renderApp, rightsFor, stubFetch } from './test/render-app';
import { ROUTE_TABLE, SHELL_ROUTES, routeEntryOf } from './routes';

const pages = {
  FormsList: () => <h1>Forms list page</h1>,
  PaymentAccounts: () => <h1>Payment accounts page</h1>,
  OrganizationSelection: () => <h1>Organization chooser page</h1>,
  PublicEmbed: () => <h1>Public embed page</h1>,
};
const loader = () => Promise.resolve(pages);

describe('route table (docs/integration.md, spec 000 §2)', () => {
  it('has one entry per path of the contract', () => {
    expect(ROUTE_TABLE.map((entry) => SHELL_ROUTES[entry.key]).sort()).toEqual(Object.values(SHELL_ROUTES).sort());
  });

  it.each([
    ['/registrations/embed/f1', 'publicEmbed'],
    ['/registrations/f1/confirm/s1', 'confirmation'],
    ['/registrations/submissions/f1', 'submissions'],
    ['/registrations/submissions/f1/s1', 'submission'],
    ['/reports/f1/create', 'createReport'],
    ['/reports/f1/r1', 'report'],
    ['/nowhere/at/all', 'notFound'],
  ])('renders %s with the %s entry', (path, key) => {
    expect(routeEntryOf(path)?.key).toBe(key);
  });
});

describe('guards (spec 000 §2)', () => {
  beforeEach(() => {
    stubFetch(apiWith({ [LAVAL.id]: ALL_RIGHTS }));
  });

  it('sends a visitor without a jwt from a protected route to /login', async () => {
    await renderApp({ path: '/registrations', isSignedIn: false });
    await waitFor(() => expect(currentPath()).toBe('/login'));
    // Issue 13 §5: the login page is its own document, loaded in place of the shell.
    await waitFor(() => expect(pageLoadUrls()).toEqual(['/login']));
  });

  it('renders public routes without a session', async () => {
    await renderApp({ path: '/registrations/embed/f1', isSignedIn: false, remoteLoader: loader });
    expect(await screen.findByRole('heading', { name: 'Public embed page' })).toBeInTheDocument();
  });

  it('redirects / to the organization chooser when no organization is chosen', async () => {
    await renderApp({ path: '/', remoteLoader: loader });
    expect(await screen.findByRole('heading', { name: 'Organization chooser page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/organization-selection');
  });

  it('redirects / to the forms list when an organization is chosen', async () => {
    await renderApp({ path: '/', organization: { organization: LAVAL, rights: ALL_RIGHTS }, remoteLoader: loader });
    expect(await screen.findByRole('heading', { name: 'Forms list page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/registrations');
  });

  it('sends a user without FORM read from the forms list to /organization-selection', async () => {
    await renderApp({ path: '/registrations', organization: { organization: LAVAL, rights: rightsFor(['REPORT']) }, remoteLoader: loader });
    await waitFor(() => expect(currentPath()).toBe('/organization-selection'));
  });

  it('sends a user without PAYMENT_ACCOUNTS read from /payment-accounts to /dashboard', async () => {
    await renderApp({ path: '/payment-accounts', organization: { organization: LAVAL, rights: rightsFor(['FORM']) }, remoteLoader: loader });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    // The dashboard is a lazy route: its heading arrives with its chunk.
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('renders the payment accounts page with the right', async () => {
    await renderApp({ path: '/payment-accounts', organization: { organization: LAVAL, rights: ALL_RIGHTS }, remoteLoader: loader });
    expect(await screen.findByRole('heading', { name: 'Payment accounts page' })).toBeInTheDocument();
  });

  it('sends an organization-dependent route to the chooser when no organization is chosen', async () => {
    await renderApp({ path: '/payment-accounts', remoteLoader: loader });
    await waitFor(() => expect(currentPath()).toBe('/organization-selection'));
  });

  it('shows the dashboard and title-only pages without an organization', async () => {
    await renderApp({ path: '/settings/payment-options' });
    expect(await screen.findByRole('heading', { name: 'Payment options' })).toBeInTheDocument();
    expect(currentPath()).toBe('/settings/payment-options');
  });

  it('shows the page-not-found page with a link home on an unknown path', async () => {
    await renderApp({ path: '/no/such/page', isSignedIn: false });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the server error page on /500', async () => {
    await renderApp({ path: '/500', isSignedIn: false });
    expect(screen.getByRole('heading', { name: 'Server error' })).toBeInTheDocument();
  });
});

describe('reload with a stored organization (spec 000 §3 stored preferences)', () => {
  it('loads the organizations and the stored one\'s rights before the guards decide', async () => {
    stubFetch(apiWith({ [LAVAL.id]: rightsFor(['FORM']) }));
    await renderApp({ path: '/registrations', organization: { organization: LAVAL, rights: ALL_RIGHTS }, remoteLoader: loader, isReload: true });
    expect(await screen.findByRole('heading', { name: 'Forms list page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/registrations');
    expect(screen.getByRole('button', { name: /Current organization: Club Aquatique Laval/ })).toBeInTheDocument();
    // The restored rights are the server's, not the ones held before the reload.
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('drops a stored organization the user no longer belongs to and goes to the chooser', async () => {
    stubFetch(apiWith({}));
    await renderApp({ path: '/registrations', organization: { organization: LAVAL, rights: ALL_RIGHTS }, remoteLoader: loader, isReload: true });
    await waitFor(() => expect(currentPath()).toBe('/organization-selection'));
    expect(storedOrganizationId()).toBe(LAVAL.id);
  });
});
