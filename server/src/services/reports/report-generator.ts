import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { Socket } from 'node:net';
import { Pool, Query } from 'pg';
import type { QueryConfig } from 'pg';
import type { Currency, Discount, FormContent, Language, MoneyLine, MoneyPayment, PaymentMoney, ReportCell, ReportContent, ReportFormat, ReportGeneralColumn } from '@front-office/shared/core';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  REPORT_GENERAL_COLUMNS,
  cellFormatter,
  cellText,
  csvField,
  decodeAnswerAt,
  decodeAnswerText,
  generalColumnHeader,
  localizedValue,
  moneyCell,
  normalizePaymentStatus,
  paymentMoney,
  reportColumnFields,
  xlsxCell,
  xlsxColumnName,
} from '@front-office/shared/core';
import type { AppDb } from '../../db/client';
import { wallClock } from './time-zone';
import { XlsxSheetWriter } from './xlsx-writer';
import { drained } from './zip-writer';

/**
 * Rows read per keyset page. Short pages keep each query short (PGlite runs one connection) and,
 * above all, let a page's rows die young: with 1,000 rows a page outlived the young generation,
 * and the heap of a 100,000-row XLSX peaked at ~110 MB against ~65 MB with 250 (same CPU on
 * PostgreSQL; PGlite pays ~10 % more CPU for the extra queries).
 */
export const REPORT_PAGE_SIZE = 250;

/**
 * A submission as generation reads it: only what the columns need, extracted in SQL, in the
 * order of rowText's parts below (read by readRow from the one text PostgreSQL sends per row).
 */
type SubmissionRow = [
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
];
/** The submission id (the keyset: the next page starts after the last row's date and id). */
const ID = 0;
/** The submission date in milliseconds since the epoch (no date text to parse per row). */
const DATE_MS = 1;
const PAYMENT_MODE = 2;
const PAY_METHOD = 3;
const PAY_STATUS = 4;
const PAY_MODE = 5;
const PAY_TOTAL = 6;
/** The payment's charges (`paymentDetails`) as JSON text, when a list of more than CHARGES_READ (or always, see `reference`). */
const PAY_DETAILS = 7;
const COUPON_CODE = 8;
const COUPON_DISCOUNT = 9;
/** How many charges the payment's `paymentDetails` list holds (null when it is no list). */
const CHARGES = 10;
/** The status and total (as text) of the first two charges: most payments have one or two, read without JSON.parse. */
const CHARGE1_STATUS = 11;
const CHARGE1_TOTAL = 12;
const CHARGE2_STATUS = 13;
const CHARGE2_TOTAL = 14;
/** What refunds gave back of the first two charges: the `refundedTotal` refunds.ts keeps on each line of the stored payment. */
const CHARGE1_REFUNDED = 15;
const CHARGE2_REFUNDED = 16;
/** The payment mode's discount in cents as priced (`modeDiscountTotal`). */
const MODE_DISCOUNT_TOTAL = 17;
/** The mode's discount definition as JSON text, sent only for a payment stored without `modeDiscountTotal` (see modeDiscountOf). */
const MODE_DISCOUNT = 18;
const CHARGES_READ = 2;
/** The parts of a row's text before its answers; from PAYMENT_MODE on, each may be null. */
const ROW_PARTS = 19;
/** A row as the driver hands it (rowMode 'array'): its one text, see rowText. */
type RowText = [text: string];

// ASCII group, record and unit separators: RS and US delimit the answers PostgreSQL hands over in
// one text (both are taken out of ids and values there, migration 0015); GS ends each part of a
// row before its answers (taken out of the texts read with ->>).
const GS = '\u001d';
const RS = '\u001e';
const US = '\u001f';
/** Before each part that may be null: a null part is empty, any other starts with this mark. */
const PRESENT = 'v';

/**
 * Fills `row` with the parts of a row's text (rowText) and answers the offset where its answers
 * start: one text per row costs the driver one string instead of one per column.
 */
