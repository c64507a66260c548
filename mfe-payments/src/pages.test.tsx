import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders, i18n, queryClient, useSessionStore } from '@front-office/shared/platform';
import pages from './pages';
import { SIGNED_IN_USER, setTestConfig, stubApi } from './test-utils/stub-api';

beforeAll(async () => {
  setTestConfig();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  useSessionStore.getState().signOut();
  queryClient.clear();
});

describe('the federated ./pages module of payments', () => {
  it('exposes exactly the page names of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(['PaymentAccounts']);
  });

  it('registers the payments namespace in both languages', () => {
    expect(i18n.hasResourceBundle('en', 'payments')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'payments')).toBe(true);
  });

  it('without a current organization, says so and calls nothing', () => {
    stubApi({});
    useSessionStore.getState().signIn(SIGNED_IN_USER);
    render(
      <PlatformProviders>
        <MemoryRouter>
          <pages.PaymentAccounts />
        </MemoryRouter>
      </PlatformProviders>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Payment accounts' })).toBeInTheDocument();
    expect(screen.getByText('No organization selected')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
