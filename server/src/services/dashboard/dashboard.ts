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
const spellings = (
  ...statuses: Parameters<typeof paymentStatusSpellings>[0][]
) => statuses.flatMap((status) => paymentStatusSpellings(status));
// shared/core paymentMoney's kinds of status, spelled as stored (normalizePaymentStatus: trimmed, any case).
const GIVEN_BACK = spellings('refunded', 'pending_refund');
const TOOK = [...spellings('succeeded'), ...GIVEN_BACK];
const TO_LOOK_AT = spellings('failed', 'requires_action');
const statusIn = (status: SQL, values: readonly string[]) =>
  sql`lower(btrim(${status})) IN (${inList(values)})`;

/**
 * A stored amount in cents as shared/core `moneyAmount` then `cents` read it: a JSON number or the
 * text of one, rounded like Math.round (floor of x + 0.5, also for negatives); anything else is 0.
 */
const cents = (value: SQL) => sql`(CASE jsonb_typeof(${value})
  WHEN 'number' THEN floor((${value})::numeric + 0.5)
  WHEN 'string' THEN CASE WHEN (${value} #>> '{}') ~ '^\\s*[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$' THEN floor(btrim(${value} #>> '{}')::numeric + 0.5) ELSE 0 END
  ELSE 0 END)`;

/** The parts of a charge (`paymentDetails` entry) that `paymentMoney` reads: its status (trimmed, lower case), total, refunded total and dispute. */
interface LineParts {
  status: SQL;
  total: SQL;
  refunded: SQL;
  dispute: SQL;
}

const lineParts = (line: SQL): LineParts => ({
  status: sql`lower(btrim(${line}->>'status'))`,
  total: sql`${line}->'total'`,
  refunded: sql`${line}->'refundedTotal'`,
  dispute: sql`(CASE WHEN jsonb_typeof(${line}->'dispute') = 'object' THEN ${line}->'dispute' END)`,
});

/** One charge's charged, refunded and disputeLost (shared/core paymentMoney's loop body). */
function lineMoney(line: LineParts) {
  const total = cents(line.total);
  return {
    charged: sql`(CASE WHEN ${line.status} IN (${inList(TOOK)}) THEN ${total} ELSE 0 END)`,
    refunded: sql`greatest(${cents(line.refunded)}, CASE WHEN ${line.status} IN (${inList(GIVEN_BACK)}) THEN ${total} ELSE 0 END)`,
    disputeLost: sql`(CASE WHEN jsonb_typeof(${line.dispute}->'outcome') = 'string' AND ${line.dispute}->>'outcome' = 'lost' THEN greatest(0, ${cents(sql`${line.dispute}->'amount'`)}) ELSE 0 END)`,
  };
}

/** Charges read part by part (most payments have one or two); the rest of a longer list is summed by a subquery. */
const LINES_READ = 2;
const part = (index: number, name: keyof LineParts) =>
  sql.raw(`l${index}_${name}`);

/**
 * The parts of a stored payment (`payment`, the submission's document) that `paymentMoney` reads,
 * extracted once per row (the select list of an inner query, so the outer expressions read columns
 * rather than walking the document again): payment status, total, the list's length, the first
 * LINES_READ charges' parts and the list itself for longer ones.
 */
function paymentParts(payment: SQL): SQL {
  const list = sql`(CASE WHEN jsonb_typeof(${payment}->'paymentDetails') = 'array' THEN ${payment}->'paymentDetails' END)`;
  const lines = Array.from({ length: LINES_READ }, (_, index) => {
    const parts = lineParts(
      sql`${payment}->'paymentDetails'->${sql.raw(String(index))}`,
    );
    return sql.join(
      (Object.keys(parts) as (keyof LineParts)[]).map(
        (name) => sql`${parts[name]} AS ${part(index, name)}`,
      ),
      sql`, `,
    );
  });
  return sql`lower(btrim(${payment}->>'status')) AS pay_status, ${payment}->'total' AS pay_total,
    coalesce(jsonb_array_length(${list}), 0) AS pay_lines, (CASE WHEN jsonb_array_length(${list}) > ${sql.raw(String(LINES_READ))} THEN ${list} END) AS pay_list,
    ${sql.join(lines, sql`, `)}`;
}