function readRow(text: string, row: SubmissionRow): number {
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

/**
 * The answers of the row being written, decoded on demand and at most once each. One instance
 * serves every row: each answer id has a slot number (the columns take theirs when they are
 * built), a row's answers are offsets into its text stamped with the row's number, so loading a
 * row allocates nothing but the decoded values; the ids met at each position of the previous row
 * are compared in place (a form's submissions mostly store their answers in the same order).
 */
class RowAnswers {
  private readonly slots = new Map<string, number>();
  private text = '';
  private row = 0;
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly loaded: number[] = [];
  private readonly decodedRow: number[] = [];
  private readonly values: unknown[] = [];
  private readonly seenIds: string[] = [];
  private readonly seenSlots: number[] = [];
  // Bound once: under tsx each imported name is a getter through the barrel files.
  private readonly decode = decodeAnswerAt;

  /** The slot of an answer id (a new one the first time). */
  slot(id: string): number {
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(id, slot);
      this.loaded[slot] = 0;
      this.decodedRow[slot] = 0;
    }
    return slot;
  }

  /** Reads the answers of a row: `text` from `from` on. */
  load(text: string, from: number): this {
    this.row += 1;
    this.text = text;
    for (let start = from, position = 0; start < text.length; position += 1) {
      let end = text.indexOf(US, start);
      if (end < 0) end = text.length;
      const at = text.indexOf(RS, start);
      if (at > start && at < end) {
        const known = this.seenIds[position];
        let slot: number;
        if (known !== undefined && known.length === at - start && text.startsWith(known, start)) slot = this.seenSlots[position]!;
        else {
          const id = text.slice(start, at);
          slot = this.slot(id);
          this.seenIds[position] = id;
          this.seenSlots[position] = slot;
        }
        this.starts[slot] = at + 1;
        this.ends[slot] = end;
        this.loaded[slot] = this.row;
      }
      start = end + 1;
    }
    return this;
  }

  /** The stored text of the answer in `slot` for the current row (undefined when the row has none). */
  raw(slot: number): string | undefined {
    return this.loaded[slot] === this.row ? this.text.slice(this.starts[slot], this.ends[slot]) : undefined;
  }

  /** The decoded answer in `slot` for the current row (undefined when the row has none). */
  at(slot: number): unknown {
    if (this.loaded[slot] !== this.row) return undefined;
    if (this.decodedRow[slot] === this.row) return this.values[slot];
    const start = this.starts[slot]!;
    const end = this.ends[slot]!;
    const value = end > start ? this.decode(this.text, start, end) : undefined;
    this.values[slot] = value;
    this.decodedRow[slot] = this.row;
    return value;
  }
}

/** One column of the file: its header, its width in the sheet, and how a row fills it. */
interface Column {
  header: string;
  width: number;
  cell(row: SubmissionRow, answers: RowAnswers): ReportCell;
  /**
   * The cell as CSV text (quoted and neutralized), the same text as `csvText(cell(…))` by a faster
   * way (memoized per stored answer, no cell object); absent: `cell` is used.
   */
  csv?(row: SubmissionRow, answers: RowAnswers): string;
  /**
   * The cell's sheet XML after its reference (`xlsxCell` of the cell less its `<c r="A2"`; '' for
   * an empty cell) by a faster way, memoized per stored answer; absent: `cell` is used.
   */
  xlsxAfterRef?(row: SubmissionRow, answers: RowAnswers): string;
}

/** What `xlsxCell` writes before a cell's reference; the rest of its XML does not depend on the reference. */
const XLSX_REF_MARK = '\u0000';
const XLSX_CELL_HEAD = `<c r="${XLSX_REF_MARK}"`;

/** `xlsxCell(ref, cell)` less its `<c r="ref"` head ('' for an empty cell), to be written after `<c r="` and a reference. */
function xlsxAfterRef(cell: ReportCell): string {
  const xml = xlsxCell(XLSX_REF_MARK, cell);
  if (xml === '') return '';
  if (!xml.startsWith(XLSX_CELL_HEAD)) throw new Error('xlsxCell no longer starts with the cell reference');
  return xml.slice(XLSX_CELL_HEAD.length - 1);
}

/** A cell as CSV text: text quoted and neutralized (csvField), dates, numbers and amounts as cellText writes them. */
function csvText(cell: ReportCell): string {
  return cell === null ? '' : typeof cell === 'string' ? csvField(cell) : cellText(cell);
}

/** Distinct keys a column's memo keeps at most, and the lookups after which a column whose answers rarely repeat stops memoizing. */
const MEMO_LIMIT = 4096;
export const MEMO_TRIAL = 2048;
/**
 * Field types whose answers usually repeat from one submission to the next (chosen among a few,
 * numbers such as ages or quantities, or dates): their CSV texts are memoized (a column whose
 * answers do not repeat gives up after MEMO_TRIAL, see `memoized`).
 */
const REPEATING_TYPES: ReadonlySet<string> = new Set(['Select', 'OptionList', 'PaymentOptionList', 'PaymentChoiceList', 'CheckBox', 'Toggle', 'Acknowledgment', 'YesNo', 'Rating', 'Numeric', 'Date', 'Datetime', 'Birthdate']);
/**
 * Calendar days: a form's birthdates or session dates are a few thousand distinct days, each met
 * many times in a large report but too many for MEMO_LIMIT and too spread for the trial. A
 * century is ~36,500 days: their memo keeps that many and never gives up.
 */
const DAY_TYPES: ReadonlySet<string> = new Set(['Date', 'Birthdate']);
const DAY_MEMO_LIMIT = 40_000;

/**
 * A string that holds its own characters: a key or text sliced out of a row's text would keep the
 * whole row's text alive for as long as the memo holds it (V8 slices point into their parent).
 */
const ownCopy = (text: string): string => (' ' + text).slice(1);

