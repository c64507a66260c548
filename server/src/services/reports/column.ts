import type { ReportCell } from '@front-office/shared/core';
import { cellText, csvField } from '@front-office/shared/core';
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
   * The cell's sheet XML without a reference (`xlsxCell(null, cell(…))`, '' for an empty cell) by
   * a faster way, memoized per stored answer; absent: `cell` is used.
   */
  xlsx?(row: SubmissionRow, answers: RowAnswers): string;
}

/** A cell as CSV text: text quoted and neutralized (csvField), dates, numbers and amounts as cellText writes them. */
export function csvText(cell: ReportCell): string {
  return cell === null ? '' : typeof cell === 'string' ? csvField(cell) : cellText(cell);
}
