import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Receipt, ReceiptLine, ReceiptPayment } from '@front-office/shared/core';
import { API, RECEIPT_KEY, answer, cardReceipt, providerClient, renderWithEnv } from '../test-support';
import { loadCardProvider } from '../payment/card-adapters';
import type { CardProviderClient } from '../payment/card-adapters';
import { ReceiptStyles } from './receipt-styles';
import { ReceiptView } from './receipt-view';
// Loaded up front: the view's lazy import then resolves at once, even on a busy machine.
import './pay-declined-line';

jest.mock('../payment/card-adapters', () => ({ ...jest.requireActual('../payment/card-adapters'), loadCardProvider: jest.fn() }));
const loadProvider = loadCardProvider as jest.MockedFunction<typeof loadCardProvider>;

const declined: ReceiptLine = {
  id: 'line-2',
  date: '2026-12-26',
  total: 7290,
  state: 'declined',
  refunded: 0,
  errorCode: 'card_declined',
  declineCode: 'generic_decline',
  nextAttemptAt: null,
  canPay: true,
  canAuthenticate: false,
};

const receipt = (lines: ReceiptLine[], cardAccount: ReceiptPayment['cardAccount']): Receipt => cardReceipt(lines, { cardAccount });

// The second provider's built-in card form (8-character account) keeps the card inputs in the page.
const setupAnswer = { clientSecret: 'seti_9_secret', setupIntentId: 'seti_9', type: 'sportspay-ca', accountId: 'SPCA0001', publishableKey: 'pk', scriptUrl: 'http://api.test/sample-provider/v1/provider.js' };

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  loadProvider.mockReset();
});

function renderReceipt(language: 'en' | 'fr' = 'en') {
  const onReceiptChange = jest.fn();
  renderWithEnv(
    <>
      <ReceiptStyles />
      <ReceiptView receipt={receipt([declined], { organizationId: 'org-1', accountId: 'acc-1' })} formId="form-1" formName="Summer camp" receiptKey={RECEIPT_KEY} onReceiptChange={onReceiptChange} />
    </>,
    { language },
  );
  return { onReceiptChange };
}

async function fillCard() {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
  fireEvent.change(screen.getByLabelText('Card-holder name'), { target: { value: 'Ada L' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
}

describe('pay a declined charge with another card (issue 18 §7)', () => {
  it('sets a card up on the payment\'s account, pays that charge with the receipt key, then shows the paid receipt', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const paid = receipt([{ ...declined, state: 'paid', errorCode: null, declineCode: null, canPay: false }], null);
    globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body });
      if (url.endsWith('/clientsecret')) return answer(200, setupAnswer);
      if (url.endsWith('/pay')) return answer(200, paid);
      return answer(404, {});
    }) as unknown as typeof fetch;
    const confirm = jest.fn<ReturnType<CardProviderClient['confirmCardSetup']>, Parameters<CardProviderClient['confirmCardSetup']>>().mockResolvedValue({ setupIntent: { id: 'seti_9', status: 'succeeded' } });
    loadProvider.mockResolvedValue(providerClient({ confirmCardSetup: confirm }));
    const { onReceiptChange } = renderReceipt();

    const [, line] = screen.getAllByTestId('receipt-line');
    expect(line).toHaveTextContent('Your payment was declined.');
    fireEvent.click(within(line!).getByRole('button', { name: 'Pay with another card' }));
    const form = await screen.findByRole('form', { name: 'Pay $72.90 due on 26-12-2026 with another card' });
    await fillCard();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Pay $72.90' })));

    await waitFor(() => expect(onReceiptChange).toHaveBeenCalledWith(paid));
    expect(calls[0]?.url).toBe(`${API}/api/organizations/org-1/payment/acc-1/clientsecret`);
    expect(confirm.mock.calls[0]?.[1]).toEqual({ payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, billing_details: { name: 'Ada L' } } });
    const pay = calls.find((call) => call.url.endsWith('/pay'));
    expect(pay?.url).toBe(`${API}/api/public/forms/form-1/submissions/sub-1/installments/line-2/pay`);
    expect(JSON.parse(String(pay?.body))).toEqual({ key: RECEIPT_KEY, setupIntentId: 'seti_9' });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you: the payment of $72.90 went through.');
  });

  it('a new card declined by the server shows the spec 001 §8 message in French and sets up another card for the next try', async () => {
    globalThis.fetch = jest.fn(async (url: string) => {
      if (url.endsWith('/clientsecret')) return answer(200, setupAnswer);
      if (url.endsWith('/pay')) return answer(402, { statusCode: 402, code: 'card_declined', declineCode: 'insufficient_funds' });
      return answer(404, {});
    }) as unknown as typeof fetch;
    loadProvider.mockResolvedValue(providerClient({ confirmCardSetup: async () => ({ setupIntent: { id: 'seti_9', status: 'succeeded' } }) }));
    const { onReceiptChange } = renderReceipt('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec une autre carte' }));
    await screen.findByRole('form', { name: 'Payer $72.90 dû le 26-12-2026 avec une autre carte' });
    fireEvent.change(await screen.findByLabelText('Numéro de carte'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Nom du titulaire de la carte'), { target: { value: 'Ada L' } });
    fireEvent.change(screen.getByLabelText('Expiration (MM/AA)'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Payer $72.90' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre carte n’a pas les fonds suffisants.');
    await waitFor(() => expect(loadProvider).toHaveBeenCalledTimes(2));
    expect(onReceiptChange).not.toHaveBeenCalled();
  });

  it('asks for the card-holder name before anything is sent, and Cancel closes the card form', async () => {
    const fetchMock = jest.fn(async () => answer(200, setupAnswer));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const confirm = jest.fn();
    loadProvider.mockResolvedValue(providerClient({ confirmCardSetup: confirm }));
    renderReceipt();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with another card' }));
    await screen.findByLabelText('Card number');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay $72.90' })));
    expect(screen.getByText('Please enter the card-holder name.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with another card' })).toBeInTheDocument();
  });
});
