import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Receipt, ReceiptLine } from '@front-office/shared/core';
import { API, RECEIPT_KEY, answer, cardReceipt, providerClient, renderWithEnv } from '../test-support';
import { loadCardProvider } from '../payment/card-adapters';
import type { CardProviderClient } from '../payment/card-adapters';
import { ReceiptStyles } from './receipt-styles';
import { ReceiptView } from './receipt-view';

jest.mock('../payment/card-adapters', () => ({ ...jest.requireActual('../payment/card-adapters'), loadCardProvider: jest.fn() }));
const loadProvider = loadCardProvider as jest.MockedFunction<typeof loadCardProvider>;

const waiting: ReceiptLine = {
  id: 'line-2',
  date: '2026-12-26',
  total: 7290,
  state: 'actionRequired',
  refunded: 0,
  errorCode: null,
  declineCode: null,
  nextAttemptAt: null,
  canPay: true,
  canAuthenticate: true,
};

const receipt = (second: ReceiptLine): Receipt =>
  cardReceipt([second], { status: 'requires_action', cardAccount: second.canPay ? { organizationId: 'org-1', accountId: 'acc-1' } : null });

const action = { clientSecret: 'pi_2_secret_x', paymentMethodId: 'pm_1', scriptUrl: 'http://api.test/sample-provider/v1/provider.js', publishableKey: 'pk_test' };
const paid = receipt({ ...waiting, state: 'paid', canPay: false, canAuthenticate: false });

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  loadProvider.mockReset();
});

function mockApi(complete: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
    if (url.includes('/installments/line-2/action?')) return answer(200, action);
    if (url.endsWith('/installments/line-2/complete')) return complete();
    return answer(404, {});
  }) as unknown as typeof fetch;
  return calls;
}

const provider = (confirm: CardProviderClient['confirmCardPayment']) => providerClient({ confirmCardPayment: confirm });

function renderReceipt(language: 'en' | 'fr') {
  const onReceiptChange = jest.fn();
  renderWithEnv(
    <>
      <ReceiptStyles />
      <ReceiptView receipt={receipt(waiting)} formId="form-1" formName="Summer camp" receiptKey={RECEIPT_KEY} onReceiptChange={onReceiptChange} />
    </>,
    { language },
  );
  return { onReceiptChange };
}

describe('a charge the bank holds for the cardholder is confirmed from the receipt (issue 20 §3)', () => {
  it.each([
    ['en', 'To confirm', 'Your bank asks you to confirm this payment.', 'Confirm the payment of $72.90', 'Thank you: the payment of $72.90 went through.'],
    ['fr', 'À confirmer', 'Votre banque vous demande de confirmer ce paiement.', 'Confirmer le paiement de $72.90', 'Merci : le paiement de $72.90 a été accepté.'],
  ] as const)('%s: the line says so; the button runs the provider\'s authentication, then the server settles it and the paid receipt shows', async (language, state, needed, button, notice) => {
    const calls = mockApi(() => answer(200, paid));
    const confirm = jest.fn<ReturnType<CardProviderClient['confirmCardPayment']>, Parameters<CardProviderClient['confirmCardPayment']>>().mockResolvedValue({ paymentIntent: { id: 'pi_2', status: 'succeeded' } });
    loadProvider.mockResolvedValue(provider(confirm));
    const { onReceiptChange } = renderReceipt(language);

    const [, line] = screen.getAllByTestId('receipt-line');
    expect(line).toHaveTextContent(state);
    expect(line).toHaveTextContent(needed);
    const confirmButton = within(line!).getByRole('button', { name: button });
    confirmButton.focus();
    await act(async () => fireEvent.click(confirmButton));

    await waitFor(() => expect(onReceiptChange).toHaveBeenCalledWith(paid));
    expect(loadProvider).toHaveBeenCalledWith(action);
    expect(confirm).toHaveBeenCalledWith('pi_2_secret_x', { payment_method: 'pm_1' });
    expect(calls[0]?.url).toBe(`${API}/api/public/forms/form-1/submissions/sub-1/installments/line-2/action?key=${encodeURIComponent(RECEIPT_KEY)}`);
    const complete = calls.find((call) => call.url.endsWith('/complete'));
    expect(complete?.method).toBe('POST');
    expect(JSON.parse(String(complete?.body))).toEqual({ key: RECEIPT_KEY });
    expect(screen.getByRole('status')).toHaveTextContent(notice);
  });

  it('an authentication the cardholder failed leaves the line waiting with a clear message, and the button works again', async () => {
    mockApi(() => answer(409, { statusCode: 409, code: 'actionRequired', errors: ['actionRequired'] }));
    loadProvider.mockResolvedValue(provider(async () => ({ error: { code: 'payment_intent_authentication_failure' } })));
    const { onReceiptChange } = renderReceipt('fr');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer le paiement de $72.90' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre banque n’a pas confirmé le paiement. Veuillez réessayer ou payer avec une autre carte.');
    expect(onReceiptChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirmer le paiement de $72.90' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Payer avec une autre carte' })).toBeInTheDocument();
  });

  it('a provider that cannot be reached shows the processing error', async () => {
    globalThis.fetch = jest.fn(async () => answer(502, { statusCode: 502 })) as unknown as typeof fetch;
    renderReceipt('en');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm the payment of $72.90' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while processing your card. Please try again.');
    expect(loadProvider).not.toHaveBeenCalled();
  });
});
