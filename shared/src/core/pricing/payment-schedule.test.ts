import { paymentSchedule } from './payment-schedule';

const plan = (installments: [string, number][]) => ({ mode: 'fixed_dates' as const, installments: installments.map(([date, percent]) => ({ date, percent })) });
const sum = (charges: { total: number }[]) => charges.reduce((total, charge) => total + charge.total, 0);

describe('paymentSchedule: spec 001 §4 payment plans', () => {
  test('Pay in Full is one charge today', () => {
    expect(paymentSchedule(15000, { mode: 'single' }, '2026-06-01')).toEqual([{ date: '2026-06-01', percent: 100, total: 15000 }]);
  });

  test('a plan charges each installment its percent, sorted by date', () => {
    expect(paymentSchedule(30000, plan([['2026-08-01', 30], ['2026-07-01', 40], ['2026-09-01', 30]]), '2026-06-01')).toEqual([
      { date: '2026-07-01', percent: 40, total: 12000 },
      { date: '2026-08-01', percent: 30, total: 9000 },
      { date: '2026-09-01', percent: 30, total: 9000 },
    ]);
  });

  test('installments dated in the past collapse into one due today', () => {
    expect(paymentSchedule(10000, plan([['2026-01-01', 25], ['2026-02-01', 25], ['2026-12-01', 50]]), '2026-06-01')).toEqual([
      { date: '2026-06-01', percent: 50, total: 5000 },
      { date: '2026-12-01', percent: 50, total: 5000 },
    ]);
  });

  test('an installment dated today is due today, not collapsed with others', () => {
    expect(paymentSchedule(100, plan([['2026-06-01', 50], ['2026-07-01', 50]]), '2026-06-01').map((c) => c.date)).toEqual(['2026-06-01', '2026-07-01']);
  });

  test('a positive rounding difference goes to the first installment', () => {
    // 33.33 %, 33.33 % and 33.34 % of 10 cents round to 3 each = 9: the missing cent goes to the first.
    const charges = paymentSchedule(10, plan([['2026-07-01', 33.33], ['2026-08-01', 33.33], ['2026-09-01', 33.34]]), '2026-06-01');
    expect(charges.map((c) => c.total)).toEqual([4, 3, 3]);
  });

  test('a negative rounding difference goes to the last installment', () => {
    // 50 % of 101 = 50.5 → 51 twice = 102: one cent too many comes off the last.
    const charges = paymentSchedule(101, plan([['2026-07-01', 50], ['2026-08-01', 50]]), '2026-06-01');
    expect(charges.map((c) => c.total)).toEqual([51, 50]);
  });

  test.each([0, 1, 7, 999, 12345, 99999])('the schedule of %i cents sums exactly to it', (total) => {
    expect(sum(paymentSchedule(total, plan([['2026-07-01', 33.33], ['2026-08-01', 33.33], ['2026-09-01', 33.34]]), '2026-06-01'))).toBe(total);
  });
});
