/** The periods the dashboard offers (issue: this month by default). */
export const PERIOD_KINDS = ['thisMonth', 'last30Days', 'season', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface Period {
  /** First and last day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The month a club's season starts (September): "season to date" runs from its first day. */
export const SEASON_START_MONTH = 8;
/** The server's longest period (routes/dashboard DASHBOARD_MAX_DAYS). */
export const MAX_PERIOD_DAYS = 731;

const pad = (value: number) => String(value).padStart(2, '0');
/** A local calendar day as YYYY-MM-DD. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The days of a period of `kind` ending today (`custom` keeps the days chosen). */
export function periodOf(kind: Exclude<PeriodKind, 'custom'>, today: Date): Period {
  const to = dayOf(today);
  if (kind === 'thisMonth') return { from: dayOf(new Date(today.getFullYear(), today.getMonth(), 1)), to };
  if (kind === 'last30Days') return { from: dayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)), to };
  const year = today.getMonth() >= SEASON_START_MONTH ? today.getFullYear() : today.getFullYear() - 1;
  return { from: dayOf(new Date(year, SEASON_START_MONTH, 1)), to };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Whether the server accepts the period: two real days, in order, at most MAX_PERIOD_DAYS. */
export function isValidPeriod({ from, to }: Period): boolean {
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(utc(from)) || Number.isNaN(utc(to))) return false;
  return from <= to && (utc(to) - utc(from)) / 86_400_000 < MAX_PERIOD_DAYS;
}