/**
 * `format` memoized by its key (a stored answer's text, a status): a form's option, check box,
 * date or rating answers repeat from one submission to the next. A column whose answers mostly
 * differ (names, e-mails) gives up memoizing after MEMO_TRIAL lookups (unless `keep`); the memo
 * holds at most `limit` keys.
 */
export function memoized(format: (key: string) => string, { limit = MEMO_LIMIT, keep = false }: { limit?: number; keep?: boolean } = {}): (key: string) => string {
  let memo: Map<string, string> | null = new Map<string, string>();
  let lookups = 0;
  let misses = 0;
  return (key) => {
    if (memo === null) return format(key);
    lookups += 1;
    let text = memo.get(key);
    if (text === undefined) {
      text = format(key);
      misses += 1;
      if (memo.size < limit) memo.set(ownCopy(key), ownCopy(text));
    }
    // Fewer than half the lookups found their text: the answers do not repeat enough.
    if (lookups === MEMO_TRIAL && misses > MEMO_TRIAL / 2 && !keep) memo = null;
    return text;
  };
}

function asObject<T>(value: unknown): T | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as T) : null;
}

const toCents = (text: string | null | undefined): number | null => {
  if (text === null || text === undefined || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};
const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A charge of the stored payment as paymentMoney reads it: totals as numbers, a total that is no number or numeric text as none. */
function moneyLine(charge: unknown): MoneyLine {
  const { status, total, refundedTotal } = asObject<{ status?: unknown; total?: unknown; refundedTotal?: unknown }>(charge) ?? {};
  const amount = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? toCents(String(value)) : null);
  return { status: typeof status === 'string' ? status : null, total: amount(total), refundedTotal: amount(refundedTotal) };
}

/**
 * The money of a row (shared/core `paymentMoney`, the rule the submission detail shows) from the
 * parts SQL reads: the first CHARGES_READ charges' status, total and refunded total as text
 * (`->>`), the whole list (JSON) beyond that or on the reference path; null without a payment.
 * `lines` is reused from row to row (the fast path allocates nothing but the result).
 */
function moneyOfRow(row: SubmissionRow, lines: [MoneyLine, MoneyLine]): PaymentMoney | null {
  const status = row[PAY_STATUS];
  if (status === null) return null;
  const count = row[CHARGES] === null ? 0 : Number(row[CHARGES]);
  const coupon = { discountTotal: toCents(row[COUPON_DISCOUNT]) };
  const payment: MoneyPayment = {
    status,
    total: toCents(row[PAY_TOTAL]),
    modeDiscountTotal: toCents(row[MODE_DISCOUNT_TOTAL]),
    modeDefinition: row[MODE_DISCOUNT] === null ? null : { discount: asObject<Discount>(parseJson(row[MODE_DISCOUNT])) },
  };
  if (count > CHARGES_READ || row[PAY_DETAILS] !== null) {
    const charges = parseJson(row[PAY_DETAILS]);
    payment.paymentDetails = Array.isArray(charges) ? charges.map(moneyLine) : [];
    return paymentMoney(payment, coupon);
  }
  const [first, second] = lines;
  first.status = row[CHARGE1_STATUS];
  first.total = toCents(row[CHARGE1_TOTAL]);
  first.refundedTotal = toCents(row[CHARGE1_REFUNDED]);
  second.status = row[CHARGE2_STATUS];
  second.total = toCents(row[CHARGE2_TOTAL]);
  second.refundedTotal = toCents(row[CHARGE2_REFUNDED]);
  payment.paymentDetails = count === 0 ? [] : count === 1 ? [first] : lines;
  return paymentMoney(payment, coupon);
}

