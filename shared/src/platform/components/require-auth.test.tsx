import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@front-office/shared/router';
import { useSessionStore } from '../session-store';
import { formReadOnly, laval, loginResponse } from '../test-utils/sample-session';
import { RequireAuth, RequireRight } from './require-auth';

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
        <Route path="/organization-selection" element={<p>organization selection page</p>} />
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSessionStore.getState().signOut();
  localStorage.clear();
});

describe('RequireAuth', () => {
  it('spec 000 §2: a protected route without a stored jwt redirects to /login', () => {
    renderAt('/dashboard-x', <RequireAuth>secret</RequireAuth>);
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('spec 000 §2: with a jwt the route renders', () => {
    useSessionStore.getState().signIn(loginResponse);
    renderAt('/account', <RequireAuth>secret</RequireAuth>);
    expect(screen.getByText('secret')).toBeInTheDocument();
  });
});

describe('RequireRight', () => {
  it('spec 000 §2: without a session it goes to /login', () => {
    renderAt('/registrations', <RequireRight area="FORM">forms list</RequireRight>);
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('spec 000 §2: with the read right the page renders', () => {
    useSessionStore.getState().signIn(loginResponse);
    useSessionStore.getState().selectOrganization(laval, formReadOnly);
    renderAt('/registrations', <RequireRight area="FORM" redirectTo="/organization-selection">forms list</RequireRight>);
    expect(screen.getByText('forms list')).toBeInTheDocument();
  });

  it('spec 000 §2: without the read right of the forms list the user goes to organization selection', () => {
    useSessionStore.getState().signIn(loginResponse);
    renderAt('/registrations', <RequireRight area="FORM" redirectTo="/organization-selection">forms list</RequireRight>);
    expect(screen.getByText('organization selection page')).toBeInTheDocument();
  });

  it('spec 000 §2: a missing right without its own target goes to the home route /dashboard', () => {
    useSessionStore.getState().signIn(loginResponse);
    useSessionStore.getState().selectOrganization(laval, formReadOnly);
    renderAt('/payment-accounts', <RequireRight area="PAYMENT_ACCOUNTS">payment accounts</RequireRight>);
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it('spec 000 §6: a flag other than read is checked too (FORM write for create-form)', () => {
    useSessionStore.getState().signIn(loginResponse);
    useSessionStore.getState().selectOrganization(laval, formReadOnly);
    renderAt('/registrations/admin/create-new-form', <RequireRight area="FORM" flag="write">create form</RequireRight>);
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
});
