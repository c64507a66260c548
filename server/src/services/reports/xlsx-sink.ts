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
      for (let index = 0; index < all.length; index += 1) {
        const column = all[index]!;
        if (column.xlsxAfterRef !== undefined) {
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
