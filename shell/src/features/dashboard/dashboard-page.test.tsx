import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@front-office/shared/platform';
import { ALL_RIGHTS, LAVAL, apiWith, currentPath, jsonResponse, renderApp, rightsFor, stubFetch } from '../../test/render-app';
import type { DashboardFigures } from './dashboard-query';
import { isValidPeriod, periodOf } from './period';

const FIGURES: DashboardFigures = {
  from: '2026-11-01',
  to: '2026-11-27',
  submissions: 1234,
  money: { collected: 1_254_050, refunded: 25_000, disputeLost: 5_000, net: 1_224_050 },
  submissionsPerDay: [
    { day: '2026-11-02', count: 3 },
    { day: '2026-11-03', count: 1231 },
  ],
  revenuePerWeek: [
    { week: '2026-10-26', amount: 0 },
    { week: '2026-11-02', amount: 1_254_050 },
  ],
  toCome: { total: 42_000, weeks: [{ week: '2026-11-23', amount: 42_000 }, ...Array.from({ length: 7 }, (_, index) => ({ week: `2026-12-0${index + 1}`, amount: 0 }))] },
  attention: [{ kind: 'payment', date: '2026-11-20T15:00:00.000Z', amount: 8000, status: 'failed', submissionId: 'sub-failed', formId: 'form-camp', formName: [{ culture: 'en', value: 'Summer camp' }, { culture: 'fr', value: 'Camp d’été' }], email: 'late@example.com' }],
  latest: [
    { kind: 'refund', date: '2026-11-21T15:00:00.000Z', amount: 2500, status: 'succeeded', submissionId: 'sub-1', formId: 'form-camp', formName: [{ culture: 'en', value: 'Summer camp' }, { culture: 'fr', value: 'Camp d’été' }], email: 'parent@example.com' },
  ],
};

function stubDashboard(figures: DashboardFigures | 'error', rights = ALL_RIGHTS) {
  const asked: URL[] = [];
  stubFetch(
    apiWith({ [LAVAL.id]: rights }, (request) => {
      if (request.url.pathname === `/api/organizations/${LAVAL.id}/dashboard`) {
        asked.push(request.url);
        return figures === 'error' ? jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'down' }, 500) : jsonResponse(figures);
      }
      if (request.url.pathname === `/api/organizations/${LAVAL.id}/forms`) return jsonResponse({ data: [{ id: 'form-camp', name: [{ culture: 'en', value: 'Summer camp' }] }], totalCount: 1 });
      return undefined;
    }),
  );
  return asked;
}

describe('the dashboard (spec 000 §1): the server’s figures for a period', () => {
  it('asks this month’s figures and shows the cards, the charts with their tables and the transactions linking to their submission', async () => {
    const asked = stubDashboard(FIGURES);
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
    expect(await screen.findByRole('heading', { name: 'Collected' })).toBeInTheDocument();
    const { from, to } = periodOf('thisMonth', new Date());
    expect(asked[0]?.searchParams.get('from')).toBe(from);
    expect(asked[0]?.searchParams.get('to')).toBe(to);
    expect(asked[0]?.searchParams.get('timeZone')).toEqual(expect.any(String));
    expect(screen.getByText('1,234')).toBeInTheDocument();
    const card = (title: string) => within(screen.getByRole('heading', { name: title }).closest('.fui-Card') as HTMLElement);
    expect(card('Collected').getByText('$12540.50')).toBeInTheDocument();
    expect(card('Refunded').getByText('$250.00')).toBeInTheDocument();
    expect(card('Net').getByText('$12240.50')).toBeInTheDocument();
    expect(card('Net').getByText('collected − refunded − lost in disputes ($50.00)')).toBeInTheDocument();
    expect(card('To come (8 weeks)').getByText('$420.00')).toBeInTheDocument();
    expect(screen.queryByText(/placeholder/i)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Submissions per day: 2 values, highest 1,231' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Revenue per week' });
    expect(within(table).getByRole('row', { name: '02-11-2026 $12540.50' })).toBeInTheDocument();
    const attention = screen.getByRole('table', { name: 'Payments to look at' });
    expect(within(attention).getByRole('link', { name: 'late@example.com' })).toHaveAttribute('href', '/registrations/submissions/form-camp/sub-failed');
    const latest = screen.getByRole('table', { name: 'Latest transactions' });
    expect(within(latest).getByText('Refund')).toBeInTheDocument();
    expect(within(latest).getByText('21-11-2026')).toBeInTheDocument();
    await userEvent.setup().click(within(latest).getByRole('link', { name: 'parent@example.com' }));
    expect(currentPath()).toBe('/registrations/submissions/form-camp/sub-1');
  });

  it('asks again for another period, a form, and refuses a custom period in the wrong order', async () => {
    const asked = stubDashboard(FIGURES);
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
    await screen.findByRole('heading', { name: 'Collected' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Season to date');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('from')).toBe(periodOf('season', new Date()).from));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Form' }), 'Summer camp');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('formId')).toBe('form-camp'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom');
    const count = asked.length;
    const fromInput = screen.getByLabelText('From');
    await user.clear(fromInput);
    await user.type(fromInput, '2099-01-01');
    expect(await screen.findByText('Choose a start day on or before the end day, at most two years apart.')).toBeInTheDocument();
    expect(asked.length).toBe(count);
  });

  it('in French, with the rights to counts only: the count, no money, the message saying why', async () => {
    const counts = { ...FIGURES, money: null, revenuePerWeek: null, toCome: null, attention: null, latest: null };
    stubDashboard(counts, rightsFor(['FORM']));
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: rightsFor(['FORM']) } });
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Les montants demandent le droit de lire les soumissions ou les rapports.')).toBeInTheDocument();
    expect(screen.getByText(/1\s234/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Encaissé' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Dernières transactions' })).not.toBeInTheDocument();
  });

  it('an empty period says so', async () => {
    stubDashboard({ ...FIGURES, submissions: 0, submissionsPerDay: [], money: { collected: 0, refunded: 0, disputeLost: 0, net: 0 }, attention: [], latest: [] });
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
    expect(await screen.findByText('No submission in this period.')).toBeInTheDocument();
    expect(screen.getByText('No transaction in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Submissions per day/ })).not.toBeInTheDocument();
  });

  it('a failed load says so and offers to retry', async () => {
    const asked = stubDashboard('error');
    await renderApp({ path: '/dashboard', organization: { organization: LAVAL, rights: ALL_RIGHTS } });
    expect(await screen.findByText(/The figures could not be loaded/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
  });
});

describe('dashboard periods', () => {
  const today = new Date(2026, 10, 27);
  it('this month, the last 30 days (today included) and the season from September 1', () => {
    expect(periodOf('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(periodOf('last30Days', today)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(periodOf('season', today)).toEqual({ from: '2026-09-01', to: '2026-11-27' });
    expect(periodOf('season', new Date(2027, 2, 3))).toEqual({ from: '2026-09-01', to: '2027-03-03' });
  });
  it('a custom period: real days, in order, at most 731 days', () => {
    expect(isValidPeriod({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(isValidPeriod({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(isValidPeriod({ from: '', to: '2026-11-01' })).toBe(false);
    expect(isValidPeriod({ from: '2024-11-01', to: '2026-10-31' })).toBe(true);
    expect(isValidPeriod({ from: '2024-11-01', to: '2026-11-01' })).toBe(true);
    expect(isValidPeriod({ from: '2024-11-01', to: '2026-11-02' })).toBe(false);
  });
});