function generalColumns(language: Language, currency: Currency, paymentModes: Map<string, string>, toWallClock: (instant: Date) => Date): Column[] {
  const methodLabels = PAYMENT_METHOD_LABELS[language];
  const modeLabels = PAYMENT_MODE_LABELS[language];
  const statusLabels = PAYMENT_STATUS_LABELS[language];
  const label = <K extends string>(labels: Record<K, string>, key: unknown): string | null => {
    if (typeof key !== 'string' || key === '') return null;
    return (labels as Record<string, string | undefined>)[key] ?? key;
  };
  // cellText(moneyCell(cents)) without the cell object.
  const moneyCsv = (cents: number | null): string => (cents !== null && Number.isFinite(cents) ? (cents / 100).toFixed(2) : '');
  // The money columns read one computation per row: the last row's, known by its id.
  const lines: [MoneyLine, MoneyLine] = [
    { status: null, total: null, refundedTotal: null },
    { status: null, total: null, refundedTotal: null },
  ];
  let moneyRowId: string | null = null;
  let money: PaymentMoney | null = null;
  const moneyOf = (row: SubmissionRow): PaymentMoney | null => {
    if (row[ID] !== moneyRowId) {
      money = moneyOfRow(row, lines);
      moneyRowId = row[ID];
    }
    return money;
  };
  // Amounts repeat from row to row (prices, discounts, 0): each one's CSV text and sheet XML is made once.
  const amountMemo = <T,>(format: (cents: number | null) => T) => {
    const memo = new Map<number, T>();
    const none = format(null);
    return (cents: number | null): T => {
      if (cents === null) return none;
      let text = memo.get(cents);
      if (text === undefined) {
        text = format(cents);
        if (memo.size < MEMO_LIMIT) memo.set(cents, text);
      }
      return text;
    };
  };
  const amountCsv = amountMemo(moneyCsv);
  const amountXlsx = amountMemo((cents) => xlsxAfterRef(moneyCell(cents)));
  const moneyColumn = (figure: keyof PaymentMoney): Omit<Column, 'header'> => ({
    width: 14,
    cell: (row) => moneyCell(moneyOf(row)?.[figure] ?? null),
    csv: (row) => amountCsv(moneyOf(row)?.[figure] ?? null),
    xlsxAfterRef: (row) => amountXlsx(moneyOf(row)?.[figure] ?? null),
  });
  const statusCell = (status: string | null) => (status === null ? null : (label(statusLabels, normalizePaymentStatus(status)) ?? status));
  const statusCsv = memoized((status) => csvText(statusCell(status)));
  const methodCsv = memoized((method) => csvText(label(methodLabels, method)));
  // The date of the row before and its CSV text: rows come in date order, often within the same minute.
  let lastMinute = NaN;
  let lastDateCsv = '';
  const dateCell = (row: SubmissionRow) => ({ date: toWallClock(new Date(Number(row[DATE_MS]))), withTime: true });
  const cells: Record<ReportGeneralColumn, Omit<Column, 'header'>> = {
    // A uuid's text never needs quoting nor starts like a formula (hex digits and hyphens, a digit or letter first).
    SubmissionId: { width: 38, cell: (row) => row[ID], csv: (row) => row[ID] },
    SubmissionDate: {
      width: 18,
      cell: dateCell,
      csv: (row) => {
        const cell = dateCell(row);
        const minute = Math.floor(cell.date.getTime() / 60_000);
        if (minute !== lastMinute) {
          lastDateCsv = cellText(cell);
          lastMinute = minute;
        }
        return lastDateCsv;
      },
    },
    TotalPaid: moneyColumn('charged'),
    Refunded: moneyColumn('refunded'),
    NetPaid: moneyColumn('net'),
    Discount: { width: 14, cell: (row) => moneyCell(toCents(row[COUPON_DISCOUNT])), csv: (row) => moneyCsv(toCents(row[COUPON_DISCOUNT])) },
    DiscountCode: { width: 16, cell: (row) => row[COUPON_CODE] || null },
    ModeDiscount: moneyColumn('modeDiscount'),
    PaymentMethod: { width: 16, cell: (row) => label(methodLabels, row[PAY_METHOD]), csv: (row) => (row[PAY_METHOD] === null ? '' : methodCsv(row[PAY_METHOD])) },
    PaymentMode: {
      width: 22,
      cell: (row) => {
        const mode = row[PAYMENT_MODE];
        return label(modeLabels, row[PAY_MODE] ?? (mode ? paymentModes.get(mode) : undefined));
      },
    },
    PaymentStatus: {
      width: 18,
      cell: (row) => statusCell(row[PAY_STATUS]),
      csv: (row) => (row[PAY_STATUS] === null ? '' : statusCsv(row[PAY_STATUS])),
    },
  };
  return REPORT_GENERAL_COLUMNS.map((column) => ({ header: generalColumnHeader(column, language, currency), ...cells[column] }));
}

/** The value of `fieldId` in copy `copy` of a repeatable section: from the section's list (slot `sectionSlot`), or its `{fieldId}@{copy}` answer (slot `copySlot`). */
function copyValue(answers: RowAnswers, sectionSlot: number, fieldId: string, copy: number, copySlot: number): unknown {
  const rows = answers.at(sectionSlot);
  if (Array.isArray(rows)) {
    const row = asObject<Record<string, unknown>>(rows[copy - 1]);
    if (row && fieldId in row) return row[fieldId];
  }
  return answers.at(copySlot);
}

export interface ReportSource {
  formId: string;
  content: FormContent;
  currency: Currency;
  /** The form's payment modes (id → kind), for submissions that only name their mode. */
  paymentModes: Map<string, string>;
}

export interface GenerateReportOptions {
  report: { culture: Language; content: ReportContent };
  format: ReportFormat;
  /** IANA zone the submission dates are shown in; UTC by default. */
  timeZone?: string;
  out: Writable;
  /** Called after each page with the rows written so far. */
  onProgress?: (done: number) => void;
  /** Stops between pages (the client went away). */
  signal?: AbortSignal;
  /**
   * The plain path (tests): every cell formatted from its cell value, and every payment's charges
   * read from their JSON, without the memoized CSV texts and the charges read in SQL. The file is
   * the same byte for byte; the tests prove it.
   */
  reference?: boolean;
}

