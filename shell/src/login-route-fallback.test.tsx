/**
 * @jest-environment-options {"url": "http://localhost/login"}
 */
import { screen } from '@testing-library/react';
import { pageLoadUrls, renderApp, stubFetch } from './test/render-app';

// This document was opened at /login: a server answered it with the shell's index.html instead of
// the login page's own document (issue 13 §5). Reloading /login would loop; the shell renders the
// same login page instead.
describe('the /login route when the shell itself was served for /login', () => {
  it('renders the login page without loading /login again', async () => {
    stubFetch(() => undefined);
    await renderApp({ path: '/login', isSignedIn: false });
    expect(await screen.findByRole('heading', { name: 'FRONT OFFICE' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(pageLoadUrls()).toEqual([]);
  });
});
