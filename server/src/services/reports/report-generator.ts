import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Currency, Field, FormContent, Language, ReportCell, ReportContent, ReportFormat, ReportGeneralColumn } from '@front-office/shared/core';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  REPORT_GENERAL_COLUMNS,
  cellFormatter,
  cellText,
  csvField,
  decodeSubmissionValue,
  generalColumnHeader,
  isReportDate,
  isReportMoney,
  localizedValue,
  moneyCell,
  neutralizeCell,
  normalizePaymentStatus,
  reportColumnFields,
} from '@front-office/shared/core';
import type { AppDb } from '../../db/client';
import { wallClock } from './time-zone';

/** Rows read per keyset page: PGlite runs one connection, so each query stays short. */
export const REPORT_PAGE_SIZE = 2000;

/** A submission row as generation reads it: only what the columns need, extracted in SQL. */
interface SubmissionRow {
  id: string;
  date: Date | string;
  cursor: string;
  payment_mode: string | null;
  pay_method: string | null;
  pay_status: string | null;
  pay_mode: string | null;
  pay_total: string | null;
  /** Each charge as `status US total`, charges joined by RS. */
  pay_details: string | null;
  coupon_code: string | null;
  coupon_discount: string | null;
  /** The answers the columns read, each `id RS value` (value: JSON text of `{ value }`), joined by US. */
  answers: string | null;
}

// ASCII record and unit separators: JSON text escapes control characters, so they never occur
// inside a stored answer and can delimit the answers PostgreSQL hands over in one text.
const RS = '\u001e';
const US = '\u001f';

/** The answers of one row, decoded on demand (each answer is JSON text of `{ value }`). */
class RowAnswers {
  private readonly raw = new Map<string, string>();
  private readonly decoded = new Map<string, unknown>();

  constructor(answers: string | null) {
    if (!answers) return;
    for (const entry of answers.split(US)) {
      const at = entry.indexOf(RS);
      if (at > 0) this.raw.set(entry.slice(0, at), entry.slice(at + 1));
    }
  }

  get(id: string): unknown {
    if (this.decoded.has(id)) return this.decoded.get(id);
    const text = this.raw.get(id);
    const value = text === undefined ? undefined : decodeSubmissionValue(text);
    this.decoded.set(id, value);
    return value;
  }
}


/** One column of the file: its header, the spreadsheet number format, and how a row fills it. */
interface Column {
  header: string;
  numFmt?: string;
  width: number;
  cell(row: SubmissionRow, answers: RowAnswers): ReportCell;
}

const DATE_FORMAT = 'dd-mm-yyyy';
const DATE_TIME_FORMAT = 'dd-mm-yyyy hh:mm';
const MONEY_FORMAT = '"$"#,##0.00';

function asObject<T>(value: unknown): T | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as T) : null;
}

