import { disputeState, disputeTone, isPaymentSettledAgainstRefund, normalizePaymentStatus, paymentDisputeState, paymentStatusLabelKey, paymentStatusTone } from './payment-status';

describe('paymentStatusTone', () => {
  it.each([
    ['succeeded', 'success'],
    ['SUCCESS', 'success'],
    ['pending', 'warning'],
    ['requires_confirmation', 'warning'],
    ['requires_payment_method', 'warning'],
    ['requires_action', 'warning'],
    ['processing', 'warning'],
    ['PROCESSING', 'warning'],
    ['pending_refund', 'warning'],
    ['READY', 'warning'],
    ['failed', 'danger'],
    ['ERROR', 'danger'],
    ['canceled', 'danger'],
    ['CANCELED', 'danger'],
    ['refunded', 'danger'],
    ['REFUNDED', 'danger'],
  ])('spec 000 §4: a %s payment shows a %s badge', (status, tone) => {
    expect(paymentStatusTone(status)).toBe(tone);
  });

  it('spec 000 §4: an unknown status shows a neutral badge', () => {
    expect(paymentStatusTone('mystery')).toBe('informative');
  });
});

describe('normalizePaymentStatus and paymentStatusLabelKey', () => {
  it.each([
    ['SUCCESS', 'succeeded'],
    ['ERROR', 'failed'],
    ['READY', 'ready'],
    ['CANCELED', 'canceled'],
    ['requires_action', 'requires_action'],
  ])('spec 000 §4: both spellings name one status (%s → %s)', (status, canonical) => {
    expect(normalizePaymentStatus(status)).toBe(canonical);
    expect(paymentStatusLabelKey(status)).toBe(`paymentStatus.${canonical}`);
  });

  it('spec 000 §4: an unknown status has the unknown label', () => {
    expect(normalizePaymentStatus('mystery')).toBeNull();
    expect(paymentStatusLabelKey('mystery')).toBe('paymentStatus.unknown');
  });
});

describe('isPaymentSettledAgainstRefund', () => {
  it.each([
    ['canceled', true],
    ['REFUNDED', true],
    ['pending_refund', true],
    ['failed', true],
    ['succeeded', false],
    ['pending', false],
  ])('spec 000 §4: the refund/cancel confirm is disabled for a %s payment (%s)', (status, expected) => {
    expect(isPaymentSettledAgainstRefund(status)).toBe(expected);
  });
});

describe('disputes (issue 20 §1): a charge disputed shows its dispute instead of its status', () => {
  it.each([
    [{ outcome: null }, 'disputed', 'warning'],
    [{ outcome: 'won' }, 'dispute_won', 'success'],
    [{ outcome: 'lost' }, 'dispute_lost', 'danger'],
  ] as const)('a dispute %j is %s with a %s badge', (dispute, state, tone) => {
    expect(disputeState(dispute)).toBe(state);
    expect(disputeTone(state)).toBe(tone);
  });

  it('a line without a dispute has none', () => {
    expect(disputeState(null)).toBeNull();
    expect(disputeState(undefined)).toBeNull();
  });

  it('a payment shows an open dispute before a lost one, a lost one before a won one', () => {
    expect(paymentDisputeState([{ dispute: { outcome: 'won' } }, { dispute: { outcome: 'lost' } }, { dispute: { outcome: null } }])).toBe('disputed');
    expect(paymentDisputeState([{ dispute: { outcome: 'won' } }, { dispute: null }, { dispute: { outcome: 'lost' } }])).toBe('dispute_lost');
    expect(paymentDisputeState([{ dispute: { outcome: 'won' } }, {}])).toBe('dispute_won');
    expect(paymentDisputeState([{}, { dispute: null }])).toBeNull();
  });
});
