import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Receipt, ReceiptPayment } from '@front-office/shared/core';
import type { ConfirmationResult } from '../api/get-confirmation-details';
import { details, organization, renderWithEnv } from '../test-support';
import { ConfirmationView } from './confirmation-view';

function renderConfirmation(result: Promise<ConfirmationResult>, language: 'en' | 'fr' = 'en', receiptKey: string | null = null) {
  renderWithEnv(<ConfirmationView formId="form-1" load={() => result} receiptKey={receiptKey} />, { language });
}

const ok = (receipt: Receipt | null = null, keyRefused = false): Promise<ConfirmationResult> =>
  Promise.resolve({ status: 'ok', details: details({ steps: [], rules: [] }), receipt, keyRefused });

const KEY = 'k'.repeat(43);

function receiptWith(payment: Partial<ReceiptPayment> | null): Receipt {
  return {
    submissionId: '5a1b0c2d-0000-4000-8000-000000000001',
    date: '2026-11-26T15:00:00.000Z',
    culture: 'en',
    organizationName: 'Club Aquatique Laval',
    payment: payment && {
      method: 'credit_card',
      status: 'succeeded',
      currency: 'cad',
      total: 24300,
      paid: 9720,
      refunded: 0,
      reference: 'pi_sample_123',
      coupon: { code: 'SAVE10', discountTotal: 2700 },
      modeDiscount: null,
      lines: [
        { id: 'l1', date: '2026-11-25', total: 9720, state: 'paid', refunded: 0, errorCode: null, declineCode: null, nextAttemptAt: null, canPay: false, canAuthenticate: false },
        { id: 'l2', date: '2026-12-26', total: 7290, state: 'planned', refunded: 0, errorCode: null, declineCode: null, nextAttemptAt: null, canPay: false, canAuthenticate: false },
        { id: 'l3', date: '2027-01-25', total: 7290, state: 'planned', refunded: 0, errorCode: null, declineCode: null, nextAttemptAt: null, canPay: false, canAuthenticate: false },
      ],
      cardAccount: null,
      ...payment,
    },
  };
}

describe('confirmation page (spec 001 §2)', () => {
  it('shows a spinner until loaded, then the form avatar, names and the success message', async () => {
    let resolve: (result: ConfirmationResult) => void = () => undefined;
    renderConfirmation(new Promise((done) => (resolve = done)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => resolve({ status: 'ok', details: details({ steps: [], rules: [] }, { avatar: 'avatars/f1/camp.png' }), receipt: null, keyRefused: false }));
    const image = screen.getByAltText('Logo of Club Aquatique Laval');
    expect(image).toHaveAttribute('src', 'http://api.test/api/form/file/avatars/f1/camp.png');
    expect(image).toHaveAttribute('width', '150');
    expect(image).toHaveAttribute('height', '150');
    expect(screen.getByText('Club Aquatique Laval')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summer camp' })).toBeInTheDocument();
    expect(screen.getByText('Your submission to Summer camp was received successfully.')).toBeInTheDocument();
    // Without the receipt key: no receipt, no money.
    expect(screen.queryByRole('heading', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('falls back to the organization avatar and names the form in the current language', async () => {
    renderConfirmation(ok(), 'fr');
    expect(await screen.findByText('Votre soumission à Camp d’été a bien été reçue.')).toBeInTheDocument();
    expect(screen.getByAltText('Logo de Club Aquatique Laval')).toHaveAttribute('src', `http://api.test/api/form/file/${organization.avatar ?? ''}`);
  });

  it('says so for an unknown form', async () => {
    renderConfirmation(Promise.resolve({ status: 'notFound' }));
    expect(await screen.findByText('This form does not exist or is not available.')).toBeInTheDocument();
  });
});

describe('the confirmation page is a receipt for the holder of the key (issue 18 §11)', () => {
  it('shows what was paid now, each installment (DD-MM-YYYY, amount), the code discount, the reference and the organization', async () => {
    renderConfirmation(ok(receiptWith({})), 'en', KEY);
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('Club Aquatique Laval')).toBeInTheDocument();
    expect(within(receipt).getByText('5a1b0c2d-0000-4000-8000-000000000001')).toBeInTheDocument();
    expect(within(receipt).getByTestId('receipt-reference')).toHaveTextContent('pi_sample_123');
    expect(within(receipt).getByTestId('receipt-paid')).toHaveTextContent('$97.20');
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent('$243.00');
    expect(within(receipt).getByText('Discount code SAVE10')).toBeInTheDocument();
    expect(within(receipt).getByText('−$27.00')).toBeInTheDocument();
    const rows = within(receipt).getAllByTestId('receipt-line');
    expect(rows.map((row) => row.textContent)).toEqual(['25-11-2026$97.20Paid', '26-12-2026$72.90Planned', '25-01-2027$72.90Planned']);
  });

  it('speaks French, with the payment mode discount', async () => {
    renderConfirmation(ok(receiptWith({ coupon: null, modeDiscount: { type: 'percent', value: 5 } })), 'fr', KEY);
    const receipt = await screen.findByRole('region', { name: 'Reçu' });
    expect(within(receipt).getByText('Rabais du mode de paiement')).toBeInTheDocument();
    expect(within(receipt).getByText('−5 %')).toBeInTheDocument();
    expect(within(receipt).getByText('Payé', { selector: 'dt' })).toBeInTheDocument();
    expect(within(receipt).getByText('Référence du paiement')).toBeInTheDocument();
    expect(within(receipt).getAllByTestId('receipt-line').map((row) => row.textContent)).toEqual(['25-11-2026$97.20Payé', '26-12-2026$72.90Prévu', '25-01-2027$72.90Prévu']);
    expect(within(receipt).getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  });

  it('prints with the Print button, which stays off the paper', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderConfirmation(ok(receiptWith({})), 'en', KEY);
    const button = await screen.findByRole('button', { name: 'Print' });
    expect(button).toHaveClass('fo-no-print');
    await userEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('a declined installment shows its reason, the next attempt and "Pay with another card"', async () => {
    const lines = receiptWith({}).payment!.lines.map((line) =>
      line.id === 'l2' ? { ...line, state: 'declined' as const, errorCode: 'card_declined', declineCode: 'insufficient_funds', nextAttemptAt: '2026-12-27T12:00:00.000Z', canPay: true } : line,
    );
    renderConfirmation(ok(receiptWith({ lines, cardAccount: { organizationId: 'org-1', accountId: 'acc-1' } })), 'en', KEY);
    const [, declined] = await screen.findAllByTestId('receipt-line');
    expect(declined).toHaveTextContent('Declined');
    expect(declined).toHaveTextContent('Your card has insufficient funds.');
    expect(declined).toHaveTextContent('The card on file will be tried again on 27-12-2026.');
    expect(within(declined!).getByRole('button', { name: 'Pay with another card' })).toHaveClass('fo-no-print');
  });

  it('"I will pay another way" shows the total to pay and no paid amount', async () => {
    renderConfirmation(ok(receiptWith({ method: 'other', status: 'pending', paid: 0, lines: [], reference: null, coupon: null })), 'en', KEY);
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent('$243.00');
    expect(within(receipt).queryByTestId('receipt-paid')).not.toBeInTheDocument();
    expect(within(receipt).getByText(/To be paid another way/)).toBeInTheDocument();
  });

  it('a key that is not the submission\'s shows the confirmation, a note and no money', async () => {
    renderConfirmation(ok(null, true), 'en', KEY);
    expect(await screen.findByText('This link does not open the receipt of this registration.')).toBeInTheDocument();
    expect(screen.getByText('Your submission to Summer camp was received successfully.')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });
});