async function rowsOf<T>(db: AppDb, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** How many submissions the form has (the progress total). */
export async function countSubmissions(db: AppDb, formId: string): Promise<number> {
  const [row] = await rowsOf<{ total: number | string }>(db, sql`SELECT count(*)::int AS total FROM submissions WHERE form_id = ${formId}`);
  return Number(row?.total ?? 0);
}

/**
 * The most copies any submission holds of each repeatable section (issue 12: one column per copy
 * up to the most copies found), from each submission's report_answers: a section's answer that is
 * its list of rows counts its rows, a `{fieldId}@{copy}` answer its copy number.
 */
async function maxCopies(db: AppDb, formId: string, sectionIds: Map<string, Set<string>>): Promise<Map<string, number>> {
  const most = new Map<string, number>();
  if (sectionIds.size === 0) return most;
  const fieldSection = new Map<string, string>();
  for (const [sectionId, fieldIds] of sectionIds) for (const fieldId of fieldIds) fieldSection.set(fieldId, sectionId);
  const note = (sectionId: string, copies: number) => {
    if (copies > (most.get(sectionId) ?? 0)) most.set(sectionId, copies);
  };
  await eachRow(db, formId, sql`concat(id, chr(29), report_answers)`, (text) => {
    for (let start = text.indexOf(GS) + 1; start < text.length; ) {
      let end = text.indexOf(US, start);
      if (end < 0) end = text.length;
      const at = text.indexOf(RS, start);
      if (at > start && at < end) {
        const id = text.slice(start, at);
        if (sectionIds.has(id)) {
          const rows = end > at + 1 ? decodeAnswerAt(text, at + 1, end) : undefined;
          if (Array.isArray(rows)) note(id, rows.length);
        } else {
          const copyAt = id.lastIndexOf('@');
          const sectionId = copyAt > 0 ? fieldSection.get(id.slice(0, copyAt)) : undefined;
          const copy = copyAt > 0 ? Number(id.slice(copyAt + 1)) : NaN;
          if (sectionId && Number.isInteger(copy) && copy > 0) note(sectionId, copy);
        }
      }
      start = end + 1;
    }
    return null;
  });
  return most;
}

/**
 * The columns of a report (issue 12): the fixed ones of spec 001 §3, then the checked fields in
 * the report's order with headers in the report's culture. A field of a repeatable section
 * gives one column per copy, `Label (1)`, `Label (2)`, … up to the most copies any submission
 * holds (none when no submission has a copy).
 */
export async function reportColumns(
  db: AppDb,
  source: ReportSource,
  report: GenerateReportOptions['report'],
  timeZone: string,
): Promise<{ columns: Column[]; answerIds: AnswerIds; answers: RowAnswers }> {
  const language = report.culture;
  const chosen = reportColumnFields(source.content, report.content);
  const repeatable = new Map<string, Set<string>>();
  for (const { field, section } of chosen) {
    if (!section.multiple) continue;
    const ids = repeatable.get(section.id) ?? new Set<string>();
    ids.add(field.id);
    repeatable.set(section.id, ids);
  }
  const copies = await maxCopies(db, source.formId, repeatable);
  const answerIds: AnswerIds = {
    ids: [...chosen.filter(({ section }) => !section.multiple).map(({ field }) => field.id), ...repeatable.keys()],
    copyFieldIds: [...repeatable.values()].flatMap((ids) => [...ids]),
    fieldCount: source.content.steps.reduce((steps, step) => steps + step.sections.reduce((count, section) => count + section.fields.length, 0), 0),
  };
  const columns = generalColumns(language, source.currency, source.paymentModes, wallClock(timeZone));
  const answers = new RowAnswers();
  for (const { field, section } of chosen) {
    const format = cellFormatter(field, language);
    const header = localizedValue(field.text, language) || field.id;
    const width = Math.min(40, Math.max(12, header.length + 2));
    if (!section.multiple) {
      const slot = answers.slot(field.id);
      const cell = (_row: SubmissionRow, row: RowAnswers) => format(row.at(slot));
      if (!REPEATING_TYPES.has(field.type)) {
        columns.push({ header, width, cell });
        continue;
      }
      // Answers that repeat (options, yes / no, ratings, dates): the CSV text of an answer depends on
      // its stored text alone, memoized by it (no decoding, option lookup, date parsing or quoting per row).
      const emptyCsv = csvText(format(undefined));
      const policy = DAY_TYPES.has(field.type) ? { limit: DAY_MEMO_LIMIT, keep: true } : {};
      const csvOf = memoized((stored) => csvText(format(stored === '' ? undefined : decodeAnswerText(stored))), policy);
      const emptyXlsx = xlsxAfterRef(format(undefined));
      const xlsxOf = memoized((stored) => xlsxAfterRef(format(stored === '' ? undefined : decodeAnswerText(stored))), policy);
      columns.push({
        header,
        width,
        cell,
        csv: (_row, row) => {
          const stored = row.raw(slot);
          return stored === undefined ? emptyCsv : csvOf(stored);
        },
        xlsxAfterRef: (_row, row) => {
          const stored = row.raw(slot);
          return stored === undefined ? emptyXlsx : xlsxOf(stored);
        },
      });
      continue;
    }
    for (let copy = 1; copy <= (copies.get(section.id) ?? 0); copy += 1) {
      const [sectionSlot, copySlot] = [answers.slot(section.id), answers.slot(`${field.id}@${copy}`)];
      columns.push({ header: `${header} (${copy})`, width, cell: (_row, row) => format(copyValue(row, sectionSlot, field.id, copy, copySlot)) });
    }
  }
  return { columns, answerIds, answers };
}

/** Fields of a form above which a report of under a third of them filters its answers in SQL. */
const FILTER_ABOVE = 100;

/** Whether a report reading `wanted` answers of a form of `fieldCount` fields filters them in SQL (else reads report_answers). */
export const filtersAnswersInSql = (fieldCount: number, wanted: number): boolean => fieldCount > FILTER_ABOVE && wanted * 3 < fieldCount;

/** The answers a report reads: entries by id, and copies `{fieldId}@{n}` of the given fields. */
interface AnswerIds {
  ids: string[];
  copyFieldIds: string[];
  /** How many fields the form has (about how many answers a submission holds). */
  fieldCount: number;
}

/**
 * The SQL of a row's answers, `id RS value` joined by US. When the report reads a good part of
 * the form, the submission's `report_answers` (the same text of all its answers, kept by
 * PostgreSQL on every write: migration 0015): nothing to take out of the jsonb per report. A
 * report of a few fields of a large form filters the answers by id in a subquery instead, so
 * only those leave PostgreSQL (a subquery per row: for 7 fields of 20 it cost PostgreSQL 1.1 s
 * of 100,000 submissions where skipping the others here costs little).
 */
function answersSql(answerIds: AnswerIds) {
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
function rowText(answers: ReturnType<typeof answersSql>, reference: boolean) {
  // The whole list of charges is sent when longer than what moneyOfRow reads (the reference path: always).
  const detailsAbove = reference ? -1 : CHARGES_READ;
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
          part(`CASE WHEN jsonb_typeof(payment->'paymentDetails') = 'array' AND jsonb_array_length(payment->'paymentDetails') > ${detailsAbove} THEN (payment->'paymentDetails')::text END`),
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
          part(`CASE WHEN NOT payment ? 'modeDiscountTotal' THEN (payment->'modeDefinition'->'discount')::text END`),
        ].join(',\n      '),
      )},
      ${answers})`;
}

/**
 * The form's submissions oldest first as `row`, one text each that starts with the id and GS:
 * all of them (PostgreSQL: streamed, see streamRows), or one keyset page after `afterId` (PGlite).
 * Only what the columns read leaves the database: moving whole `fields` and `payment` documents
 * out of PGlite cost more than all the rest.
 */
function rowsQuery(formId: string, row: SQL, page?: { afterId: string | null }) {
  if (!page) return sql`SELECT ${row} AS row FROM submissions WHERE form_id = ${formId} ORDER BY date, id`;
  // The keyset's date is looked up by the last row's id (one primary-key read a page), rather than
  // sent with every row as text.
  const keyset = page.afterId ? sql`AND (date, id) > ((SELECT s.date FROM submissions s WHERE s.id = ${page.afterId}::uuid), ${page.afterId}::uuid)` : sql``;
  return sql`SELECT ${row} AS row FROM submissions WHERE form_id = ${formId} ${keyset} ORDER BY date, id LIMIT ${REPORT_PAGE_SIZE}`;
}

/** The submission id a row's text starts with (before its first GS). */
function idOfRow(text: string): string {
  const end = text.indexOf(GS);
  if (end < 0) throw new Error('a report row does not start with its id and GS');
  return text.slice(0, end);
}

/**
 * Hands each submission of the form, oldest first, to `onRow` as its one text (`row`, which
 * starts with the id and GS); a promise from `onRow` is waited for before more rows come. On
 * PostgreSQL one streamed query (streamRows); on PGlite (one connection, in the process) keyset
 * pages of REPORT_PAGE_SIZE, the next asked for while the current one is handed over.
 */
async function eachRow(db: AppDb, formId: string, row: SQL, onRow: (text: string) => Promise<void> | null): Promise<void> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof Pool) return streamRows(client, rowsQuery(formId, row), (texts) => onRow(texts[0]));
  const fetchPage = (afterId: string | null) => pageRows(client as PGlite, rowsQuery(formId, row, { afterId }));
  let next: Promise<RowText[]> | null = fetchPage(null);
  try {
    while (next) {
      const page: RowText[] = await next;
      const last = page[page.length - 1]?.[0];
      next = last !== undefined && page.length === REPORT_PAGE_SIZE ? fetchPage(idOfRow(last)) : null;
      for (const [text] of page) {
        const wait = onRow(text);
        if (wait) await wait;
      }
    }
  } finally {
    // A page asked for in advance and never read must not end as an unhandled rejection.
    next?.catch(() => undefined);
  }
}

const dialect = new PgDialect();
/** pg's type parsers, all replaced by the text as PostgreSQL sent it (each row is one text, see rowText). */
const TEXT_TYPES = { getTypeParser: () => (text: string) => text };

/** A named statement per SQL text: each pooled connection parses and plans it once. */
const statementName = (text: string) => `fo-report-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * A page's rows on PGlite as arrays of their one text, straight from the driver: no row objects.
 * PostgreSQL goes through streamRows.
 */
