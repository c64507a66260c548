import { screen } from '@testing-library/react';
import { i18n } from '@front-office/shared/platform';
import { LAVAL, renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../build/jest/remote-test-kit';
import pages from './pages';

setUpRemoteTests();

describe('the federated ./pages module of authOrg', () => {
  it('exposes exactly the page names of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(['OrganizationProfile', 'OrganizationSelection']);
  });

  it('registers the authOrg namespace in both languages', () => {
    expect(i18n.hasResourceBundle('en', 'authOrg')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'authOrg')).toBe(true);
  });

  it('renders the organization profile of the current organization from the shared store', () => {
    stubApi({});
    signInTestUser(LAVAL);
    renderWithPlatform(<pages.OrganizationProfile />);

    expect(screen.getByRole('heading', { level: 1, name: 'Organization' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Club Aquatique Laval');
  });
});
