import type { Currency, DisputeState, Language, MoneyLine, PaymentMoney, ReportGeneralColumn } from '@front-office/shared/core';
import {
  DISPUTE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  REPORT_GENERAL_COLUMNS,
  cellText,
  generalColumnHeader,
  moneyAmount,
  moneyCell,
  normalizePaymentStatus,
  xlsxCell,
} from '@front-office/shared/core';
import type { Column } from './column';
import { csvText } from './column';
import { memoized, memoizedAmount } from './memo';
import type { SubmissionRow } from './row-format';
import * as rowFormat from './row-format';
import * as rowMoney from './row-money';

// Read once: under tsx (npm start, the tests) an imported binding is a getter on its module, called at
// every use; these are used for every row or cell.
const { COUPON_CODE, COUPON_DISCOUNT, DATE_MS, ID, PAYMENT_MODE, PAY_METHOD, PAY_MODE, PAY_STATUS } = rowFormat;
const { disputeOfRow, moneyOfRow } = rowMoney;

const MINUTE_MS = 60_000;
const MINUTES_A_DAY = 1440;
const DAY_MS = MINUTES_A_DAY * MINUTE_MS;
/** The largest time a Date holds. */
const MAX_TIME = 8.64e15;
/** `HH:MM` of each minute of a day, as cellText writes a time. */
const CLOCK = Array.from({ length: MINUTES_A_DAY }, (_unused, minute) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);

/**
 * The fixed columns of spec 001 §3 (id, date, the money of shared/core `paymentMoney`, the
 * coupon, the payment's method, mode and status) with headers in `language`, dates shown in the
 * zone of `toWallMs` (time-zone's wallClockMs).
 */
export function generalColumns(language: Language, currency: Currency, paymentModes: Map<string, string>, toWallMs: (time: number) => number): Column[] {
  const methodLabels = PAYMENT_METHOD_LABELS[language];
  const modeLabels = PAYMENT_MODE_LABELS[language];
  const statusLabels = PAYMENT_STATUS_LABELS[language];
  const disputeLabels = DISPUTE_LABELS[language];
  const label = <K extends string>(labels: Record<K, string>, key: unknown): string | null => {
    if (typeof key !== 'string' || key === '') return null;
    return (labels as Record<string, string | undefined>)[key] ?? key;
  };
  // cellText(moneyCell(cents)) without the cell object.
  const moneyCsv = (cents: number | null): string => (cents !== null && Number.isFinite(cents) ? (cents / 100).toFixed(2) : '');
  // The money columns read one computation per row: the last row's, known by its id.
  const lines: [MoneyLine, MoneyLine] = [
    { status: null, total: null, refundedTotal: null, dispute: null },
    { status: null, total: null, refundedTotal: null, dispute: null },
  ];
  let moneyRowId: string | null = null;
  let money: PaymentMoney | null = null;
  let dispute: DisputeState | null = null;
  const moneyOf = (row: SubmissionRow): PaymentMoney | null => {
    if (row[ID] !== moneyRowId) {
      money = moneyOfRow(row, lines);
      dispute = money === null ? null : disputeOfRow(row);
      moneyRowId = row[ID];
    }
    return money;
  };
  // A disputed payment's status column says so (the dispute's state in place of the status).
  const disputeOf = (row: SubmissionRow): DisputeState | null => {
    moneyOf(row);
    return dispute;
  };
  const amountCsv = memoizedAmount(moneyCsv);
  const amountXlsx = memoizedAmount((cents) => xlsxCell(null, moneyCell(cents)));
  const moneyColumn = (figure: keyof PaymentMoney): Omit<Column, 'header'> => ({
    width: 14,
    cell: (row) => moneyCell(moneyOf(row)?.[figure] ?? null),
    csv: (row) => amountCsv(moneyOf(row)?.[figure] ?? null),
    xlsx: (row) => amountXlsx(moneyOf(row)?.[figure] ?? null),
  });
  const statusCell = (status: string | null) => (status === null ? null : (label(statusLabels, normalizePaymentStatus(status)) ?? status));
  const statusCsv = memoized((status) => csvText(statusCell(status)));
  const methodCsv = memoized((method) => csvText(label(methodLabels, method)));
  // The submission's wall-clock time in ms, as new Date(number) takes the stored time: whole milliseconds.
  const wallTime = (row: SubmissionRow) => toWallMs(Math.trunc(Number(row[DATE_MS])));
  const dateCell = (row: SubmissionRow) => ({ date: new Date(wallTime(row)), withTime: true });
  // The CSV text of the date, cellText(dateCell(row)) without a Date per row: the day's text is kept
  // while rows (in date order) stay in that day, the time of day comes from a table, and the whole
  // text is kept within a minute.
  let lastDay = NaN;
  let lastDayCsv = '';
  let lastMinute = NaN;
  let lastDateCsv = '';
  const dateCsv = (row: SubmissionRow): string => {
    const wall = wallTime(row);
    // Beyond what a Date holds: cellText writes the invalid date as it does.
    if (!(Math.abs(wall) <= MAX_TIME)) return cellText({ date: new Date(wall), withTime: true });
    const minute = Math.floor(wall / MINUTE_MS);
    if (minute === lastMinute) return lastDateCsv;
    const day = Math.floor(wall / DAY_MS);
    if (day !== lastDay) {
      lastDayCsv = cellText({ date: new Date(day * DAY_MS), withTime: false });
      lastDay = day;
    }
    lastMinute = minute;
    lastDateCsv = `${lastDayCsv} ${CLOCK[minute - day * MINUTES_A_DAY]!}`;
    return lastDateCsv;
  };
  const cells: Record<ReportGeneralColumn, Omit<Column, 'header'>> = {
    // A uuid's text never needs quoting nor starts like a formula (hex digits and hyphens, a digit or letter first).
    SubmissionId: { width: 38, cell: (row) => row[ID], csv: (row) => row[ID] },
    SubmissionDate: {
      width: 18,
      cell: dateCell,
      csv: dateCsv,
    },
    TotalPaid: moneyColumn('charged'),
    Refunded: moneyColumn('refunded'),
    Disputed: moneyColumn('disputed'),
    DisputeLost: moneyColumn('disputeLost'),
    NetPaid: moneyColumn('net'),
    Discount: { width: 14, cell: (row) => moneyCell(moneyAmount(row[COUPON_DISCOUNT])), csv: (row) => moneyCsv(moneyAmount(row[COUPON_DISCOUNT])) },
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
      cell: (row) => {
        const state = disputeOf(row);
        return state ? disputeLabels[state] : statusCell(row[PAY_STATUS]);
      },
      csv: (row) => {
        const state = disputeOf(row);
        if (state) return csvText(disputeLabels[state]);
        return row[PAY_STATUS] === null ? '' : statusCsv(row[PAY_STATUS]);
      },
    },
  };
  return REPORT_GENERAL_COLUMNS.map((column) => ({ header: generalColumnHeader(column, language, currency), ...cells[column] }));
}
