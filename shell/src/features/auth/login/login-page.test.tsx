import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, useSessionStore } from '@front-office/shared/platform';
import { expectConsole } from '../../../../../build/jest/console';
import { USER, apiWith, jsonResponse, pageLoadUrls, renderLogin, stubFetch } from '../../../test/render-app';

function fields() {
  return {
    email: screen.getByLabelText(/^Email/),
    password: screen.getByLabelText(/^Password/),
    signIn: screen.getByRole('button', { name: 'Sign in' }),
  };
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  const { email: emailInput, password: passwordInput, signIn } = fields();
  await user.type(emailInput, email);
  await user.type(passwordInput, password);
  await user.click(signIn);
}

describe('login page (spec 000 §2 Login page, §5 Login form, §8 Login with email)', () => {
  it('shows the title, the remember-me option, the or separator and both social buttons', async () => {
    stubFetch(() => undefined);
    await renderLogin();
    expect(screen.getByRole('heading', { name: 'FRONT OFFICE' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    // Without client ids in config.json the social buttons stay disabled.
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with Facebook' })).toBeDisabled();
  });

  it('says why a social button is disabled: described from the start, a tooltip on hover and focus that Escape hides', async () => {
    stubFetch(() => undefined);
    await renderLogin();
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    const wrapper = google.parentElement as HTMLElement;
    expect(wrapper).toHaveAccessibleDescription('Google sign-in is not configured');
    const user = userEvent.setup();
    await user.hover(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Google sign-in is not configured');
    await user.unhover(wrapper);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Focus as a keyboard user's Tab gives it; the tooltip's state changes inside act().
    act(() => wrapper.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Google sign-in is not configured');
    expect(wrapper).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the translated email and password errors only after a field is touched', async () => {
    stubFetch(() => undefined);
    await renderLogin();
    const user = userEvent.setup();
    const { email, password } = fields();
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    await user.type(password, 'abc');
    await user.tab();
    expect(await screen.findByText(i18n.t('validation.passwordMin', { ns: 'common' }))).toBeInTheDocument();
  });

  it('sending the form with invalid fields shows their errors and moves the focus to the first one, without a call', async () => {
    const fetchMock = stubFetch(() => undefined);
    await renderLogin();
    const user = userEvent.setup();
    await user.type(fields().password, 'abcd');
    await user.click(fields().signIn);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(fields().email).toHaveFocus();
    await user.type(fields().email, 'marie@club.test');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('spec 000 §8: after a session the server ended, it says "Session expired" until the next attempt', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/login' ? jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'bad' }, 401) : undefined,
    );
    await renderLogin({ signOutReason: 'expired' });
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired');
    await signInWith('marie@club.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email/password combination is incorrect');
  });

  it('sends the e-mail without the spaces around it', async () => {
    const fetchMock = stubFetch(apiWith({}, (request) => (request.url.pathname === '/api/login' ? jsonResponse(USER) : undefined)));
    await renderLogin();
    await signInWith('  marie@club.test ', 'secret1');
    await waitFor(() => expect(pageLoadUrls()).toEqual(['/organization-selection']));
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/login'));
    expect(new URL(String(loginCall?.[0])).searchParams.get('email')).toBe('marie@club.test');
  });

  it('sends email and password as query parameters and shows the wrong-combination message on 401', async () => {
    const fetchMock = stubFetch((request) =>
      request.url.pathname === '/api/login'
        ? jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'bad' }, 401)
        : undefined,
    );
    await renderLogin();
    await signInWith('marie@club.test', 'wrong-password');
    expect(await screen.findByText('The email/password combination is incorrect')).toBeInTheDocument();
    // Issue 13 §2: the focus moves to the alert, so a screen reader reads it at once.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/login'));
    const url = new URL(String(loginCall?.[0]));
    expect(url.searchParams.get('email')).toBe('marie@club.test');
    expect(url.searchParams.get('password')).toBe('wrong-password');
    expect(pageLoadUrls()).toEqual([]);
  });

  it('shows the generic error on any other failure', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/login' ? jsonResponse({ statusCode: 500, error: 'x', message: 'x' }, 500) : undefined,
    );
    await renderLogin();
    await signInWith('marie@club.test', 'secret1');
    expect(await screen.findByText('An error occured')).toBeInTheDocument();
    expect(fields().signIn).toBeEnabled();
  });

  it('disables the inputs and the button and shows a spinner while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch((request) =>
      request.url.pathname === '/api/login' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    await renderLogin();
    await signInWith('marie@club.test', 'secret1');
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toBeDisabled());
    expect(screen.getByLabelText(/^Password/)).toBeDisabled();
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    answer(jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'bad' }, 401));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toBeEnabled());
  });

  it('stores the session and loads the shell on the organization chooser (issue 13 §5: the login page is its own document)', async () => {
    stubFetch(apiWith({}, (request) => (request.url.pathname === '/api/login' ? jsonResponse(USER) : undefined)));
    await renderLogin();
    await signInWith('marie@club.test', 'secret1');
    await waitFor(() => expect(pageLoadUrls()).toEqual(['/organization-selection']));
    expect(useSessionStore.getState().jwt).toBe(USER.jwt);
    expect(useSessionStore.getState().user?.firstName).toBe('Marie');
  });

  it('issue 13 §3: "Remember me" ticked (the default) keeps the session in localStorage', async () => {
    stubFetch(apiWith({}, (request) => (request.url.pathname === '/api/login' ? jsonResponse(USER) : undefined)));
    await renderLogin();
    await signInWith('marie@club.test', 'secret1');
    await waitFor(() => expect(pageLoadUrls()).toEqual(['/organization-selection']));
    expect(localStorage.getItem('fo.jwt')).toContain(USER.jwt);
    expect(sessionStorage.getItem('fo.jwt')).toBeNull();
  });

  it('issue 13 §3: "Remember me" unticked keeps the session for this browser session only', async () => {
    stubFetch(apiWith({}, (request) => (request.url.pathname === '/api/login' ? jsonResponse(USER) : undefined)));
    await renderLogin();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signInWith('marie@club.test', 'secret1');
    await waitFor(() => expect(pageLoadUrls()).toEqual(['/organization-selection']));
    expect(sessionStorage.getItem('fo.jwt')).toContain(USER.jwt);
    expect(localStorage.getItem('fo.jwt')).toBeNull();
    sessionStorage.clear();
  });

  describe('social sign-in (spec 000 §7 login/google, §8 social login failure)', () => {
    afterEach(() => {
      delete window.google;
    });

    function fakeGoogle(credential: string | undefined) {
      window.google = {
        accounts: {
          id: {
            initialize: ({ callback }) => setTimeout(() => callback({ credential }), 0),
            prompt: () => undefined,
          },
        },
      };
    }

    it('sends the Google ID token and signs in', async () => {
      fakeGoogle('google-id-token');
      const fetchMock = stubFetch(apiWith({}, (request) => (request.url.pathname === '/api/login/google' ? jsonResponse(USER) : undefined)));
      await renderLogin({ config: { googleClientId: 'client-id' } });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
      await waitFor(() => expect(pageLoadUrls()).toEqual(['/organization-selection']));
      const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/login/google'));
      const url = new URL(String(call?.[0]));
      expect(url.searchParams.get('idToken')).toBe('google-id-token');
      expect(url.searchParams.get('culture')).toBe('fr');
    });

    it('shows a login error in the alert when the provider gives nothing', async () => {
      fakeGoogle(undefined);
      const warn = expectConsole('warn', 'google sign-in failed');
      stubFetch(() => undefined);
      await renderLogin({ config: { googleClientId: 'client-id' } });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
      expect(await screen.findByText('The sign-in with Google failed')).toBeInTheDocument();
      expect(pageLoadUrls()).toEqual([]);
      expect(warn.calls).toHaveLength(1);
    });
  });
});