async function pageRows(client: PGlite, query: SQL): Promise<RowText[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query<RowText>(text, params, { rowMode: 'array' })).rows;
}

/**
 * Runs one query on a pooled PostgreSQL connection and hands each row (an array of its one text, no
 * type parsing) to `onRow` as it arrives: no pages, no round trip per page, PostgreSQL produces
 * the rows while they are written. When `onRow` answers a promise (the response is full), the
 * connection's socket is paused until it settles, so TCP holds PostgreSQL back (back-pressure);
 * rows already received are still handed over. A throw or a rejection ends the connection (the
 * query stops there) and rejects; the pool replaces the connection.
 */
async function streamRows(pool: Pool, query: SQL, onRow: (row: RowText) => Promise<void> | null): Promise<void> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
  let failure: Error | null = null;
  // The ended connection's own error (after a failure) is reported through the query.
  const ignore = () => undefined;
  client.on('error', ignore);
  let committed = false;
  try {
    // The planner would read, project and sort every row before sending the first (a whole-table
    // sort, spilled to disk at 100,000 rows), so PostgreSQL and this process took turns instead of
    // working side by side. Without sorts it walks submissions_form_date_id, already in (date, id)
    // order, and the first row leaves at once. No JIT: compiling for one scan costs more than it saves.
    await client.query('BEGIN READ ONLY; SET LOCAL enable_sort = off; SET LOCAL jit = off');
    await new Promise<void>((resolve, reject) => {
      // Once the query has ended, the connection goes back to the pool: flowing, and never destroyed
      // from here (a wait that fails after the end is the writer's to report, see generateReport).
      let finished = false;
      const fail = (error: unknown) => {
        if (failure || finished) return;
        failure = error instanceof Error ? error : new Error(String(error));
        socket.destroy();
      };
      let waits = 0;
      const resumed = () => {
        waits -= 1;
        if (waits === 0 && !failure && !finished) socket.resume();
      };
      // The last rows and the end can come in the chunk read before a pause: the socket is resumed
      // before the connection is released, even when a wait is still pending.
      const end = () => {
        finished = true;
        if (!failure) socket.resume();
      };
      // rowMode is a Query option the types of pg leave out of QueryConfig.
      const config = { name: statementName(text), text, values: params, rowMode: 'array', types: TEXT_TYPES };
      const rows = new Query(config as unknown as QueryConfig);
      rows.on('row', (row: RowText) => {
        if (failure) return;
        try {
          const wait = onRow(row);
          if (!wait) return;
          waits += 1;
          if (waits === 1) socket.pause();
          wait.then(resumed, fail);
        } catch (error) {
          fail(error);
        }
      });
      rows.on('error', (error: Error) => {
        end();
        reject(failure ?? error);
      });
      rows.on('end', () => {
        end();
        if (failure) reject(failure);
        else resolve();
      });
      void client.query(rows);
    });
    await client.query('COMMIT');
    committed = true;
  } finally {
    client.removeListener('error', ignore);
    // A connection left inside the transaction (a failed query or stream) is not reused.
    client.release(committed ? undefined : (failure ?? new Error('report stream ended before its commit')));
  }
}

