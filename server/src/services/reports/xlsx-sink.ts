import type { Writable } from 'node:stream';
import { xlsxCell, xlsxColumnName } from '@front-office/shared/core';
import type { Column } from './column';
import type { RowSink } from './row-sink';
import { WRITE_WINDOW } from './row-sink';
import { XlsxSheetWriter } from './xlsx-writer';

/** The XLSX file: the workbook's parts and header row at once, then the rows' sheet XML as it is pushed, deflated into the ZIP. */
export async function xlsxSink(columns: Column[], out: Writable, name: string): Promise<RowSink> {
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
      // Cells are written without their reference (they take the column after the previous cell),
      // so most are the memoized XML as it is, not a new string per cell: only a row's first cell,
      // and a cell after an empty one, name their column.
      let follows = false;
      for (let index = 0; index < all.length; index += 1) {
        const column = all[index]!;
        const xml = column.xlsx !== undefined ? column.xlsx(submission, answers) : cellXml(null, column.cell(submission, answers));
        if (xml === '') {
          pieces[index + 1] = '';
          follows = false;
        } else {
          // `<c` then the reference, then the rest of the cell.
          pieces[index + 1] = follows ? xml : `<c r="${letters[index]!}${number}"${xml.slice(2)}`;
          follows = true;
        }
      }
      return pieces.join('');
    },
    push: (rows) => sheet.push(rows.join('')),
    // A full window waits until half of it is compressed, not all: the compressor (in the thread
    // pool) keeps working on the other half while the next rows are made.
    room: () => {
      if (sheet.backlog() + out.writableLength >= WRITE_WINDOW) return sheet.below(WRITE_WINDOW / 2);
      return sheet.backlog() > 0 ? new Promise<void>((resolve) => setImmediate(resolve)) : null;
    },
    settle: () => sheet.settle(),
    finish: () => sheet.close(),
    abandon: () => sheet.destroy(),
  };
}
