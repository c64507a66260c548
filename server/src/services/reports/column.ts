import type { ReportCell } from '@front-office/shared/core';
import { cellText, csvField, xlsxCell } from '@front-office/shared/core';
import type { RowAnswers } from './row-answers';
import type { SubmissionRow } from './row-format';

/** One column of the file: its header, its width in the sheet, and how a row fills it. */
export interface Column {
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
export function xlsxAfterRef(cell: ReportCell): string {
  const xml = xlsxCell(XLSX_REF_MARK, cell);
  if (xml === '') return '';
  if (!xml.startsWith(XLSX_CELL_HEAD)) throw new Error('xlsxCell no longer starts with the cell reference');
  return xml.slice(XLSX_CELL_HEAD.length - 1);
}

/** A cell as CSV text: text quoted and neutralized (csvField), dates, numbers and amounts as cellText writes them. */
export function csvText(cell: ReportCell): string {
  return cell === null ? '' : typeof cell === 'string' ? csvField(cell) : cellText(cell);
}
