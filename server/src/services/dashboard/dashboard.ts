import { sql, type SQL } from 'drizzle-orm';
import type { Dashboard, DashboardMoney, DashboardTransaction, LocalizedText } from '@front-office/shared/core';
import { paymentStatusSpellings } from '@front-office/shared/core';
import type { AppDb } from '../../db/client';

/** What the caller may see of the dashboard (server/README.md "Dashboard"). */
export interface DashboardAccess {
  /** Submission counts (FORM read, or any of the two below). */
  counts: boolean;
  /** Money figures: collected, refunded, net, to come, revenue per week (FORM_SUBMISSION or REPORT read). */
  money: boolean;
  /** Transactions and payments to look at, each naming its submission (FORM_SUBMISSION read). */
  submissions: boolean;
}

export type { Dashboard, DashboardMoney, DashboardTransaction };

export interface DashboardQuery {
  organizationId: string;
  formId: string | null;
  /** First and last day of the period, YYYY-MM-DD, both included, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
}

/** Weeks of planned installments shown ahead of today (cash-flow). */
export const TO_COME_WEEKS = 8;
/** Rows of the latest transactions and of the payments to look at. */
export const LIST_SIZE = 10;

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
// Failed and action-required payments, spelled as `payment_status` holds them (trimmed, lower case).
const TO_LOOK_AT = [...paymentStatusSpellings('failed'), ...paymentStatusSpellings('requires_action')];

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: AppDb, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The Monday starting the week of a YYYY-MM-DD day (weeks run Monday to Sunday, ISO 8601). */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const isoText = (value: unknown): string =>
  value instanceof Date
    ? value.toISOString()
    : new Date(String(value)).toISOString();

interface TransactionRow {
  kind: DashboardTransaction['kind'];
  date: unknown;
  amount: string | number;
  status: string | null;
  submission_id: string;
  form_id: string;
  form_name: LocalizedText | string;
  email: string | null;
}

const transactionOf = (row: TransactionRow): DashboardTransaction => ({
  kind: row.kind,
  date: isoText(row.date),
  amount: Number(row.amount),
  status: row.status ?? 'unknown',
  submissionId: row.submission_id,
  formId: row.form_id,
  formName: row.form_name,
  email: row.email,
});

/**
 * The organization's figures for a period (spec 000 §1 /dashboard, beyond the spec's sample
 * numbers): what `access` allows, each figure null when it does not. Submissions and their money
 * count in the period of the submission's date, like one report row each (so the sums equal the
 * reports' money columns over the same submissions).
 */
export async function dashboardOf(
  db: AppDb,
  query: DashboardQuery,
  access: DashboardAccess,
): Promise<Dashboard> {
  const { organizationId, formId, from, to, timeZone } = query;
  const empty: Dashboard = {
    from,
    to,
    submissions: null,
    money: null,
    submissionsPerDay: null,
    revenuePerWeek: null,
    toCome: null,
    attention: null,
    latest: null,
  };
  if (!access.counts) return empty;
  const formFilter = formId === null ? sql`` : sql`AND f.id = ${formId}::uuid`;
  // The period's bounds as instants, so that the indexes read the range.
  const start = sql`((${from}::date)::timestamp AT TIME ZONE ${timeZone})`;
  const end = sql`((${to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
  const inPeriod = (column: SQL) =>
    sql`${column} >= ${start} AND ${column} < ${end}`;
  const scope = sql`f.organization_id = ${organizationId}::uuid ${formFilter}`;

  const money = access.money;
  const lists = money && access.submissions;
  type DayRow = {
    /** YYYY-MM-DD */
    day: string;
    count: number | string;
    charged?: string | number;
    refunded?: string | number;
    lost?: string | number;
  };
  // The money of each submission is kept beside it (migration 0023: payment_charged, … computed
  // from `payment` by shared/core paymentMoney's rule) and carried by submissions_form_date_id.
  // Each day of the period is summed by an index-only scan of its range, per form: no row is read,
  // and no row's date is converted to the time zone (grouping 100,000 rows by their day cost three
  // times the scan). PostgreSQL's JIT, triggered by the estimated cost of a thousand days (the
  // planner's guess for generate_series), spent ~50 ms compiling a query that needs less: it is off.
  const readDays = () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL jit = off`);
      return rowsOf<DayRow>(
        tx as unknown as AppDb,
        sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, t.count ${money ? sql`, t.charged, t.refunded, t.lost` : sql``}
          FROM generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') AS d(day)
          CROSS JOIN LATERAL (
            SELECT count(*) AS count
              ${money ? sql`, sum(s.payment_charged) AS charged, sum(s.payment_refunded) AS refunded, sum(s.payment_dispute_lost) AS lost` : sql``}
            FROM forms f JOIN submissions s ON s.form_id = f.id
            WHERE ${scope} AND s.date >= (d.day AT TIME ZONE ${timeZone}) AND s.date < ((d.day + interval '1 day') AT TIME ZONE ${timeZone})) AS t
          WHERE t.count > 0
          ORDER BY d.day`,
      );
    });

  // Planned installments (the job charges READY ones on their due day; a declined one waiting for
  // its retry is READY too) due from today, in `timeZone`, to the end of the TO_COME_WEEKS weeks
  // (Monday first) starting with today's; read through payment_installments.form_id (migration 0023).
  const readPlanned = () =>
    rowsOf<{ today: string; due: string | null; amount: string | number | null }>(
      db,
      sql`SELECT to_char(t.today, 'YYYY-MM-DD') AS today, p.due, p.amount
        FROM (SELECT (now() AT TIME ZONE ${timeZone})::date AS today) AS t
        LEFT JOIN LATERAL (
          SELECT i.due_date AS due, sum(i.amount) AS amount
          FROM forms f JOIN payment_installments i ON i.form_id = f.id
          WHERE ${scope} AND i.status = 'READY' AND i.due_date >= to_char(t.today, 'YYYY-MM-DD')
            AND i.due_date < to_char(t.today - (extract(isodow FROM t.today)::int - 1) + ${TO_COME_WEEKS * 7}::int, 'YYYY-MM-DD')
          GROUP BY 1) AS p ON true`,
    );

  const transaction = (kind: SQL, date: SQL, amount: SQL, status: SQL) =>
    sql`${kind} AS kind, ${date} AS date, ${amount} AS amount, ${status} AS status, s.id AS submission_id, f.id AS form_id, f.name AS form_name, s.customer_email AS email`;
  // The newest rows of each list are taken per form from an index read backwards (LIST_SIZE at most
  // each), then the LIST_SIZE newest of those: no list reads the period's every row.
  const newestPayments = (filter: SQL) => sql`SELECT ${transaction(sql`'payment'`, sql`s.date`, sql`money_cents(s.payment->'total')`, sql`s.payment->>'status'`)}
    FROM (SELECT n.id FROM forms f CROSS JOIN LATERAL (
            SELECT n.id, n.date FROM submissions n
            WHERE n.form_id = f.id AND ${inPeriod(sql`n.date`)} AND ${filter}
            ORDER BY n.date DESC, n.id DESC LIMIT ${LIST_SIZE}) AS n
          WHERE ${scope} ORDER BY n.date DESC, n.id DESC LIMIT ${LIST_SIZE}) AS newest
      JOIN submissions s ON s.id = newest.id JOIN forms f ON f.id = s.form_id`;
  const readAttention = () =>
    rowsOf<TransactionRow>(db, sql`${newestPayments(sql`n.payment_status IN (${inList(TO_LOOK_AT)})`)} ORDER BY s.date DESC, s.id DESC`);
  const readLatest = () =>
    rowsOf<TransactionRow>(
      db,
      sql`(${newestPayments(sql`n.payment_status IS NOT NULL`)})
        UNION ALL
        (SELECT ${transaction(sql`r.kind`, sql`r.created_at`, sql`r.amount`, sql`r.status`)}
          FROM (SELECT r.* FROM forms f CROSS JOIN LATERAL (
                  SELECT r.kind, r.created_at, r.amount, r.status, r.submission_id FROM submission_refunds r
                  WHERE r.form_id = f.id AND ${inPeriod(sql`r.created_at`)} ORDER BY r.created_at DESC LIMIT ${LIST_SIZE}) AS r
                WHERE ${scope} ORDER BY r.created_at DESC LIMIT ${LIST_SIZE}) AS r
            JOIN submissions s ON s.id = r.submission_id JOIN forms f ON f.id = s.form_id
          WHERE ${scope})
        UNION ALL
        (SELECT ${transaction(sql`'installment'`, sql`i.updated_at`, sql`i.amount`, sql`i.status`)}
          FROM payment_installments i JOIN submissions s ON s.id = i.submission_id JOIN forms f ON f.id = s.form_id
          WHERE ${scope} AND i.position > 0 AND i.status <> 'READY' AND ${inPeriod(sql`i.updated_at`)} ORDER BY i.updated_at DESC LIMIT ${LIST_SIZE})
        ORDER BY date DESC, submission_id LIMIT ${LIST_SIZE}`,
    );

  // The queries run side by side (on PostgreSQL each on a pooled connection of its own).
  const [days, planned, attention, latest] = await Promise.all([
    readDays(),
    money ? readPlanned() : null,
    lists ? readAttention() : null,
    lists ? readLatest() : null,
  ]);

  const result: Dashboard = { ...empty, submissions: 0, submissionsPerDay: [] };
  const weeks = new Map<string, number>();
  const totals: DashboardMoney = {
    collected: 0,
    refunded: 0,
    disputeLost: 0,
    net: 0,
  };
  for (const row of days) {
    const { day } = row;
    const count = Number(row.count);
    result.submissions! += count;
    result.submissionsPerDay!.push({ day, count });
    if (!money) continue;
    const charged = Number(row.charged ?? 0);
    totals.collected += charged;
    totals.refunded += Number(row.refunded ?? 0);
    totals.disputeLost += Number(row.lost ?? 0);
    weeks.set(weekOf(day), (weeks.get(weekOf(day)) ?? 0) + charged);
  }
  if (!money || !planned) return result;
  totals.net = totals.collected - totals.refunded - totals.disputeLost;
  result.money = totals;
  result.revenuePerWeek = [];
  for (let week = weekOf(from); week <= to; week = weekOf(addDays(week, 7)))
    result.revenuePerWeek.push({ week, amount: weeks.get(week) ?? 0 });

  const today = planned[0]!.today;
  const toCome = new Map<string, number>();
  for (const row of planned)
    if (row.due !== null)
      toCome.set(
        weekOf(row.due),
        (toCome.get(weekOf(row.due)) ?? 0) + Number(row.amount),
      );
  result.toCome = { total: 0, weeks: [] };
  for (
    let index = 0, week = weekOf(today);
    index < TO_COME_WEEKS;
    index += 1, week = addDays(week, 7)
  ) {
    const amount = toCome.get(week) ?? 0;
    result.toCome.total += amount;
    result.toCome.weeks.push({ week, amount });
  }
  if (!attention || !latest) return result;
  result.attention = attention.map(transactionOf);
  result.latest = latest.map(transactionOf);
  return result;
}

/** The YYYY-MM-DD day `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
