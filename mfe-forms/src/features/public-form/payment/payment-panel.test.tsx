import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Form } from '@front-office/shared/core';
import { RECEIPT_KEY, answer, content, details, field, renderWithEnv, section, step } from '../test-support';
import { PublicFormView } from '../components/public-form-view';
import { loadCardProvider } from './card-adapters';
import type { CardProviderClient } from './card-adapters';

jest.mock('./card-adapters', () => ({ ...jest.requireActual('./card-adapters'), loadCardProvider: jest.fn() }));
const loadProvider = loadCardProvider as jest.MockedFunction<typeof loadCardProvider>;

const raw = [
  step('s1', [
    section('who', [
      field('email', 'EmailAddress', { text: 'E-mail' }),
      field('group', 'PaymentChoiceList', { text: 'Group', choices: [{ value: 'juniors', text: 'Juniors', price: 30000 }] }),
    ]),
  ]),
];

const paidForm: Partial<Form> = {
  paymentEnabled: true,
  paymentAccount: 'acc-1',
  hasDiscountCodes: true,
  paymentModes: {
    modes: [
      { id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } },
      { id: 'plan', mode: 'fixed_dates', discount: { type: 'percent', value: 10 }, installments: [{ date: '2099-01-15', percent: 50 }, { date: '2099-02-15', percent: 50 }] },
    ],
    applyTo: [],
  },
};

interface FetchCall {
  url: string;
  body: unknown;
}

function mockFetch(routes: Record<string, (call: FetchCall) => { status?: number; body: unknown; headers?: Record<string, string> }>) {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (input: unknown, init?: RequestInit) => {
    const url = String(input);
    const call = { url, body: init?.body };
    calls.push(call);
    const route = Object.keys(routes).find((key) => url.includes(key));
    const reply = route ? routes[route]!(call) : { status: 404, body: {} };
    return answer(reply.status ?? 200, reply.body, reply.headers);
  }) as unknown as typeof fetch;
  return calls;
}

const builtInProvider = (confirm: CardProviderClient['confirmCardSetup'], confirmPayment: CardProviderClient['confirmCardPayment'] = jest.fn()): CardProviderClient => ({
  elements: () => ({ create: () => ({ mount: () => undefined, destroy: () => undefined }) }),
  confirmCardSetup: confirm,
  confirmCardPayment: confirmPayment,
});

const setupAnswer = { clientSecret: 'seti_1_secret', setupIntentId: 'seti_1', type: 'sportspay-ca', accountId: 'SPCA0001', publishableKey: 'pk', scriptUrl: 'http://api.test/sample-provider/v1/provider.js' };

async function openSummary(formExtra: Partial<Form> = paidForm, language: 'en' | 'fr' = 'en') {
  const onSubmitted = jest.fn();
  renderWithEnv(<PublicFormView details={details({ steps: raw, rules: [] }, formExtra)} content={content(raw)} mode="public" onSubmitted={onSubmitted} />, { language });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByLabelText(/Juniors/));
  fireEvent.click(screen.getByRole('button', { name: language === 'fr' ? 'Suivant' : 'Next' }));
  await screen.findByTestId('payment-total');
  return { onSubmitted };
}

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  loadProvider.mockReset();
});

