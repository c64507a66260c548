import { screen } from '@testing-library/react';
import { i18n } from '@front-office/shared/platform';
import { LAVAL, renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../build/jest/remote-test-kit';
import pages from './pages';

setUpRemoteTests();

describe('the federated ./pages module of forms', () => {
  it('exposes exactly the page names of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(['Confirmation', 'FormPreview', 'FormsList', 'PublicEmbed']);
  });

  it('registers the forms namespace in both languages', () => {
    expect(i18n.hasResourceBundle('en', 'forms')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'forms')).toBe(true);
  });

  it('FormsList is the forms list of the current organization from the shared store', async () => {
    const requests = stubApi({ 'GET /api/organizations/o2/forms': { status: 200, body: { data: [], totalCount: 0 } } });
    signInTestUser(LAVAL);
    renderWithPlatform(<pages.FormsList />);

    expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    expect(await screen.findByText('There are no forms yet.')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toContain('/api/organizations/o2/forms');
  });

  it('FormsList asks nothing of the API without a current organization', () => {
    const requests = stubApi({});
    renderWithPlatform(<pages.FormsList />);

    expect(screen.getByText('Choose an organization to see its forms.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the shared error text when the query fails', async () => {
    stubApi({});
    signInTestUser(LAVAL);
    renderWithPlatform(<pages.FormsList />);

    expect(await screen.findByText(i18n.t('errors.notFound', { ns: 'common' }))).toBeInTheDocument();
  });
});