/**
 * charged, refunded and disputeLost of the payment whose parts paymentParts extracted: shared/core
 * `paymentMoney` (the report's TotalPaid, Refunded, DisputeLost, NetPaid) in SQL, so that a period
 * of 100,000 submissions is summed where it is stored. Kept in step with it by
 * test/dashboard.test.ts, which compares these sums with the generated reports' money columns.
 * A payment without a status is no payment (0).
 */
function moneyOfParts() {
  const status = sql.raw('pay_status');
  const read = Array.from({ length: LINES_READ }, (_, index) =>
    lineMoney({
      status: part(index, 'status'),
      total: part(index, 'total'),
      refunded: part(index, 'refunded'),
      dispute: part(index, 'dispute'),
    }),
  );
  const rest = lineMoney(lineParts(sql.raw('e')));
  const figure = (
    name: 'charged' | 'refunded' | 'disputeLost',
    lineless: SQL,
  ) => {
    const first = sql.join(
      read.map((line) => line[name]),
      sql` + `,
    );
    const more = sql`(SELECT coalesce(sum(${rest[name]}), 0) FROM jsonb_array_elements(pay_list) WITH ORDINALITY AS x(e, position) WHERE position > ${sql.raw(String(LINES_READ))})`;
    return sql`(CASE WHEN ${status} IS NULL THEN 0 WHEN pay_lines = 0 THEN ${lineless}
      ELSE ${first} + (CASE WHEN pay_list IS NULL THEN 0 ELSE ${more} END) END)`;
  };
  const linelessCharged = sql`(CASE WHEN ${status} IN (${inList(TOOK)}) THEN ${cents(sql.raw('pay_total'))} ELSE 0 END)`;
  return {
    charged: figure('charged', linelessCharged),
    refunded: figure(
      'refunded',
      sql`(CASE WHEN ${status} IN (${inList(GIVEN_BACK)}) THEN ${linelessCharged} ELSE 0 END)`,
    ),
    disputeLost: figure('disputeLost', sql`0`),
  };
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: AppDb, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The Monday starting the week of a YYYY-MM-DD day (weeks run Monday to Sunday, ISO 8601). */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const dayText = (value: unknown): string =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : String(value).slice(0, 10);
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
  // The period's bounds as instants, so that the submissions_form index reads the range.
  const start = sql`((${from}::date)::timestamp AT TIME ZONE ${timeZone})`;
  const end = sql`((${to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
  const inPeriod = (column: SQL) =>
    sql`${column} >= ${start} AND ${column} < ${end}`;
  const scope = sql`f.organization_id = ${organizationId}::uuid ${formFilter}`;

  const money = access.money ? moneyOfParts() : null;
  type DayRow = {
    day: unknown;
    count: number | string;
    charged?: string | number;
    refunded?: string | number;
    lost?: string | number;
  };
  // PostgreSQL's JIT, triggered by the long expressions' estimated cost, spent ~3 s compiling a
  // query that runs in a fraction of that: the money figures are read with it off.
  const days = await db.transaction(async (tx) => {
    if (money) await tx.execute(sql`SET LOCAL jit = off`);
    return rowsOf<DayRow>(
      tx as unknown as AppDb,
      money
        ? sql`SELECT day, count(*) AS count, sum(${money.charged}) AS charged, sum(${money.refunded}) AS refunded, sum(${money.disputeLost}) AS lost
          FROM (SELECT (s.date AT TIME ZONE ${timeZone})::date AS day, ${paymentParts(sql`s.payment`)}
                FROM submissions s JOIN forms f ON f.id = s.form_id
                WHERE ${scope} AND ${inPeriod(sql`s.date`)}
                -- OFFSET 0 keeps the inner query whole: pulled up, each part would be read from the document again at each use.
                OFFSET 0) AS parts
          GROUP BY 1 ORDER BY 1`
        : sql`SELECT (s.date AT TIME ZONE ${timeZone})::date AS day, count(*) AS count
          FROM submissions s JOIN forms f ON f.id = s.form_id
          WHERE ${scope} AND ${inPeriod(sql`s.date`)}
          GROUP BY 1 ORDER BY 1`,
    );
  });
  const result: Dashboard = { ...empty, submissions: 0, submissionsPerDay: [] };
  const weeks = new Map<string, number>();
  const totals: DashboardMoney = {
    collected: 0,
    refunded: 0,
    disputeLost: 0,
    net: 0,
  };
  for (const row of days) {
    const day = dayText(row.day);
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
  if (!money) return result;
  totals.net = totals.collected - totals.refunded - totals.disputeLost;
  result.money = totals;
  result.revenuePerWeek = [];
  for (let week = weekOf(from); week <= to; week = weekOf(addDays(week, 7)))
    result.revenuePerWeek.push({ week, amount: weeks.get(week) ?? 0 });

  // Planned installments (the job charges READY ones on their due day; a declined one waiting for its retry is READY too).
  const today = dayText(
    (
      await rowsOf<{ today: unknown }>(
        db,
        sql`SELECT (now() AT TIME ZONE ${timeZone})::date AS today`,
      )
    )[0]?.today,
  );
  const horizon = addDays(weekOf(today), TO_COME_WEEKS * 7);
  const planned = await rowsOf<{ due: string; amount: string | number }>(
    db,
    sql`SELECT i.due_date AS due, sum(i.amount) AS amount
        FROM payment_installments i JOIN submissions s ON s.id = i.submission_id JOIN forms f ON f.id = s.form_id
        WHERE ${scope} AND i.status = 'READY' AND i.due_date >= ${today} AND i.due_date < ${horizon}
        GROUP BY 1`,
  );
  const toCome = new Map<string, number>();
  for (const row of planned)
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
  if (!access.submissions) return result;

  const transaction = (kind: SQL, date: SQL, amount: SQL, status: SQL) =>
    sql`${kind} AS kind, ${date} AS date, ${amount} AS amount, ${status} AS status, s.id AS submission_id, f.id AS form_id, f.name AS form_name, s.customer_email AS email`;
  const payments = sql`SELECT ${transaction(sql`'payment'`, sql`s.date`, cents(sql`s.payment->'total'`), sql`s.payment->>'status'`)}
    FROM submissions s JOIN forms f ON f.id = s.form_id
    WHERE ${scope} AND ${inPeriod(sql`s.date`)} AND s.payment->>'status' IS NOT NULL`;
  result.attention = (
    await rowsOf<TransactionRow>(
      db,
      sql`${payments} AND ${statusIn(sql`s.payment->>'status'`, TO_LOOK_AT)} ORDER BY s.date DESC, s.id LIMIT ${LIST_SIZE}`,
    )
  ).map(transactionOf);
  result.latest = (
    await rowsOf<TransactionRow>(
      db,
      sql`(${payments} ORDER BY s.date DESC LIMIT ${LIST_SIZE})
        UNION ALL
        (SELECT ${transaction(sql`r.kind`, sql`r.created_at`, sql`r.amount`, sql`r.status`)}
          FROM submission_refunds r JOIN submissions s ON s.id = r.submission_id JOIN forms f ON f.id = s.form_id
          WHERE ${scope} AND ${inPeriod(sql`r.created_at`)} ORDER BY r.created_at DESC LIMIT ${LIST_SIZE})
        UNION ALL
        (SELECT ${transaction(sql`'installment'`, sql`i.updated_at`, sql`i.amount`, sql`i.status`)}
          FROM payment_installments i JOIN submissions s ON s.id = i.submission_id JOIN forms f ON f.id = s.form_id
          WHERE ${scope} AND i.position > 0 AND i.status <> 'READY' AND ${inPeriod(sql`i.updated_at`)} ORDER BY i.updated_at DESC LIMIT ${LIST_SIZE})
        ORDER BY date DESC, submission_id LIMIT ${LIST_SIZE}`,
    )
  ).map(transactionOf);
  return result;
}

/** The YYYY-MM-DD day `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
