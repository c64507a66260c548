import type { ReportCell } from './report-cell';
import { isReportDate, isReportMoney } from './report-cell';
import { neutralizeCell } from './neutralize-cell';

/**
 * The cell styles of a generated XLSX sheet (indexes into its `cellXfs`): what the hand-written
 * writer of the server declares in styles.xml, and what each cell names in its `s` attribute.
 */
export const XLSX_STYLE = { plain: 0, date: 1, dateTime: 2, money: 3, header: 4 } as const;

/** Column letters of a 0-based column index: 0 → A, 25 → Z, 26 → AA. */
export function xlsxColumnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

// Characters XML 1.0 cannot hold (C0 controls but tab and line feed), the carriage return (an
// XML parser would turn it into a line feed), and `_xHHHH_`, which a spreadsheet reads as an escape.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b-\u001f\ufffe\uffff]|_x[0-9a-fA-F]{4}_/;
// eslint-disable-next-line no-control-regex
const ESCAPES = /[&<>"\u0000-\u0008\u000b-\u001f\ufffe\uffff]|_(?=x[0-9a-fA-F]{4}_)/g;

function escapeOne(character: string): string {
  switch (character) {
    case '&':
      return '&amp;';
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    case '"':
      return '&quot;';
    case '_':
      return '_x005F_';
    default: {
      const code = character.charCodeAt(0);
      // U+FFFE and U+FFFF are not characters at all: dropped.
      return code >= 0xfffe ? '' : `_x${code.toString(16).toUpperCase().padStart(4, '0')}_`;
    }
  }
}

/**
 * Text as OOXML character data: XML's five specials escaped, control characters (and the
 * carriage return) written as the `_xHHHH_` escapes spreadsheets decode, a literal `_xHHHH_`
 * protected by escaping its underscore. Text needing none of this is returned as is.
 */
export function xlsxText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPES, escapeOne) : text;
}

/** Excel's serial day number of a wall-clock time held in a Date's UTC fields (1900 date system). */
export function xlsxSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}

const EDGE_SPACE = /^\s|\s$/;
/** A printable ASCII character other than the space (no `\s` can be one). */
const plainAscii = (code: number) => code > 0x20 && code < 0x7f;
/** Whether text starts or ends with white space (kept only with xml:space="preserve"); most texts answer by their first and last codes. */
const preserved = (text: string) => !(plainAscii(text.charCodeAt(0)) && plainAscii(text.charCodeAt(text.length - 1))) && EDGE_SPACE.test(text);

/**
 * A cell's opening with its reference, `<c r="C12"`, or without one when `ref` is null: the cell then
 * takes the column after the row's previous cell (ECMA-376 Part 1 §18.3.1.4, `r` is optional),
 * which spares a report's sheet a reference per cell.
 */
const cellOpen = (ref: string | null) => (ref === null ? '<c' : `<c r="${ref}"`);

/** A text cell at `ref` (or, null, after the previous one), neutralized (OWASP) and written inline (no shared-strings table to hold). */
export function xlsxTextCell(ref: string | null, text: string, style: number = XLSX_STYLE.plain): string {
  const safe = neutralizeCell(text);
  const s = style === XLSX_STYLE.plain ? '' : ` s="${style}"`;
  return `${cellOpen(ref)}${s} t="inlineStr"><is><t${preserved(safe) ? ' xml:space="preserve"' : ''}>${xlsxText(safe)}</t></is></c>`;
}

/**
 * One report cell as the XML of a sheet cell at `ref` (e.g. `C12`; null: no reference, the column
 * after the row's previous cell): text inline and neutralized, numbers as numbers, amounts as
 * numbers with the money style, dates as serial numbers with the date or date-and-time style; an
 * empty cell writes nothing.
 */
export function xlsxCell(ref: string | null, cell: ReportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell === '' ? '' : xlsxTextCell(ref, cell);
  if (typeof cell === 'number') return Number.isFinite(cell) ? `${cellOpen(ref)}><v>${cell}</v></c>` : '';
  if (isReportMoney(cell)) return `${cellOpen(ref)} s="${XLSX_STYLE.money}"><v>${cell.money}</v></c>`;
  if (isReportDate(cell)) {
    const serial = xlsxSerial(cell.date);
    if (!Number.isFinite(serial)) return '';
    return `${cellOpen(ref)} s="${cell.withTime ? XLSX_STYLE.dateTime : XLSX_STYLE.date}"><v>${serial}</v></c>`;
  }
  return '';
}
