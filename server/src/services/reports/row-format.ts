import { sql } from 'drizzle-orm';

/**
 * A submission as generation reads it: only what the columns need, extracted in SQL, in the
 * order of rowText's parts below (read by readRow from the one text PostgreSQL sends per row).
 */
export type SubmissionRow = [
  id: string,
  dateMs: string,
  paymentMode: string | null,
  payMethod: string | null,
  payStatus: string | null,
  payMode: string | null,
  payTotal: string | null,
  payDetails: string | null,
  couponCode: string | null,
  couponDiscount: string | null,
  charges: string | null,
  charge1Status: string | null,
  charge1Total: string | null,
  charge2Status: string | null,
  charge2Total: string | null,
  charge1Refunded: string | null,
  charge2Refunded: string | null,
  modeDiscountTotal: string | null,
  modeDiscount: string | null,
  charge1Dispute: string | null,
  charge2Dispute: string | null,
];
/** The submission id (the keyset: the next page starts after the last row's date and id). */
export const ID = 0;
/** The submission date in milliseconds since the epoch (no date text to parse per row). */
export const DATE_MS = 1;
export const PAYMENT_MODE = 2;
export const PAY_METHOD = 3;
export const PAY_STATUS = 4;
export const PAY_MODE = 5;
export const PAY_TOTAL = 6;
/** The payment's charges (`paymentDetails`) as JSON text, only when a list of more than CHARGES_READ. */
export const PAY_DETAILS = 7;
export const COUPON_CODE = 8;
export const COUPON_DISCOUNT = 9;
/** How many charges the payment's `paymentDetails` list holds (null when it is no list). */
export const CHARGES = 10;
/** The status and total (as text) of the first two charges: most payments have one or two, read without JSON.parse. */
export const CHARGE1_STATUS = 11;
export const CHARGE1_TOTAL = 12;
export const CHARGE2_STATUS = 13;
export const CHARGE2_TOTAL = 14;
/** What refunds gave back of the first two charges: the `refundedTotal` refunds.ts keeps on each line of the stored payment. */
export const CHARGE1_REFUNDED = 15;
export const CHARGE2_REFUNDED = 16;
/** The payment mode's discount in cents as priced (`modeDiscountTotal`). */
export const MODE_DISCOUNT_TOTAL = 17;
/** The mode's discount definition as JSON text, sent only for a payment whose `modeDiscountTotal` is no number (see modeDiscountOf). */
export const MODE_DISCOUNT = 18;
/** The dispute of the first two charges as JSON text (PaymentDetail `dispute`): null for the charges never disputed. */
export const CHARGE1_DISPUTE = 19;
export const CHARGE2_DISPUTE = 20;
/** Charges read part by part; a longer list comes whole as JSON (PAY_DETAILS). */
export const CHARGES_READ = 2;
/** The parts of a row's text before its answers; from PAYMENT_MODE on, each may be null. */
export const ROW_PARTS = 21;

// ASCII group, record and unit separators: RS and US delimit the answers PostgreSQL hands over in
// one text (both are taken out of ids and values there, migration 0015); GS ends each part of a
// row before its answers (taken out of the texts read with ->>).
export const GS = '\u001d';
export const RS = '\u001e';
export const US = '\u001f';
/** Before each part that may be null: a null part is empty, any other starts with this mark. */
const PRESENT = 'v';

/**
 * Fills `row` with the parts of a row's text (rowText) and answers the offset where its answers
 * start: one text per row costs the driver one string instead of one per column.
 */
export function readRow(text: string, row: SubmissionRow): number {
  let start = text.indexOf(GS);
  row[ID] = text.slice(0, start);
  let end = text.indexOf(GS, start + 1);
  row[DATE_MS] = text.slice(start + 1, end);
  for (let index = PAYMENT_MODE; index < ROW_PARTS; index += 1) {
    start = end + 1;
    end = text.indexOf(GS, start);
    row[index] = end === start ? null : text.slice(start + 1, end);
  }
  return end + 1;
}

/** The submission id a row's text starts with (before its first GS). */
export function idOfRow(text: string): string {
  const end = text.indexOf(GS);
  if (end < 0) throw new Error('a report row does not start with its id and GS');
  return text.slice(0, end);
}

/** The answers a report reads: entries by id, and copies `{fieldId}@{n}` of the given fields. */
export interface AnswerIds {
  ids: string[];
  copyFieldIds: string[];
  /** How many fields the form has (about how many answers a submission holds). */
  fieldCount: number;
}

