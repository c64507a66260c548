import { cardDeclineReason, declinedLine, isLineCancelable, linesStoppedByCancel } from './payment-lines';

const plan = (...statuses: string[]) => statuses.map((status, index) => ({ id: `L${index + 1}`, status: status as never }));

describe('spec 000 §4 refund/cancel modal: a cancel of a line stops that line and the planned ones after it, never earlier ones', () => {
  it.each([
    ['the last planned installment: only it', plan('succeeded', 'READY', 'READY'), 'L3', ['L3']],
    ['the middle planned installment: it and the later one', plan('succeeded', 'READY', 'READY'), 'L2', ['L2', 'L3']],
    ['the first planned of four: it and every later planned one', plan('succeeded', 'READY', 'READY', 'READY'), 'L2', ['L2', 'L3', 'L4']],
    ['a charge under way: it and the planned ones after it', plan('processing', 'READY', 'READY'), 'L1', ['L1', 'L2', 'L3']],
    ['an earlier planned line is kept when a later one is chosen', plan('READY', 'READY', 'READY'), 'L2', ['L2', 'L3']],
    ['later lines that are not planned are left as they are', plan('succeeded', 'READY', 'processing', 'canceled', 'READY'), 'L2', ['L2', 'L5']],
    ['the upper-case spellings count the same', plan('SUCCESS', 'READY', 'PROCESSING'), 'L2', ['L2']],
    ['a succeeded line is refunded, not canceled: nothing', plan('succeeded', 'READY'), 'L1', []],
    ['a canceled line: nothing', plan('canceled', 'READY'), 'L1', []],
    ['a failed line: nothing', plan('failed', 'READY'), 'L1', []],
    ['a refunded line: nothing', plan('REFUNDED', 'READY'), 'L1', []],
    ['an unknown line: nothing', plan('READY'), 'L9', []],
    ['an unknown status: nothing', plan('mystery', 'READY'), 'L1', []],
  ])('%s', (_rule, lines, chosen, stopped) => {
    expect(linesStoppedByCancel(lines, chosen)).toEqual(stopped);
  });

  it.each([
    ['READY', true],
    ['pending', true],
    ['requires_action', true],
    ['PROCESSING', true],
    ['succeeded', false],
    ['pending_refund', false],
    ['ERROR', false],
    ['CANCELED', false],
  ])('a %s line can be canceled: %s', (status, expected) => {
    expect(isLineCancelable(status)).toBe(expected);
  });
});

describe('issue 18 §7: a declined installment and its reason (spec 001 §8 card errors)', () => {
  it.each([
    ['card_declined', 'insufficient_funds', 'insufficientFunds'],
    ['card_declined', 'lost_card', 'lostCard'],
    ['card_declined', 'stolen_card', 'stolenCard'],
    ['card_declined', 'generic_decline', 'generic'],
    ['expired_card', null, 'expiredCard'],
    ['incorrect_cvc', null, 'incorrectCvc'],
    ['processing_error', null, 'processingError'],
    ['incorrect_number', null, 'incorrectNumber'],
    ['payment_method_missing', null, 'noCard'],
    ['something_new', null, 'generic'],
  ])('%s / %s reads as %s', (code, decline, reason) => {
    expect(cardDeclineReason(code, decline)).toBe(reason);
  });

  it('a planned installment whose charge was declined and will be retried is declined, with the next attempt', () => {
    expect(declinedLine({ status: 'READY', errorCode: 'card_declined', declineCode: 'insufficient_funds', nextAttemptAt: '2026-03-02T10:00:00.000Z' })).toEqual({
      reason: 'insufficientFunds',
      nextAttemptAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('an installment declined for good is declined, with no next attempt', () => {
    expect(declinedLine({ status: 'failed', errorCode: 'expired_card', declineCode: null, nextAttemptAt: null })).toEqual({ reason: 'expiredCard', nextAttemptAt: null });
  });

  it.each([
    ['a planned installment never tried', { status: 'READY', errorCode: null, declineCode: null, nextAttemptAt: null }],
    ['a charged one', { status: 'succeeded', errorCode: null, declineCode: null, nextAttemptAt: null }],
    ['a canceled one that had been declined', { status: 'canceled', errorCode: 'card_declined', declineCode: null, nextAttemptAt: null }],
  ])('%s is not declined', (_rule, line) => {
    expect(declinedLine(line as never)).toBeNull();
  });
});
