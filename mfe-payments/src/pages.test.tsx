import { screen } from '@testing-library/react';
import { i18n } from '@front-office/shared/platform';
import { renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../build/jest/remote-test-kit';
import pages from './pages';

setUpRemoteTests();

describe('the federated ./pages module of payments', () => {
  it('exposes exactly the page names of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(['PaymentAccounts']);
  });

  it('registers the payments namespace in both languages', () => {
    expect(i18n.hasResourceBundle('en', 'payments')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'payments')).toBe(true);
  });

  it('without a current organization, says so and calls nothing', () => {
    const requests = stubApi({});
    signInTestUser();
    renderWithPlatform(<pages.PaymentAccounts />);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment accounts' })).toBeInTheDocument();
    expect(screen.getByText('No organization selected')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
