// The plain way to a report's cells, for the tests that prove the generator's fast paths (memoized
// texts, one text per row, charges read part by part in SQL, the row reader) write the same file:
// whole submissions read with drizzle, each cell formatted from its stored value by the shared/core
// rules, nothing memoized.
import { asc, eq } from 'drizzle-orm';
import type { ReportCell } from '@front-office/shared/core';
import {
  DISPUTE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  REPORT_GENERAL_COLUMNS,
  XLSX_STYLE,
  cellFormatter,
  cellText,
  csvField,
  decodeAnswerText,
  generalColumnHeader,
  isRecord,
  localizedValue,
  moneyAmount,
  moneyCell,
  normalizePaymentStatus,
  paymentDisputeState,
  reportColumnFields,
  storedMoneyDispute,
  storedPaymentMoney,
  xlsxCell,
  xlsxColumnName,
  xlsxTextCell,
} from '@front-office/shared/core';
import type { AppDb } from '../src/db/client';
import { submissions } from '../src/db/schema';
import type { ReportDefinition, ReportSource } from '../src/services/reports/report-columns';
import { wallClock } from '../src/services/reports/time-zone';

export interface ReferenceReport {
  headers: string[];
  rows: ReportCell[][];
}

/** PostgreSQL's `->>` of the values the fixtures store: text as is, other scalars as their JSON, null and absent as null. */
const jsonText = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value));
const field = (document: unknown, name: string): unknown => (isRecord(document) ? document[name] : undefined);

/** A submission's answers by id as report_answers holds them (migration 0015): the last entry of an id wins, one without a value is none. */
function answersOf(fields: unknown[]): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const entry of fields) {
    const id = jsonText(field(entry, 'id'));
    if (id === null) continue;
    const stored = jsonText(field(entry, 'value'));
    answers.set(id, stored === null || stored === '' ? undefined : decodeAnswerText(stored));
  }
  return answers;
}

