import { screen, waitFor } from '@testing-library/react';
import { concretePath, describeStandaloneHost, renderWithPlatform, setUpRemoteTests, stubApi } from '../../build/jest/remote-test-kit';
import { routes } from './routes';
import { Standalone } from './standalone';

describeStandaloneHost(Standalone, routes);

describe('the standalone host of forms, for a public visitor', () => {
  setUpRemoteTests();

  it.each(routes.filter((route) => route.isPublic).map((route) => route.path))(
    'renders %s without a session, loading the form through the public call only',
    async (path) => {
      const requests = stubApi({ 'GET /api/public/forms/id-1/details': 'pending' });
      renderWithPlatform(<Standalone />, concretePath(path));

      expect(screen.queryByText(/No session is stored/)).not.toBeInTheDocument();
      await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/public/forms/id-1/details'));
      expect(requests.every((request) => !request.headers.has('Authorization'))).toBe(true);
    },
  );
});