const toCents = (text: string | null | undefined): number | null => {
  if (text === null || text === undefined || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};
const succeeded = (status: string | null | undefined) => typeof status === 'string' && normalizePaymentStatus(status) === 'succeeded';

/**
 * What was paid, in cents: the succeeded charges of the payment (a refunded or failed charge
 * paid nothing); a payment without charges counts its total once it succeeded; no payment, null.
 */
export function paidCents(payment: { status: string | null; total: string | null; details: string | null } | null): number | null {
  if (!payment || payment.status === null) return null;
  if (!payment.details) return succeeded(payment.status) ? (toCents(payment.total) ?? 0) : 0;
  let sum = 0;
  for (const charge of payment.details.split(RS)) {
    const [status, total] = charge.split(US);
    if (succeeded(status)) sum += toCents(total) ?? 0;
  }
  return sum;
}

function generalColumns(language: Language, currency: Currency, paymentModes: Map<string, string>, toWallClock: (instant: Date) => Date): Column[] {
  const methodLabels = PAYMENT_METHOD_LABELS[language];
  const modeLabels = PAYMENT_MODE_LABELS[language];
  const statusLabels = PAYMENT_STATUS_LABELS[language];
  const label = <K extends string>(labels: Record<K, string>, key: unknown): string | null => {
    if (typeof key !== 'string' || key === '') return null;
    return (labels as Record<string, string | undefined>)[key] ?? key;
  };
  const cells: Record<ReportGeneralColumn, Pick<Column, 'cell' | 'numFmt' | 'width'>> = {
    SubmissionId: { width: 38, cell: (row) => row.id },
    SubmissionDate: { width: 18, numFmt: DATE_TIME_FORMAT, cell: (row) => ({ date: toWallClock(new Date(row.date)), withTime: true }) },
    TotalPaid: {
      width: 14,
      numFmt: MONEY_FORMAT,
      cell: (row) => moneyCell(paidCents(row.pay_status === null ? null : { status: row.pay_status, total: row.pay_total, details: row.pay_details })),
    },
    Discount: { width: 14, numFmt: MONEY_FORMAT, cell: (row) => moneyCell(toCents(row.coupon_discount)) },
    DiscountCode: { width: 16, cell: (row) => (row.coupon_code ? row.coupon_code : null) },
    PaymentMethod: { width: 16, cell: (row) => label(methodLabels, row.pay_method) },
    PaymentMode: { width: 22, cell: (row) => label(modeLabels, row.pay_mode ?? (row.payment_mode ? paymentModes.get(row.payment_mode) : undefined)) },
    PaymentStatus: { width: 18, cell: (row) => (row.pay_status === null ? null : (label(statusLabels, normalizePaymentStatus(row.pay_status)) ?? row.pay_status)) },
  };
  return REPORT_GENERAL_COLUMNS.map((column) => ({ header: generalColumnHeader(column, language, currency), ...cells[column] }));
}

function fieldNumFmt(field: Field): string | undefined {
  if (field.type === 'Date' || field.type === 'Birthdate') return DATE_FORMAT;
  if (field.type === 'Datetime') return DATE_TIME_FORMAT;
  return undefined;
}

/** The value of `fieldId` in copy `copy` of a repeatable section: from the section's list, or a `{fieldId}@{copy}` answer. */
function copyValue(answers: RowAnswers, sectionId: string, fieldId: string, copy: number): unknown {
  const rows = answers.get(sectionId);
  if (Array.isArray(rows)) {
    const row = asObject<Record<string, unknown>>(rows[copy - 1]);
    if (row && fieldId in row) return row[fieldId];
  }
  return answers.get(`${fieldId}@${copy}`);
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
 * The most copies any submission holds of each repeatable section, read in keyset pages of the
 * section answers only (issue 12: one column per copy up to the most copies found).
 */
async function maxCopies(db: AppDb, formId: string, sectionIds: Map<string, Set<string>>): Promise<Map<string, number>> {
  const most = new Map<string, number>();
  if (sectionIds.size === 0) return most;
  const fieldSection = new Map<string, string>();
  for (const [sectionId, fieldIds] of sectionIds) for (const fieldId of fieldIds) fieldSection.set(fieldId, sectionId);
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const keyset = after ? sql`AND (date, id) > (${after.cursor}::timestamptz, ${after.id}::uuid)` : sql``;
    const rows: { id: string; cursor: string; fields: unknown }[] = await rowsOf<{ id: string; cursor: string; fields: unknown }>(
      db,
      sql`SELECT id, date::text AS cursor, fields FROM submissions WHERE form_id = ${formId} ${keyset} ORDER BY date, id LIMIT ${REPORT_PAGE_SIZE}`,
    );
    for (const row of rows) {
      if (!Array.isArray(row.fields)) continue;
      for (const entry of row.fields as { id?: unknown; value?: unknown }[]) {
        if (typeof entry.id !== 'string') continue;
        if (sectionIds.has(entry.id)) {
          const value = typeof entry.value === 'string' ? decodeSubmissionValue(entry.value) : entry.value;
          if (Array.isArray(value)) most.set(entry.id, Math.max(most.get(entry.id) ?? 0, value.length));
          continue;
        }
        const at = entry.id.lastIndexOf('@');
        const sectionId = at > 0 ? fieldSection.get(entry.id.slice(0, at)) : undefined;
        const copy = at > 0 ? Number(entry.id.slice(at + 1)) : NaN;
        if (sectionId && Number.isInteger(copy) && copy > 0) most.set(sectionId, Math.max(most.get(sectionId) ?? 0, copy));
      }
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < REPORT_PAGE_SIZE) return most;
    after = { cursor: last.cursor, id: last.id };
  }
}

/**
 * The columns of a report (issue 12): the fixed ones of spec 001 §3, then the checked fields in
 * the report's order with headers in the report's culture. A field of a repeatable section
 * gives one column per copy, `Label (1)`, `Label (2)`, … up to the most copies any submission
 * holds (none when no submission has a copy).
 */
export async function reportColumns(db: AppDb, source: ReportSource, report: GenerateReportOptions['report'], timeZone: string): Promise<{ columns: Column[]; answerIds: AnswerIds }> {
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
  };
  const columns = generalColumns(language, source.currency, source.paymentModes, wallClock(timeZone));
  for (const { field, section } of chosen) {
    const format = cellFormatter(field, language);
    const header = localizedValue(field.text, language) || field.id;
    const numFmt = fieldNumFmt(field);
    const width = Math.min(40, Math.max(12, header.length + 2));
    if (!section.multiple) {
      columns.push({ header, numFmt, width, cell: (_row, answers) => format(answers.get(field.id)) });
      continue;
    }
    for (let copy = 1; copy <= (copies.get(section.id) ?? 0); copy += 1) {
      columns.push({ header: `${header} (${copy})`, numFmt, width, cell: (_row, answers) => format(copyValue(answers, section.id, field.id, copy)) });
    }
  }
  return { columns, answerIds };
}