/** The report of the source's submissions, oldest first: its headers and each row's cells. */
export async function referenceReport(db: AppDb, source: ReportSource, report: ReportDefinition, timeZone: string): Promise<ReferenceReport> {
  const language = report.culture;
  const stored = await db
    .select({ id: submissions.id, date: submissions.date, fields: submissions.fields, payment: submissions.payment, coupon: submissions.coupon, paymentMode: submissions.paymentMode })
    .from(submissions)
    .where(eq(submissions.formId, source.formId))
    .orderBy(asc(submissions.date), asc(submissions.id));
  const answers = stored.map((submission) => answersOf(submission.fields));
  const chosen = reportColumnFields(source.content, report.content);

  // A repeatable section's fields get one column per copy, up to the most copies of any submission.
  const copies = new Map<string, number>();
  for (const { field: chosenField, section } of chosen) {
    if (!section.multiple) continue;
    for (const row of answers) {
      const list = row.get(section.id);
      let most = Array.isArray(list) ? list.length : 0;
      for (const id of row.keys()) {
        const at = id.lastIndexOf('@');
        const copy = Number(id.slice(at + 1));
        if (at > 0 && id.slice(0, at) === chosenField.id && Number.isInteger(copy) && copy > 0) most = Math.max(most, copy);
      }
      copies.set(section.id, Math.max(copies.get(section.id) ?? 0, most));
    }
  }

  const label = (labels: Record<string, string>, key: string | null): string | null => (key === null || key === '' ? null : (labels[key] ?? key));
  const toWallClock = wallClock(timeZone);
  const modes = source.paymentModes;
  const headers = REPORT_GENERAL_COLUMNS.map((column) => generalColumnHeader(column, language, source.currency));
  const fieldCells: ((row: Map<string, unknown>) => ReportCell)[] = [];
  for (const { field: chosenField, section } of chosen) {
    const format = cellFormatter(chosenField, language);
    const header = localizedValue(chosenField.text, language) || chosenField.id;
    if (!section.multiple) {
      headers.push(header);
      fieldCells.push((row) => format(row.get(chosenField.id)));
      continue;
    }
    for (let copy = 1; copy <= (copies.get(section.id) ?? 0); copy += 1) {
      headers.push(`${header} (${copy})`);
      fieldCells.push((row) => {
        const copyRow: unknown = (row.get(section.id) as unknown[] | undefined)?.[copy - 1];
        return format(isRecord(copyRow) && chosenField.id in copyRow ? copyRow[chosenField.id] : row.get(`${chosenField.id}@${copy}`));
      });
    }
  }

  const rows = stored.map((submission, index): ReportCell[] => {
    const { payment, coupon } = submission;
    const money = storedPaymentMoney(payment, coupon);
    const status = jsonText(field(payment, 'status'));
    const charges = field(payment, 'paymentDetails');
    const dispute = money && Array.isArray(charges) ? paymentDisputeState(charges.map((charge) => ({ dispute: storedMoneyDispute(field(charge, 'dispute')) }))) : null;
    const general: Record<(typeof REPORT_GENERAL_COLUMNS)[number], ReportCell> = {
      SubmissionId: submission.id,
      SubmissionDate: { date: toWallClock(submission.date), withTime: true },
      TotalPaid: moneyCell(money?.charged ?? null),
      Refunded: moneyCell(money?.refunded ?? null),
      Disputed: moneyCell(money?.disputed ?? null),
      DisputeLost: moneyCell(money?.disputeLost ?? null),
      NetPaid: moneyCell(money?.net ?? null),
      Discount: moneyCell(moneyAmount(jsonText(field(coupon, 'discountTotal')))),
      DiscountCode: jsonText(field(coupon, 'code')) || null,
      ModeDiscount: moneyCell(money?.modeDiscount ?? null),
      PaymentMethod: label(PAYMENT_METHOD_LABELS[language], jsonText(field(payment, 'method'))),
      PaymentMode: label(PAYMENT_MODE_LABELS[language], jsonText(field(field(payment, 'modeDefinition'), 'mode')) ?? (submission.paymentMode ? (modes.get(submission.paymentMode) ?? null) : null)),
      PaymentStatus: dispute ? DISPUTE_LABELS[language][dispute] : status === null ? null : (label(PAYMENT_STATUS_LABELS[language], normalizePaymentStatus(status)) ?? status),
    };
    const row = answers[index]!;
    return [...REPORT_GENERAL_COLUMNS.map((column) => general[column]), ...fieldCells.map((cell) => cell(row))];
  });
  return { headers, rows };
}

/** The report as its CSV file: a byte order mark, the headers, each row, CRLF after each line. */
export function referenceCsv({ headers, rows }: ReferenceReport): string {
  const text = (cell: ReportCell) => (cell === null ? '' : typeof cell === 'string' ? csvField(cell) : cellText(cell));
  return `\ufeff${[headers.map(csvField), ...rows.map((cells) => cells.map(text))].map((cells) => `${cells.join(',')}\r\n`).join('')}`;
}

/**
 * The report's `<sheetData>` element: the bold header row, then each row. A row's cell names its
 * column only when it is the row's first or follows an empty cell (otherwise it takes the next column).
 */
export function referenceSheetData({ headers, rows }: ReferenceReport): string {
  const header = headers.map((text, index) => xlsxTextCell(`${xlsxColumnName(index)}1`, text, XLSX_STYLE.header)).join('');
  const rowXml = (cells: ReportCell[], number: number) =>
    cells.map((cell, column) => xlsxCell(column > 0 && xlsxCell(null, cells[column - 1]!) !== '' ? null : `${xlsxColumnName(column)}${number}`, cell)).join('');
  const body = rows.map((cells, index) => `<row r="${index + 2}">${rowXml(cells, index + 2)}</row>`).join('');
  return `<sheetData><row r="1">${header}</row>${body}</sheetData>`;
}
