import type { MoneyPayment } from './payment-money';
import { modeDiscountOf, moneyAmount, paymentMoney, storedMoneyLine, storedPaymentMoney } from './payment-money';
import { computeTotal } from './compute-total';

const single = { discount: { type: 'amount' as const, value: 0 } };
const line = (total: number, status: string, refundedTotal = 0) => ({ status, total, refundedTotal });
const pay = (lines: ReturnType<typeof line>[], extra: Partial<MoneyPayment> = {}): MoneyPayment => ({
  status: 'succeeded',
  total: lines.reduce((sum, entry) => sum + entry.total, 0),
  modeDefinition: single,
  paymentDetails: lines,
  ...extra,
});

describe('paymentMoney: issue 18 §10, reports say the truth about money (charged, refunded, net, code and mode discounts)', () => {
  test.each([
    ['a paid charge: charged and net are its total', pay([line(12087, 'succeeded')]), null, { charged: 12087, refunded: 0, disputed: 0, disputeLost: 0, net: 12087, codeDiscount: 0, modeDiscount: 0 }],
    ['a partial refund: charged stays, refunded and net tell the rest (120.87 less 30)', pay([line(12087, 'succeeded', 3000)]), null, { charged: 12087, refunded: 3000, disputed: 0, disputeLost: 0, net: 9087, codeDiscount: 0, modeDiscount: 0 }],
    ['a full refund: the refunded line was charged and given back', pay([line(5000, 'refunded', 5000)]), null, { charged: 5000, refunded: 5000, disputed: 0, disputeLost: 0, net: 0, codeDiscount: 0, modeDiscount: 0 }],
    ['a line marked refunded without a refund record was given back in full', pay([line(5000, 'refunded')]), null, { charged: 5000, refunded: 5000, disputed: 0, disputeLost: 0, net: 0, codeDiscount: 0, modeDiscount: 0 }],
    ['a full refund under way counts as given back', pay([line(5000, 'pending_refund', 5000)]), null, { charged: 5000, refunded: 5000, disputed: 0, disputeLost: 0, net: 0, codeDiscount: 0, modeDiscount: 0 }],
    ['planned, failed and canceled installments took nothing', pay([line(5000, 'succeeded'), line(5000, 'READY'), line(5000, 'failed'), line(5000, 'canceled')]), null, { charged: 5000, refunded: 0, disputed: 0, disputeLost: 0, net: 5000, codeDiscount: 0, modeDiscount: 0 }],
    ['upper-case statuses count as their lower-case twin', pay([line(5000, 'SUCCEEDED'), line(2500, 'Succeeded', 100)]), null, { charged: 7500, refunded: 100, disputed: 0, disputeLost: 0, net: 7400, codeDiscount: 0, modeDiscount: 0 }],
    ['a payment without lines counts its total once it succeeded', { status: 'succeeded', total: 4000, paymentDetails: [] }, null, { charged: 4000, refunded: 0, disputed: 0, disputeLost: 0, net: 4000, codeDiscount: 0, modeDiscount: 0 }],
    ['a payment without lines marked refunded was given back in full', { status: 'refunded', total: 4000 }, null, { charged: 4000, refunded: 4000, disputed: 0, disputeLost: 0, net: 0, codeDiscount: 0, modeDiscount: 0 }],
    ['paid another way and still pending: nothing charged', { status: 'pending', total: 15000, paymentDetails: [] }, null, { charged: 0, refunded: 0, disputed: 0, disputeLost: 0, net: 0, codeDiscount: 0, modeDiscount: 0 }],
    ['the code discount is the coupon’s', pay([line(9000, 'succeeded')]), { discountTotal: 1000 }, { charged: 9000, refunded: 0, disputed: 0, disputeLost: 0, net: 9000, codeDiscount: 1000, modeDiscount: 0 }],
    ['the stored mode discount is taken as priced', pay([line(8550, 'succeeded')], { modeDiscountTotal: 450, modeDefinition: { discount: { type: 'percent', value: 5 } } }), { discountTotal: 1000 }, { charged: 8550, refunded: 0, disputed: 0, disputeLost: 0, net: 8550, codeDiscount: 1000, modeDiscount: 450 }],
    ['a refund above the charge shows a negative net (the ledger check reports it)', pay([line(1000, 'succeeded', 1500)]), null, { charged: 1000, refunded: 1500, disputed: 0, disputeLost: 0, net: -500, codeDiscount: 0, modeDiscount: 0 }],
  ] as const)('%s', (_name, payment, coupon, expected) => {
    expect(paymentMoney(payment, coupon)).toEqual(expected);
  });

  test.each([
    ['an open dispute holds the money but the organization still has it', null, { disputed: 2000, disputeLost: 0, net: 5000 }],
    ['a dispute won: the money stays', 'won', { disputed: 2000, disputeLost: 0, net: 5000 }],
    ['a dispute lost: the amount is gone, like a refund not given', 'lost', { disputed: 2000, disputeLost: 2000, net: 3000 }],
  ] as const)('%s (charged − refunded − lost = net)', (_name, outcome, expected) => {
    const payment: MoneyPayment = { status: 'succeeded', total: 5000, paymentDetails: [{ status: 'succeeded', total: 5000, refundedTotal: 0, dispute: { amount: 2000, outcome } }] };
    expect(paymentMoney(payment, null)).toEqual({ charged: 5000, refunded: 0, ...expected, codeDiscount: 0, modeDiscount: 0 });
  });

  test('no payment: no figures', () => {
    expect(paymentMoney(null, null)).toBeNull();
  });
});