/** The answers a report reads: entries by id, and copies `{fieldId}@{n}` of the given fields. */
interface AnswerIds {
  ids: string[];
  copyFieldIds: string[];
}

/**
 * One keyset page of submissions with only what the columns read, extracted by PostgreSQL:
 * moving whole `fields` and `payment` documents out of PGlite cost more than all the rest.
 */
function pageQuery(formId: string, answerIds: AnswerIds, after: { cursor: string; id: string } | null) {
  const keyset = after ? sql`AND (date, id) > (${after.cursor}::timestamptz, ${after.id}::uuid)` : sql``;
  const ids = JSON.stringify(answerIds.ids);
  const copyFieldIds = JSON.stringify(answerIds.copyFieldIds);
  const answers =
    answerIds.ids.length + answerIds.copyFieldIds.length === 0
      ? sql`NULL::text`
      : sql`(SELECT string_agg((e->>'id') || chr(30) || coalesce(e->>'value', 'null'), chr(31))
           FROM jsonb_array_elements(CASE WHEN jsonb_typeof(fields) = 'array' THEN fields ELSE '[]'::jsonb END) e
           WHERE e->>'id' IN (SELECT jsonb_array_elements_text(${ids}::jsonb))
              OR (position('@' in e->>'id') > 0 AND split_part(e->>'id', '@', 1) IN (SELECT jsonb_array_elements_text(${copyFieldIds}::jsonb))))`;
  return sql`SELECT id, date, date::text AS cursor, payment_mode,
      payment->>'method' AS pay_method, payment->>'status' AS pay_status, payment->'modeDefinition'->>'mode' AS pay_mode,
      payment->>'total' AS pay_total,
      (SELECT string_agg(coalesce(d->>'status', '') || chr(31) || coalesce(d->>'total', ''), chr(30))
         FROM jsonb_array_elements(CASE WHEN jsonb_typeof(payment->'paymentDetails') = 'array' THEN payment->'paymentDetails' ELSE '[]'::jsonb END) d) AS pay_details,
      coupon->>'code' AS coupon_code, coupon->>'discountTotal' AS coupon_discount,
      ${answers} AS answers
    FROM submissions WHERE form_id = ${formId} ${keyset} ORDER BY date, id LIMIT ${REPORT_PAGE_SIZE}`;
}