describe('summary step payment (spec 001 §2, §4, §8)', () => {
  it('shows the total, the modes and, for a plan, each date and amount with its discount', async () => {
    mockFetch({ clientsecret: () => ({ body: setupAnswer }) });
    loadProvider.mockResolvedValue(builtInProvider(async () => ({ setupIntent: { id: 'seti_1', status: 'succeeded' } })));
    await openSummary();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$300.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Payment plan with dates (10 % off)' }));
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$270.00');
    expect(screen.getAllByTestId('installment').map((item) => item.textContent)).toEqual(['15-01-2099: $135.00', '15-02-2099: $135.00']);
    await screen.findByLabelText('Card number');
  });

  it('discount code: applying, applied (uppercased, removable), rejected', async () => {
    mockFetch({
      clientsecret: () => ({ body: setupAnswer }),
      'discount/validate': (call) => (String(call.body).includes('SAVE10') ? { body: { discountType: 'percent', discountValue: 10, code: 'SAVE10' } } : { body: {} }),
    });
    loadProvider.mockResolvedValue(builtInProvider(async () => ({})));
    await openSummary();
    const input = screen.getByLabelText('Discount code');
    fireEvent.change(input, { target: { value: 'nope' } });
    expect(input).toHaveValue('NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid discount code')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'save10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code SAVE10 applied: $30.00')).toBeInTheDocument();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$270.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$300.00');
  });

  it('refuses to submit without the card-holder name or a valid built-in card, with the spec messages', async () => {
    const calls = mockFetch({ clientsecret: () => ({ body: setupAnswer }) });
    loadProvider.mockResolvedValue(builtInProvider(async () => ({})));
    await openSummary();
    await screen.findByLabelText('Card number');
    fireEvent.change(screen.getByLabelText('E-mail for the receipt'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4241' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '13/30' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter an e-mail address for the receipt.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the card-holder name.')).toBeInTheDocument();
    expect(screen.getByText('Invalid card number')).toBeInTheDocument();
    expect(screen.getByText('Invalid expiry date')).toBeInTheDocument();
    expect(screen.getByText('Invalid CVC')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/forms/form-1'))).toHaveLength(0);
  });

  it('a declined card shows its message; the retry charges the same submission', async () => {
    const calls = mockFetch({
      clientsecret: () => ({ body: setupAnswer }),
      'payment/confirm': () => ({ body: { status: 'succeeded' } }),
      '/forms/form-1': () => ({ body: 'sub-1', headers: { 'Receipt-Key': RECEIPT_KEY } }),
    });
    const confirm = jest
      .fn<ReturnType<CardProviderClient['confirmCardSetup']>, Parameters<CardProviderClient['confirmCardSetup']>>()
      .mockResolvedValueOnce({ error: { code: 'card_declined', decline_code: 'stolen_card' } })
      .mockResolvedValueOnce({ setupIntent: { id: 'seti_2', status: 'succeeded' } });
    loadProvider.mockResolvedValue(builtInProvider(confirm));
    const { onSubmitted } = await openSummary();
    await screen.findByLabelText('Card number');
    fireEvent.change(screen.getByLabelText('Card-holder name'), { target: { value: 'Ada L' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your card was declined: it was reported stolen.')).toBeInTheDocument();
    expect(confirm.mock.calls[0]?.[1]).toEqual({ payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, billing_details: { name: 'Ada L', email: 'ada@example.com' } } });
    const retry = await screen.findByRole('button', { name: 'Retry the payment' });
    await waitFor(() => expect(loadProvider).toHaveBeenCalledTimes(2));
    // The renewed card set-up is ready once its loading notice is gone.
    await waitFor(() => expect(screen.queryByText('Loading the payment form…')).toBeNull());
    await act(async () => fireEvent.click(retry));
    // Issue 18 §11: the receipt key of the first answer goes to the confirmation, after the retry too.
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('sub-1', RECEIPT_KEY));
    expect(calls.filter((call) => call.url.endsWith('/forms/form-1'))).toHaveLength(1);
    expect(JSON.parse(String(calls.find((call) => call.url.includes('payment/confirm'))?.body))).toEqual({ setupIntentId: 'seti_2' });
  });

  it.each([
    ['en', { holder: 'Card-holder name', number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', submit: 'Submit' }, 'Your bank did not confirm the payment. Please try again, or pay with another card.'],
    ['fr', { holder: 'Nom du titulaire de la carte', number: 'Numéro de carte', expiry: 'Expiration (MM/AA)', cvc: 'CVC', submit: 'Soumettre' }, 'Votre banque n’a pas confirmé le paiement. Veuillez réessayer ou payer avec une autre carte.'],
  ] as const)('issue 20 §3 (%s): a first charge the bank holds is authenticated in the page, then the same confirm completes it; a refused one says so', async (language, labels, refusedMessage) => {
    const action = { clientSecret: 'pi_1_secret_x', paymentMethodId: 'pm_1', scriptUrl: 'http://api.test/sample-provider/v1/provider.js', publishableKey: 'pk' };
    let confirms = 0;
    const calls = mockFetch({
      clientsecret: () => ({ body: setupAnswer }),
      'payment/confirm': () => {
        confirms += 1;
        // 1: the bank asks; 2: paid after the dialog; 3: asks again (the retry), 4: still waiting after a refused dialog.
        if (confirms === 2) return { body: { status: 'succeeded' } };
        return { status: 402, body: { statusCode: 402, code: 'authentication_required', errors: ['authentication_required'], action } };
      },
      '/forms/form-1': () => ({ body: 'sub-1', headers: { 'Receipt-Key': RECEIPT_KEY } }),
    });
    const authenticate = jest
      .fn<ReturnType<CardProviderClient['confirmCardPayment']>, Parameters<CardProviderClient['confirmCardPayment']>>()
      .mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })
      .mockResolvedValueOnce({ error: { code: 'payment_intent_authentication_failure' } });
    loadProvider.mockResolvedValue(builtInProvider(async () => ({ setupIntent: { id: 'seti_1', status: 'succeeded' } }), authenticate));
    const { onSubmitted } = await openSummary(paidForm, language);
    await screen.findByLabelText(labels.number);
    fireEvent.change(screen.getByLabelText(labels.holder), { target: { value: 'Ada L' } });
    fireEvent.change(screen.getByLabelText(labels.number), { target: { value: '4000 0027 6000 3184' } });
    fireEvent.change(screen.getByLabelText(labels.expiry), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText(labels.cvc), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('sub-1', RECEIPT_KEY));
    expect(authenticate).toHaveBeenCalledWith('pi_1_secret_x', { payment_method: 'pm_1' });
    const confirmCalls = calls.filter((call) => call.url.includes('/submissions/sub-1/payment/confirm'));
    expect(confirmCalls.map((call) => JSON.parse(String(call.body)))).toEqual([{ setupIntentId: 'seti_1' }, { setupIntentId: 'seti_1' }]);
    expect(calls.filter((call) => call.url.endsWith('/forms/form-1'))).toHaveLength(1);

    // Another submission whose bank refuses the authentication: its message, and no confirmation page.
    onSubmitted.mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: labels.submit })));
    expect(await screen.findByText(refusedMessage)).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it.each([
    [
      'en',
      { holder: 'Card-holder name', number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', submit: 'Submit', retry: 'Retry the payment', loading: 'Loading the payment form…' },
      'Your place was held while waiting for the payment, but the time ran out and it was released. Submit again to register if places remain.',
    ],
    [
      'fr',
      { holder: 'Nom du titulaire de la carte', number: 'Numéro de carte', expiry: 'Expiration (MM/AA)', cvc: 'CVC', submit: 'Soumettre', retry: 'Réessayer le paiement', loading: 'Chargement du formulaire de paiement…' },
      'Votre place était réservée en attendant le paiement, mais le délai est écoulé et elle a été libérée. Soumettez de nouveau pour vous inscrire s’il reste des places.',
    ],
  ] as const)('issue 18 §5 (%s): a confirm answered 410 holdExpired says the hold expired, and Submit sends the form again', async (language, labels, message) => {
    let submissions = 0;
    let confirms = 0;
    const calls = mockFetch({
      clientsecret: () => ({ body: setupAnswer }),
      'payment/confirm': () => ((confirms += 1) === 1 ? { status: 410, body: { statusCode: 410, errors: ['holdExpired'] } } : { body: { status: 'succeeded' } }),
      '/forms/form-1': () => ({ body: `sub-${(submissions += 1)}`, headers: { 'Receipt-Key': RECEIPT_KEY } }),
    });
    loadProvider.mockResolvedValue(builtInProvider(async () => ({ setupIntent: { id: 'seti_1', status: 'succeeded' } })));
    const { onSubmitted } = await openSummary(paidForm, language);
    await screen.findByLabelText(labels.number);
    fireEvent.change(screen.getByLabelText(labels.holder), { target: { value: 'Ada L' } });
    fireEvent.change(screen.getByLabelText(labels.number), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText(labels.expiry), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText(labels.cvc), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: labels.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSubmitted).not.toHaveBeenCalled();
    // Not a retry of the released registration's payment: the form is submitted again.
    expect(screen.queryByRole('button', { name: labels.retry })).toBeNull();
    await waitFor(() => expect(loadProvider).toHaveBeenCalledTimes(2));
    // The new card set-up is ready once its loading notice is gone (a Submit before that sends nothing).
    await waitFor(() => expect(screen.queryByText(labels.loading)).toBeNull());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: labels.submit })));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('sub-2', RECEIPT_KEY));
    expect(calls.filter((call) => call.url.endsWith('/forms/form-1'))).toHaveLength(2);
    expect(calls.filter((call) => call.url.includes('/submissions/sub-2/payment/confirm'))).toHaveLength(1);
  });

  it('payment optional hides the card entry and posts method other', async () => {
    const calls = mockFetch({ clientsecret: () => ({ body: setupAnswer }), '/forms/form-1': () => ({ body: 'sub-2' }) });
    loadProvider.mockResolvedValue(builtInProvider(async () => ({})));
    const { onSubmitted } = await openSummary({ ...paidForm, paymentOptional: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I will pay another way (not online)' }));
    expect(screen.queryByLabelText('Card-holder name')).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('sub-2', null));
    const posted = calls.find((call) => call.url.endsWith('/forms/form-1'))?.body as FormData;
    expect(posted.get('PaymentMethod')).toBe('other');
    expect(posted.get('CustomerEmail')).toBe('ada@example.com');
  });

  it('a payment script that cannot load shows the error notice and the refresh message, in French too', async () => {
    mockFetch({ clientsecret: () => ({ body: setupAnswer }) });
    loadProvider.mockRejectedValue(new Error('blocked'));
    await openSummary(paidForm, 'fr');
    expect(await screen.findByText('Le formulaire de paiement n’a pas pu être chargé.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez actualiser la page pour réessayer.')).toBeInTheDocument();
  });

  it('a 410 on submit shows the discount code problem and clears the applied code', async () => {
    mockFetch({
      clientsecret: () => ({ body: setupAnswer }),
      'discount/validate': () => ({ body: { discountType: 'amount', discountValue: 2500, code: 'ONCE25' } }),
      '/forms/form-1': () => ({ status: 410, body: { errors: ['discountCode'] } }),
    });
    loadProvider.mockResolvedValue(builtInProvider(async () => ({})));
    await openSummary();
    await screen.findByLabelText('Card number');
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'once25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Discount code ONCE25 applied: $25.00');
    fireEvent.change(screen.getByLabelText('Card-holder name'), { target: { value: 'Ada L' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('There is a problem with the discount code (it may be expired or its limit reached). It was removed, please retry.')).toBeInTheDocument();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$300.00');
    expect(screen.getByLabelText('Discount code')).toBeInTheDocument();
  });

  it('a paid form without a payment account says online payment is not available, and loads no card setup', async () => {
    const calls = mockFetch({});
    await openSummary({ ...paidForm, paymentAccount: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Online payment is not available for this form yet.');
    expect(calls.filter((call) => call.url.includes('clientsecret'))).toHaveLength(0);
    expect(loadProvider).not.toHaveBeenCalled();
  });

  it('a form whose account cannot take card payments on this server (501 paymentsUnavailable) says online payment is unavailable, not a script failure; Submit sends nothing', async () => {
    const calls = mockFetch({ clientsecret: () => ({ status: 501, body: { statusCode: 501, error: 'Not Implemented', message: 'No SportsPay integration is configured', errors: ['paymentsUnavailable'] } }) });
    await openSummary();
    expect(await screen.findByTestId('payments-unavailable')).toHaveTextContent('Online payment is not available for this form at the moment');
    expect(screen.queryByText('The payment form could not be loaded.')).toBeNull();
    expect(loadProvider).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Card-holder name'), { target: { value: 'Ada L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(calls.filter((call) => call.url.endsWith('/forms/form-1'))).toHaveLength(0);
  });

  it('the unavailable notice in French', async () => {
    mockFetch({ clientsecret: () => ({ status: 501, body: { errors: ['paymentsUnavailable'] } }) });
    await openSummary(paidForm, 'fr');
    expect(await screen.findByTestId('payments-unavailable')).toHaveTextContent('Le paiement en ligne n’est pas offert pour ce formulaire pour le moment');
  });
});