/**
 * Text handed to the writer at a time: rows are turned into bytes every few hundred rows, so
 * their strings die young (a page's worth of cell strings kept until the page is written
 * would outlive the young generation and cost the garbage collector far more).
 */
const CHUNK_CHARS = 256 * 1024;
/** Bytes the response (and the compressor) may hold before the rows wait for them: a window, so writing and producing overlap. */
const WRITE_WINDOW = 1024 * 1024;

/** Where the rows go: the XML or CSV text of each row, written in chunks, with back-pressure. */
interface RowSink {
  /** The text of one row. */
  row(columns: Column[], submission: SubmissionRow, answers: RowAnswers): string;
  /** Hands rows' texts over at once (the array is the caller's again afterwards). */
  push(rows: string[]): void;
  /** A promise when what was pushed fills the window (wait for it before producing more), else null. */
  room(): Promise<void> | null;
  /** Resolves when what was pushed is written and the response can take more. */
  settle(): Promise<void>;
  finish(): Promise<void>;
  /** Frees what the writer holds when the generation stops early. */
  abandon(): void;
}

function csvSink(columns: Column[], out: Writable, reference: boolean): RowSink {
  out.write(`\ufeff${columns.map((column) => csvField(column.header)).join(',')}\r\n`);
  // The cells of the row being built, joined once (a flat string: `+=` would build a rope of
  // tens of thousands of pieces per chunk for the encoder to flatten, and garbage per piece).
  const cells: string[] = new Array<string>(columns.length).fill('');
  return {
    row(all, submission, answers) {
      for (let index = 0; index < all.length; index += 1) {
        const column = all[index]!;
        if (column.csv !== undefined && !reference) {
          cells[index] = column.csv(submission, answers);
          continue;
        }
        cells[index] = csvText(column.cell(submission, answers));
      }
      return cells.join(',');
    },
    push(rows) {
      rows.push('');
      out.write(rows.join('\r\n'));
    },
    room: () => (out.writableLength >= WRITE_WINDOW ? drained(out) : null),
    settle: () => drained(out),
    finish: async () => {
      out.end();
      await Promise.resolve();
    },
    abandon: () => undefined,
  };
}

