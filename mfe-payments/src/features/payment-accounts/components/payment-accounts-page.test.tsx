import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@front-office/shared/router';
import type { Organization, PaymentAccount, PermissionEntry } from '@front-office/shared/core';
import { PERMISSION_AREAS } from '@front-office/shared/core';
import { i18n, useSessionStore } from '@front-office/shared/platform';
import pages from '../../../pages';
import { changeLanguage, renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../../../../build/jest/remote-test-kit';
import { decodeConnectState, encodeConnectState } from '../utils/connect-state';
import { goToProvider } from '../utils/go-to-provider';

// Leaving for the provider is a full page load, which jsdom cannot do.
jest.mock('../utils/go-to-provider', () => ({ goToProvider: jest.fn() }));

setUpRemoteTests({ asyncUtilTimeout: 10_000 });
jest.setTimeout(40_000);
// Under jsdom, tabster sometimes leaves aria-hidden on a Fluent dialog opened by a click
// (microsoft/fluentui#33897): role queries about dialogs include hidden elements.
const hidden = true;

const laval: Organization = { id: 'o2', name: 'Club Aquatique Laval', currency: 'cad', avatar: null };
const ACCOUNTS_PATH = '/api/organizations/o2/settings/paymentaccounts';
const stripe: PaymentAccount = {
  id: 'a1',
  stripe_user_id: 'acct_123',
  account_name: 'Laval registrations',
  type: 'stripe',
  stripe_publishable_key: 'pk_1',
  status: 'created',
  creationDate: '2026-03-05T10:00:00Z',
};
const sportspayCa: PaymentAccount = {
  id: 'a2',
  stripe_user_id: 'sp_ca_1',
  account_name: '',
  type: 'sportspay-ca',
  stripe_publishable_key: null,
  status: 'in-review',
  creationDate: '2026-04-10T10:00:00Z',
};
const rights = (flags: Partial<Record<'write' | 'update' | 'delete', boolean>>): PermissionEntry[] =>
  PERMISSION_AREAS.map((name) => ({ name, read: true, write: false, update: false, delete: false, ...(name === 'PAYMENT_ACCOUNTS' ? flags : {}) }));
const allRights = rights({ write: true, update: true, delete: true });

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(granted = allRights, entry = '/payment-accounts') {
  useSessionStore.getState().selectOrganization(laval, granted);
  return renderWithPlatform(
    <>
      <pages.PaymentAccounts />
      <Probe />
    </>,
    entry,
  );
}

const row = (name: string) => screen.findByRole('listitem', { name });

beforeEach(() => {
  localStorage.clear();
  signInTestUser();
  jest.mocked(goToProvider).mockClear();
});

describe('payment accounts page (spec 000 §2, §4)', () => {
  it('lists each account with its name (or the provider name), provider account id and creation date', async () => {
    stubApi({ [ACCOUNTS_PATH]: { status: 200, body: [stripe, sportspayCa] } });
    renderPage();

    const first = await row('Laval registrations');
    expect(first).toHaveTextContent('Account id: acct_123');
    expect(first).toHaveTextContent('Created on 05-03-2026');
    const second = await row('SportsPay Canada');
    expect(second).toHaveTextContent('Account id: sp_ca_1');
  });

  it('shows the warning badge for a sportspay-ca account without key, not for stripe, and hides open-external while in review', async () => {
    stubApi({ [ACCOUNTS_PATH]: { status: 200, body: [stripe, sportspayCa, { ...sportspayCa, id: 'a3', type: 'sportspay-us', account_name: 'US', stripe_publishable_key: 'pk', status: 'created' }] } });
    renderPage();

    const sportspay = await row('SportsPay Canada');
    expect(within(sportspay).getByTestId('status-badge')).toHaveTextContent('In review');
    expect(within(sportspay).queryByRole('link', { name: /Open in/ })).not.toBeInTheDocument();
    const us = await row('US');
    expect(within(us).getByTestId('status-badge')).toHaveTextContent('Created');
    const card = await row('Laval registrations');
    expect(within(card).queryByTestId('status-badge')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open in Stripe' })).toHaveAttribute('href', 'https://dashboard.stripe.com/acct_123');
  });

  it('says which accounts cannot take card payments on this server (SportsPay outside sample mode), in English and in French', async () => {
    stubApi({ [ACCOUNTS_PATH]: { status: 200, body: [{ ...stripe, cardPaymentsAvailable: true }, { ...sportspayCa, cardPaymentsAvailable: false }] } });
    renderPage();

    const sportspay = await row('SportsPay Canada');
    expect(within(sportspay).getByTestId('card-payments-unavailable')).toHaveTextContent('Card payments on this account work in sample mode only');
    expect(within(await row('Laval registrations')).queryByTestId('card-payments-unavailable')).not.toBeInTheDocument();
    await changeLanguage('fr');
    try {
      expect(await within(sportspay).findByText(/ne fonctionnent qu’en mode démonstration/)).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('says there are no payment accounts on an empty list', async () => {
    stubApi({ [ACCOUNTS_PATH]: { status: 200, body: [] } });
    renderPage();

    expect(await screen.findByText('No payment accounts on this organization')).toBeInTheDocument();
  });

  it('shows the shared error with a retry when the list cannot be loaded', async () => {
    stubApi({ [ACCOUNTS_PATH]: { status: 404 } });
    renderPage();

    expect(await screen.findByText(i18n.t('errors.notFound', { ns: 'common' }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a read-only user sees no add, edit or delete control', async () => {
    stubApi({ [ACCOUNTS_PATH]: { status: 200, body: [stripe] } });
    renderPage(rights({}));

    const card = await row('Laval registrations');
    expect(screen.queryByRole('button', { name: 'Add an account' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('each control follows its own flag, and delete is offered for stripe accounts only', async () => {
    stubApi({ [ACCOUNTS_PATH]: { status: 200, body: [stripe, sportspayCa] } });
    renderPage(rights({ delete: true }));

    const card = await row('Laval registrations');
    expect(within(card).getByRole('button', { name: 'Delete Laval registrations' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(await row('SportsPay Canada')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an account' })).not.toBeInTheDocument();
  });

  it('adding offers every method and defaults to sportspay-ca while no sportspay account exists, then goes to the provider', async () => {
    stubApi({ [ACCOUNTS_PATH]: { status: 200, body: [stripe] } });
    renderPage();
    await row('Laval registrations');

    await userEvent.click(screen.getByRole('button', { name: 'Add an account' }));
    const dialog = await screen.findByRole('dialog', { hidden });
    const method = within(dialog).getByRole('combobox', { name: 'Payment method', hidden });
    expect(method).toHaveValue('sportspay-ca');
    expect(within(method).getAllByRole('option', { hidden }).map((option) => option.textContent)).toEqual(['Stripe', 'SportsPay Canada', 'SportsPay US']);

    await userEvent.selectOptions(method, 'stripe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account name', hidden }), 'Summer camps');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue', hidden }));

    expect(goToProvider).toHaveBeenCalledTimes(1);
    const url = new URL(jest.mocked(goToProvider).mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe('http://api.test/sample-provider/stripe/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/payment-accounts');
    expect(decodeConnectState(url.searchParams.get('state'))).toEqual({ name: 'Summer camps', type: 'stripe' });
  });

  it('adding offers only stripe, as the default, once a sportspay account exists', async () => {
    stubApi({ [ACCOUNTS_PATH]: { status: 200, body: [sportspayCa] } });
    renderPage();
    await row('SportsPay Canada');

    await userEvent.click(screen.getByRole('button', { name: 'Add an account' }));
    const dialog = await screen.findByRole('dialog', { hidden });
    const method = within(dialog).getByRole('combobox', { name: 'Payment method', hidden });
    expect(method).toHaveValue('stripe');
    expect(within(method).getAllByRole('option', { hidden }).map((option) => option.textContent)).toEqual(['Stripe']);
  });

  it('editing keeps the method locked and saves the new name', async () => {
    const requests = stubApi({
      [`GET ${ACCOUNTS_PATH}`]: { status: 200, body: [stripe] },
      [`PUT ${ACCOUNTS_PATH}`]: { status: 200, body: { ...stripe, account_name: 'Camps' } },
    });
    renderPage();

    await userEvent.click(within(await row('Laval registrations')).getByRole('button', { name: 'Edit Laval registrations' }));
    const dialog = await screen.findByRole('dialog', { hidden });
    expect(within(dialog).getByRole('combobox', { name: 'Payment method', hidden })).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: 'Account name', hidden });
    expect(name).toHaveValue('Laval registrations');
    await userEvent.clear(name);
    await userEvent.type(name, 'Camps');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden }));

    expect(await screen.findByText('Payment account updated')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toEqual({ id: 'a1', stripe_user_id: 'acct_123', account_name: 'Camps', type: 'stripe' });
  });

  it('refuses an empty account name on add and on edit, saying so, and sends nothing (spec 000 §5)', async () => {
    const requests = stubApi({ [`GET ${ACCOUNTS_PATH}`]: { status: 200, body: [stripe, sportspayCa] } });
    renderPage();

    await row('Laval registrations');
    await userEvent.click(screen.getByRole('button', { name: 'Add an account' }));
    let dialog = await screen.findByRole('dialog', { hidden });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Account name/, hidden }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue', hidden }));
    expect(within(dialog).getByText('Enter the account name.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Account name/, hidden })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden }));

    await userEvent.click(within(await row('Laval registrations')).getByRole('button', { name: 'Edit Laval registrations' }));
    dialog = await screen.findByRole('dialog', { hidden });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Account name/, hidden }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden }));
    expect(within(dialog).getByText('Enter the account name.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('a failed edit says so and keeps the dialog open', async () => {
    stubApi({ [`GET ${ACCOUNTS_PATH}`]: { status: 200, body: [stripe] }, [`PUT ${ACCOUNTS_PATH}`]: { status: 500 } });
    renderPage();

    await userEvent.click(within(await row('Laval registrations')).getByRole('button', { name: 'Edit Laval registrations' }));
    const dialog = await screen.findByRole('dialog', { hidden });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden }));

    expect(await screen.findByText('The payment account could not be updated')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden })).toBeInTheDocument();
  });

  it('deleting asks for confirmation, then removes the account', async () => {
    const requests = stubApi({ [`GET ${ACCOUNTS_PATH}`]: { status: 200, body: [stripe] }, 'DELETE /api/organizations/o2/payment/connect/a1': { status: 204 } });
    renderPage();

    await userEvent.click(within(await row('Laval registrations')).getByRole('button', { name: 'Delete Laval registrations' }));
    const confirm = await screen.findByRole('alertdialog', { hidden });
    expect(confirm).toHaveTextContent('Laval registrations will be removed from this organization.');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete', hidden }));

    expect(await screen.findByText('Payment account deleted')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/api/organizations/o2/payment/connect/a1']);
  });

  it.each([
    ['en', 'accountInUse', 'A form takes its payments through this account. Choose another account in that form’s settings before deleting it.'],
    ['en', 'moneyHeld', 'Payments made through this account are not refunded, or installments are still planned. Refund or cancel them before deleting it.'],
    ['fr', 'accountInUse', 'Un formulaire reçoit ses paiements par ce compte. Choisissez un autre compte dans les paramètres de ce formulaire avant de le supprimer.'],
    ['fr', 'moneyHeld', 'Des paiements reçus par ce compte ne sont pas remboursés, ou des versements sont encore prévus. Remboursez-les ou annulez-les avant de le supprimer.'],
  ])('issue 18 §1 (%s): a delete refused with %s says why in the dialog, which stays open until canceled; the account stays', async (language, code, reason) => {
    await changeLanguage(language);
    try {
      const requests = stubApi({
        [`GET ${ACCOUNTS_PATH}`]: { status: 200, body: [stripe] },
        'DELETE /api/organizations/o2/payment/connect/a1': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Refused', errors: [code] } },
      });
      renderPage();
      const confirmLabel = i18n.t('confirm.delete', { ns: 'common' });

      await userEvent.click(within(await row('Laval registrations')).getByRole('button', { name: i18n.t('row.delete', { ns: 'payments', name: 'Laval registrations' }) }));
      const confirm = await screen.findByRole('alertdialog', { hidden });
      await userEvent.click(within(confirm).getByRole('button', { name: confirmLabel, hidden }));

      expect(await within(confirm).findByText(reason)).toBeInTheDocument();
      expect(within(confirm).getByRole('button', { name: confirmLabel, hidden })).toBeDisabled();
      expect(screen.queryByText(i18n.t('delete.failed', { ns: 'payments' }))).not.toBeInTheDocument();
      await userEvent.click(within(confirm).getByRole('button', { name: i18n.t('confirm.cancel', { ns: 'common' }), hidden }));
      await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden })).not.toBeInTheDocument());
      expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
      expect(await row('Laval registrations')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('on return from stripe with code and state, completes the account through the connect call and clears the query string', async () => {
    const state = encodeConnectState({ name: 'Summer camps', type: 'stripe' });
    const requests = stubApi({
      [`GET ${ACCOUNTS_PATH}`]: { status: 200, body: [] },
      'POST /api/organizations/o2/payment/connect': { status: 200, body: { ...stripe, account_name: 'Summer camps' } },
    });
    renderPage(allRights, `/payment-accounts?code=sample_abcdefgh&state=${state}`);

    expect(await screen.findByText('Payment account connected')).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.body))).toEqual({ code: 'sample_abcdefgh', name: 'Summer camps', type: 'stripe' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/payment-accounts$/);
  });

  it('on return from sportspay with code, data and status, sends them to the connect call', async () => {
    const data = encodeConnectState({ name: 'Provincial', type: 'sportspay-ca' });
    const requests = stubApi({
      [`GET ${ACCOUNTS_PATH}`]: { status: 200, body: [] },
      'POST /api/organizations/o2/payment/connect': { status: 200, body: sportspayCa },
    });
    renderPage(allRights, `/payment-accounts?code=sample_zyxwvuts&data=${data}&status=in-review`);

    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ code: 'sample_zyxwvuts', name: 'Provincial', type: 'sportspay-ca', status: 'in-review' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/payment-accounts$/));
  });

  it('a canceled connection clears the query string without calling connect', async () => {
    const requests = stubApi({ [`GET ${ACCOUNTS_PATH}`]: { status: 200, body: [] } });
    renderPage(allRights, `/payment-accounts?error=access_denied&state=${encodeConnectState({ name: 'x', type: 'stripe' })}`);

    expect(await screen.findByText('Connection canceled')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/payment-accounts$/);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
