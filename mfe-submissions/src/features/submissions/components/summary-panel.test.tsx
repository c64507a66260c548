import { screen, within } from '@testing-library/react';
import { i18n } from '@front-office/shared/platform';
import { renderWithPlatform, setUpRemoteTests } from '../../../../../build/jest/remote-test-kit';
// Registers the remote's fr and en texts, as the shell does when it loads the pages.
import '../../../pages';
import { makeSubmission } from '../test-support';
import { SummaryPanel } from './summary-panel';

setUpRemoteTests({ asyncUtilTimeout: 10_000 });
afterEach(() => i18n.changeLanguage('en'));

/** $270 less 5 % ($13.50) less SAVE10 ($25.65) = $230.85 paid, $30 refunded since: the report's figures of issue 18 §10. */
const refundedInPart = makeSubmission(1, {
  payment: {
    id: 's1',
    method: 'credit_card',
    status: 'succeeded',
    paymentIntentId: 'pi_1',
    modeDefinition: { discount: { type: 'percent', value: 5 } },
    modeDiscountTotal: 1350,
    paymentDetails: [{ id: '1', date: '2026-02-10T12:00:00.000Z', total: 23085, status: 'succeeded', paymentIntentId: 'pi_1', refundedTotal: 3000, refundable: 20085 }],
    total: 23085,
  },
  coupon: { code: 'SAVE10', discountTotal: 2565 },
});

/** The money block's rows as "label: amount". */
function moneyRows(): string[] {
  const block = screen.getByTestId('payment-money');
  return ['code', 'mode', 'paid', 'refunded', 'net']
    .map((key) => within(block).queryByTestId(`payment-money-${key}`))
    .filter((row): row is HTMLElement => row !== null)
    .map((row) => `${row.querySelector('dt')?.textContent ?? ''}: ${row.querySelector('dd')?.textContent ?? ''}`);
}

describe('issue 18 §10: the summary panel shows the money the report shows (paid, refunded, net, code and mode discounts)', () => {
  it('in English, after a partial refund, with a mode and a code discount', () => {
    renderWithPlatform(<SummaryPanel organizationId="o1" formId="f1" submission={refundedInPart} />);
    expect(moneyRows()).toEqual(['Code discount (SAVE10): −$25.65', 'Payment mode discount: −$13.50', 'Total paid: $230.85', 'Refunded: −$30.00', 'Net paid: $200.85']);
  });

  it('in French', async () => {
    await i18n.changeLanguage('fr');
    renderWithPlatform(<SummaryPanel organizationId="o1" formId="f1" submission={refundedInPart} />);
    expect(moneyRows()).toEqual(['Rabais du code (SAVE10): −$25.65', 'Rabais du mode de paiement: −$13.50', 'Total payé: $230.85', 'Remboursé: −$30.00', 'Net payé: $200.85']);
  });

  it('a planned installment is not paid yet; nothing refunded shows $0.00', () => {
    const plan = makeSubmission(2, {
      payment: {
        id: 's2',
        method: 'credit_card',
        status: 'succeeded',
        paymentIntentId: 'pi_2',
        modeDefinition: { discount: { type: 'amount', value: 0 } },
        paymentDetails: [
          { id: '1', date: '2026-02-10', total: 6000, status: 'succeeded', paymentIntentId: 'pi_2', refundedTotal: 0, refundable: 6000 },
          { id: '2', date: '2026-03-10', total: 9000, status: 'READY', paymentIntentId: null, refundedTotal: 0, refundable: 0 },
        ],
        total: 15000,
      },
      coupon: null,
    });
    renderWithPlatform(<SummaryPanel organizationId="o1" formId="f1" submission={plan} />);
    expect(moneyRows()).toEqual(['Total paid: $60.00', 'Refunded: $0.00', 'Net paid: $60.00']);
  });

  it('paid another way: the discounts only, no card money', () => {
    const other = makeSubmission(3, {
      payment: { id: 's3', method: 'other', status: 'pending', paymentIntentId: null, modeDefinition: { discount: { type: 'amount', value: 0 } }, paymentDetails: [], total: 15000 },
    });
    renderWithPlatform(<SummaryPanel organizationId="o1" formId="f1" submission={other} />);
    expect(moneyRows()).toEqual(['Code discount (SIBLING): −$30.00']);
  });
});
