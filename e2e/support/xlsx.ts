import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';

/** The first sheet of a downloaded XLSX file, row by row (exceljs reads it: an independent reader of our writer). */
export async function readXlsx(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
