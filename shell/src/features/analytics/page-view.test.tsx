import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_RIGHTS, LAVAL, apiWith, renderApp, stubFetch } from '../../test/render-app';
import { pushPageView } from './push-page-view';

describe('page views (spec 000 §2: every route change pushes a page-view event)', () => {
  beforeEach(() => {
    delete window.dataLayer;
    stubFetch(apiWith({ [LAVAL.id]: ALL_RIGHTS }));
  });

  it('creates the data layer when missing', () => {
    pushPageView('/x', 'X');
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/x', page_title: 'X' }]);
  });

  it('pushes one page_view per navigation with the path and the page title', async () => {
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({ event: 'page_view', page_path: '/dashboard', page_title: 'Dashboard · Front Office' }),
    );
    const before = window.dataLayer?.length ?? 0;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Members' }));
    await waitFor(() => expect(window.dataLayer).toHaveLength(before + 1));
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'page_view', page_path: '/members', page_title: 'Members · Front Office' });
  });
});
