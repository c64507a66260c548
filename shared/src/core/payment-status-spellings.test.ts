import { CANONICAL_PAYMENT_STATUSES, paymentStatusSpellings } from './payment-status-spellings';

describe('spec 000 §4 payment statuses in both spellings', () => {
  it.each([
    ['succeeded', ['succeeded', 'success']],
    ['failed', ['failed', 'error']],
    ['ready', ['ready']],
    ['canceled', ['canceled', 'cancelled']],
  ] as const)('%s is stored as %p', (status, spellings) => {
    expect(paymentStatusSpellings(status).sort()).toEqual([...spellings].sort());
  });

  it('lists every canonical status once', () => {
    expect(new Set(CANONICAL_PAYMENT_STATUSES).size).toBe(11);
  });
});