async function xlsxSink(columns: Column[], out: Writable, name: string, reference: boolean): Promise<RowSink> {
  const sheet = await XlsxSheetWriter.open(out, { sheetName: name, columns });
  const letters = columns.map((_column, index) => xlsxColumnName(index));
  const cellXml = xlsxCell;
  // The row's pieces, joined once (see csvSink): `<row>`, the cells, `</row>`.
  const pieces: string[] = new Array<string>(columns.length + 2).fill('');
  pieces[columns.length + 1] = '</row>';
  return {
    row(all, submission, answers) {
      const number = sheet.nextRow();
      pieces[0] = `<row r="${number}">`;
      for (let index = 0; index < all.length; index += 1) {
        const column = all[index]!;
        if (column.xlsxAfterRef !== undefined && !reference) {
          const rest = column.xlsxAfterRef(submission, answers);
          pieces[index + 1] = rest === '' ? '' : `<c r="${letters[index]!}${number}${rest}`;
        } else pieces[index + 1] = cellXml(letters[index]! + number, column.cell(submission, answers));
      }
      return pieces.join('');
    },
    push: (rows) => sheet.push(rows.join('')),
    room: () => (sheet.backlog() + out.writableLength >= WRITE_WINDOW ? sheet.settle() : null),
    settle: () => sheet.settle(),
    finish: () => sheet.close(),
    abandon: () => sheet.destroy(),
  };
}


/**
 * Writes the report of a form's submissions to `out`, XLSX (a hand-written streaming writer:
 * rows straight to sheet XML, deflated into the ZIP as they come) or CSV (UTF-8 with a byte order
 * mark, CRLF), reading the submissions oldest first as they come (eachRow: one streamed query on
 * PostgreSQL, keyset pages on PGlite), so memory stays flat whatever their number.
 * Resolves with the number of rows written; `out` is ended.
 */
export async function generateReport(db: AppDb, source: ReportSource, options: GenerateReportOptions): Promise<number> {
  const { columns, answerIds, answers: rowAnswers } = await reportColumns(db, source, options.report, options.timeZone ?? 'UTC');
  const sink = options.format === 'csv' ? csvSink(columns, options.out, options.reference === true) : await xlsxSink(columns, options.out, options.report.content.name, options.reference === true);
  const answers = answersSql(answerIds);
  let written = 0;
  // The rows of the chunk being built and their length in characters.
  const rows: string[] = [];
  let chars = 0;
  // One row: its text joins the chunk; a full chunk is handed over (a promise when the window is full);
  // progress and the client's leaving are looked at every REPORT_PAGE_SIZE rows.
  // One array serves every row (a row is written before the next is read).
  const submission = new Array<string | null>(ROW_PARTS).fill(null) as SubmissionRow;
  const add = (text: string): Promise<void> | null => {
    const answersFrom = readRow(text, submission);
    const line = sink.row(columns, submission, rowAnswers.load(text, answersFrom));
    rows.push(line);
    chars += line.length;
    written += 1;
    let wait: Promise<void> | null = null;
    if (chars >= CHUNK_CHARS) {
      sink.push(rows);
      rows.length = 0;
      chars = 0;
      wait = sink.room();
    }
    if (written % REPORT_PAGE_SIZE === 0) {
      options.onProgress?.(written);
      options.signal?.throwIfAborted();
    }
    return wait;
  };
  try {
    options.signal?.throwIfAborted();
    await eachRow(db, source.formId, rowText(answers, options.reference === true), add);
    if (rows.length > 0) sink.push(rows);
    rows.length = 0;
    await sink.settle();
    if (written % REPORT_PAGE_SIZE !== 0) options.onProgress?.(written);
    await sink.finish();
  } catch (error) {
    sink.abandon();
    throw error;
  }
  return written;
}