/** A cell as exceljs takes it: text neutralized (OWASP), dates as dates, amounts as numbers. */
function xlsxValue(cell: ReportCell): string | number | Date | null {
  if (cell === null || typeof cell === 'number') return cell;
  if (typeof cell === 'string') return neutralizeCell(cell);
  if (isReportMoney(cell)) return cell.money;
  if (isReportDate(cell)) return cell.date;
  return null;
}

function csvValue(cell: ReportCell): string {
  return typeof cell === 'string' ? csvField(cell) : cellText(cell);
}

/** Excel's sheet names: at most 31 characters, none of []:*?/\. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Report';
}

async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}

/**
 * Writes the report of a form's submissions to `out`, XLSX (exceljs's streaming workbook
 * writer) or CSV (UTF-8 with a byte order mark, CRLF), reading the submissions oldest first
 * in keyset pages of REPORT_PAGE_SIZE, so memory stays flat whatever their number.
 * Resolves with the number of rows written; `out` is ended.
 */
export async function generateReport(db: AppDb, source: ReportSource, options: GenerateReportOptions): Promise<number> {
  const { columns, answerIds } = await reportColumns(db, source, options.report, options.timeZone ?? 'UTC');
  const { out } = options;
  let write: (cells: ReportCell[]) => void;
  let finish: () => Promise<void>;
  if (options.format === 'csv') {
    let chunk = `\ufeff${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
    write = (cells) => {
      chunk += `${cells.map(csvValue).join(',')}\r\n`;
    };
    const flush = () => {
      if (chunk) out.write(chunk);
      chunk = '';
    };
    finish = async () => {
      flush();
      out.end();
      await Promise.resolve();
    };
    const pageDone = async () => {
      flush();
      await drained(out);
    };
    return readPages(db, source.formId, columns, answerIds, { write, pageDone, finish }, options);
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(options.report.content.name));
  sheet.columns = columns.map((column) => ({ header: neutralizeCell(column.header), width: column.width }));
  // One style object per number format, shared by every cell of those columns: exceljs caches
  // styles by object identity, and a fresh object per cell (a column style) costs it a
  // JSON.stringify per cell, more than doubling the time of a large report.
  const formats = new Map<string, Partial<ExcelJS.Style>>();
  const noStyle: Partial<ExcelJS.Style> = {};
  const styles = columns.map((column) => {
    if (!column.numFmt) return noStyle;
    const style = formats.get(column.numFmt) ?? { numFmt: column.numFmt };
    formats.set(column.numFmt, style);
    return style;
  });
  write = (cells) => {
    const row = sheet.addRow(cells.map(xlsxValue));
    row.eachCell((cell, columnNumber) => {
      cell.style = styles[columnNumber - 1] ?? noStyle;
    });
    row.commit();
  };
  finish = async () => {
    sheet.commit();
    await workbook.commit();
  };
  return readPages(db, source.formId, columns, answerIds, { write, pageDone: () => drained(out), finish }, options);
}

async function readPages(
  db: AppDb,
  formId: string,
  columns: Column[],
  answerIds: AnswerIds,
  sink: { write: (cells: ReportCell[]) => void; pageDone: () => Promise<void>; finish: () => Promise<void> },
  { onProgress, signal }: Pick<GenerateReportOptions, 'onProgress' | 'signal'>,
): Promise<number> {
  const { write, pageDone, finish } = sink;
  let written = 0;
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    signal?.throwIfAborted();
    const rows: SubmissionRow[] = await rowsOf<SubmissionRow>(db, pageQuery(formId, answerIds, after));
    for (const row of rows) {
      const answers = new RowAnswers(row.answers);
      write(columns.map((column) => column.cell(row, answers)));
    }
    written += rows.length;
    onProgress?.(written);
    await pageDone();
    const last = rows[rows.length - 1];
    if (!last || rows.length < REPORT_PAGE_SIZE) break;
    after = { cursor: last.cursor, id: last.id };
  }
  await finish();
  return written;
}