describe('modeDiscountOf: the payment mode discount of a payment stored without the figure, as computeTotal priced it (spec 001 §3: mode first, then code)', () => {
  const content = { steps: [] } as unknown as Parameters<typeof computeTotal>[0]['content'];
  test.each([
    ['an amount', 10000, { type: 'amount', value: 1500 }, null],
    ['an amount with a code', 10000, { type: 'amount', value: 1500 }, { type: 'percent', value: 10 }],
    ['a percent', 12345, { type: 'percent', value: 5 }, null],
    ['a percent with an amount code', 9999, { type: 'percent', value: 33 }, { type: 'amount', value: 700 }],
    ['a percent with a percent code', 4321, { type: 'percent', value: 12.5 }, { type: 'percent', value: 20 }],
    ['no discount', 5000, { type: 'amount', value: 0 }, null],
  ] as const)('%s', (_name, fixedAmount, discount, code) => {
    const price = computeTotal({ content, values: {}, states: new Map(), fixedAmount, mode: { discount }, code });
    const derived = modeDiscountOf({ status: 'succeeded', total: price.total, modeDefinition: { discount } }, price.codeDiscount);
    expect(derived).toBe(price.modeDiscount);
  });

  test('every subtotal up to 3,000 cents at 7 % and 15 %: a discount that prices the same total, within a cent of the one charged (two subtotals can round to one total)', () => {
    for (const percent of [7, 15]) {
      const discount = { type: 'percent' as const, value: percent };
      for (let subtotal = 1; subtotal <= 3000; subtotal += 1) {
        const price = computeTotal({ content, values: {}, states: new Map(), fixedAmount: subtotal, mode: { discount } });
        const derived = modeDiscountOf({ status: 'succeeded', total: price.total, modeDefinition: { discount } }, 0);
        expect({ subtotal, repriced: price.total + derived - computeTotal({ content, values: {}, states: new Map(), fixedAmount: price.total + derived, mode: { discount } }).modeDiscount, near: Math.abs(derived - price.modeDiscount) <= 1 }).toEqual({
          subtotal,
          repriced: price.total,
          near: true,
        });
      }
    }
  });
});

describe('storedPaymentMoney: the money of a payment document as the database holds it (the report reads the same)', () => {
  test('amounts stored as numbers or numeric text count alike; words, objects and empty text are no amount', () => {
    expect([12, '12', ' 12 ', '1e3', '', 'abc', true, { a: 1 }, null, undefined, Number.NaN].map(moneyAmount)).toEqual([12, 12, 12, 1000, null, null, null, null, null, null, null]);
  });

  test('charges of any shape: a charge that is no object took nothing', () => {
    expect([null, 'text', { status: 5, total: '15' }, { status: 'succeeded', total: '1500', refundedTotal: 500 }].map(storedMoneyLine)).toEqual([
      { status: null, total: null, refundedTotal: null, dispute: null },
      { status: null, total: null, refundedTotal: null, dispute: null },
      { status: null, total: 15, refundedTotal: null, dispute: null },
      { status: 'succeeded', total: 1500, refundedTotal: 500, dispute: null },
    ]);
  });

  test('a stored dispute is read with its amount and outcome; anything else is no dispute', () => {
    expect(storedMoneyLine({ status: 'succeeded', total: 1500, dispute: { amount: '1500', status: 'lost', reason: 'fraudulent', outcome: 'lost' } }).dispute).toEqual({ amount: 1500, outcome: 'lost' });
    expect(storedMoneyLine({ status: 'succeeded', total: 1500, dispute: 'lost' }).dispute).toBeNull();
  });

  test('a stored payment with a lost dispute: the report and the detail take it off the net', () => {
    const payment = { status: 'succeeded', total: 6000, paymentDetails: [{ total: 3000, status: 'succeeded', dispute: { amount: 3000, status: 'lost', reason: null, outcome: 'lost' } }, { total: 3000, status: 'succeeded' }] };
    expect(storedPaymentMoney(payment, null)).toEqual({ charged: 6000, refunded: 0, disputed: 3000, disputeLost: 3000, net: 3000, codeDiscount: 0, modeDiscount: 0 });
  });

  test('a stored payment with text amounts, odd charges and a coupon is paymentMoney of what it says', () => {
    const payment = { status: 'SUCCEEDED', total: '2500', paymentDetails: [{ total: 1000, status: ' Success ' }, { total: '1500', status: 'refunded' }, null], modeDefinition: { discount: { type: 'amount', value: 300 } } };
    expect(storedPaymentMoney(payment, { code: 'SPRING', discountTotal: '250' })).toEqual({ charged: 2500, refunded: 1500, disputed: 0, disputeLost: 0, net: 1000, codeDiscount: 250, modeDiscount: 300 });
  });

  test('the figure stored as priced wins over the definition, unless it is no amount', () => {
    const definition = { discount: { type: 'amount', value: 1000 } };
    expect(storedPaymentMoney({ status: 'succeeded', total: 8000, modeDiscountTotal: '450', modeDefinition: definition }, null)?.modeDiscount).toBe(450);
    expect(storedPaymentMoney({ status: 'succeeded', total: 8000, modeDiscountTotal: 'x', modeDefinition: definition }, null)?.modeDiscount).toBe(1000);
    expect(storedPaymentMoney({ status: 'succeeded', total: 8000, modeDiscountTotal: null, modeDefinition: { discount: 'odd' } }, null)?.modeDiscount).toBe(0);
  });

  test('no payment, or one without a status: no figures (the report leaves the cells empty)', () => {
    expect(storedPaymentMoney(null, { discountTotal: 100 })).toBeNull();
    expect(storedPaymentMoney({ total: 5000, paymentDetails: [] }, null)).toBeNull();
    expect(storedPaymentMoney('text', null)).toBeNull();
  });
});
