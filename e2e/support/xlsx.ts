import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';

/** One cell of a downloaded XLSX file: its value and the number format it is shown with. */
export interface XlsxCell {
  value: unknown;
  numFmt: string | undefined;
}

// exceljs reads the file: an independent reader of our writer.
async function firstSheet(path: string): Promise<ExcelJS.Worksheet | undefined> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

/** The first sheet of a downloaded XLSX file, row by row (values only). */
export async function readXlsx(path: string): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await firstSheet(path))?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The first sheet of a downloaded XLSX file, row by row, each cell with its number format (how a date or an amount reads). */
export async function readXlsxCells(path: string): Promise<XlsxCell[][]> {
  const rows: XlsxCell[][] = [];
  (await firstSheet(path))?.eachRow((row) => {
    const cells: XlsxCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = { value: cell.value ?? undefined, numFmt: cell.numFmt || undefined };
    });
    rows.push(cells);
  });
  return rows;
}
