import type { PaymentMode } from '../types/payment';
import { percentOf } from './percent-of';

/** One dated charge of a schedule: `date` YYYY-MM-DD, `total` in cents. */
export interface ScheduledCharge {
  date: string;
  percent: number;
  total: number;
}

/**
 * When and how much is charged for `total` cents under `mode` (spec 001 §4). Pay in Full is one
 * charge today. A plan's installments are sorted by date; those dated before `today` collapse
 * into one due today. Each amount is its percent of the total (rounded by `percentOf`); the
 * rounding difference goes to the first installment when positive, else to the last, so the
 * schedule always sums to the total.
 */
export function paymentSchedule(total: number, mode: Pick<PaymentMode, 'mode' | 'installments'> | null | undefined, today: string): ScheduledCharge[] {
  const installments = mode?.mode === 'fixed_dates' ? (mode.installments ?? []) : [];
  if (installments.length === 0) return [{ date: today, percent: 100, total }];
  const sorted = [...installments].sort((a, b) => a.date.localeCompare(b.date));
  const past = sorted.filter((installment) => installment.date.slice(0, 10) < today);
  const dueToday = past.reduce((sum, installment) => sum + installment.percent, 0);
  const planned = [
    ...(past.length > 0 ? [{ date: today, percent: dueToday }] : []),
    ...sorted.filter((installment) => installment.date.slice(0, 10) >= today).map((installment) => ({ date: installment.date.slice(0, 10), percent: installment.percent })),
  ];
  const charges = planned.map((installment) => ({ ...installment, total: percentOf(total, installment.percent) }));
  const difference = total - charges.reduce((sum, charge) => sum + charge.total, 0);
  const target = difference > 0 ? charges[0] : charges[charges.length - 1];
  if (target) target.total += difference;
  return charges;
}