/** Fields of a form above which a report of under a third of them filters its answers in SQL. */
const FILTER_ABOVE = 100;

/** Whether a report reading `wanted` answers of a form of `fieldCount` fields filters them in SQL (else reads report_answers). */
export const filtersAnswersInSql = (fieldCount: number, wanted: number): boolean => fieldCount > FILTER_ABOVE && wanted * 3 < fieldCount;

/**
 * The SQL of a row's answers, `id RS value` joined by US. When the report reads a good part of
 * the form, the submission's `report_answers` (the same text of all its answers, kept by
 * PostgreSQL on every write: migration 0015): nothing to take out of the jsonb per report. A
 * report of a few fields of a large form filters the answers by id in a subquery instead, so
 * only those leave PostgreSQL (a subquery per row: for 7 fields of 20 it cost PostgreSQL 1.1 s
 * of 100,000 submissions where skipping the others here costs little).
 */
export function answersSql(answerIds: AnswerIds) {
  const wanted = answerIds.ids.length + answerIds.copyFieldIds.length;
  if (wanted === 0) return sql`NULL::text`;
  const ids = JSON.stringify(answerIds.ids);
  const copyFieldIds = JSON.stringify(answerIds.copyFieldIds);
  // As report_answers_text (migration 0015) writes them: an entry without a value reads as empty, no separator inside.
  const filtered = sql`(SELECT string_agg(concat(translate(e->>'id', chr(30) || chr(31), ''), chr(30), translate(e->>'value', chr(30) || chr(31), '')), chr(31))
           FROM jsonb_array_elements(fields) e
           WHERE e->>'id' IN (SELECT jsonb_array_elements_text(${ids}::jsonb))
              OR (position('@' in e->>'id') > 0 AND split_part(e->>'id', '@', 1) IN (SELECT jsonb_array_elements_text(${copyFieldIds}::jsonb))))`;
  // A report of a few fields of a large form: only its answers leave PostgreSQL.
  if (filtersAnswersInSql(answerIds.fieldCount, wanted)) return sql`CASE WHEN jsonb_typeof(fields) = 'array' THEN ${filtered} END`;
  return sql`report_answers`;
}

/**
 * A row as one text (read by readRow): the id, the date in ms, then each part of SubmissionRow
 * marked PRESENT or empty for null, each ended by GS, then the answers. Texts read with ->> lose
 * any GS they hold, so that a stored value can never shift the parts after it.
 */
export function rowText(answers: ReturnType<typeof answersSql>) {
  const part = (expression: string) => `'${PRESENT}' || ${expression}, chr(29)`;
  const text = (expression: string) => part(`translate(${expression}, chr(29), '')`);
  return sql`concat(id, chr(29), date_part('epoch', date) * 1000, chr(29),
      ${sql.raw(
        [
          text('payment_mode'),
          text(`payment->>'method'`),
          text(`payment->>'status'`),
          text(`payment->'modeDefinition'->>'mode'`),
          text(`payment->>'total'`),
          part(`CASE WHEN jsonb_typeof(payment->'paymentDetails') = 'array' AND jsonb_array_length(payment->'paymentDetails') > ${CHARGES_READ} THEN (payment->'paymentDetails')::text END`),
          text(`coupon->>'code'`),
          text(`coupon->>'discountTotal'`),
          part(`CASE WHEN jsonb_typeof(payment->'paymentDetails') = 'array' THEN jsonb_array_length(payment->'paymentDetails') END`),
          text(`payment->'paymentDetails'->0->>'status'`),
          text(`payment->'paymentDetails'->0->>'total'`),
          text(`payment->'paymentDetails'->1->>'status'`),
          text(`payment->'paymentDetails'->1->>'total'`),
          text(`payment->'paymentDetails'->0->>'refundedTotal'`),
          text(`payment->'paymentDetails'->1->>'refundedTotal'`),
          text(`payment->>'modeDiscountTotal'`),
          // A figure stored as text may be no amount: then the discount is derived from the definition too.
          part(`CASE WHEN jsonb_typeof(payment->'modeDiscountTotal') IS DISTINCT FROM 'number' THEN (payment->'modeDefinition'->'discount')::text END`),
          // ->> of a JSON null is SQL NULL: a charge without a dispute sends nothing.
          text(`payment->'paymentDetails'->0->>'dispute'`),
          text(`payment->'paymentDetails'->1->>'dispute'`),
        ].join(',\n      '),
      )},
      ${answers})`;
}
