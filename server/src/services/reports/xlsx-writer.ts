import type { Writable } from 'node:stream';
import { XLSX_STYLE, xlsxColumnName, xlsxText, xlsxTextCell } from '@front-office/shared/core';
import type { ZipEntryWriter } from './zip-writer';
import { ZipWriter } from './zip-writer';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>\
</Relationships>`;

/** Number formats of the report's cells (spec 001 §9 dates; amounts with two decimals). */
export const XLSX_FORMATS = { date: 'dd-mm-yyyy', dateTime: 'dd-mm-yyyy hh:mm', money: '"$"#,##0.00' } as const;

const xf = (numFmtId: number, fontId = 0) =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
// cellXfs in the order of XLSX_STYLE: plain, date, date and time, money, header (bold).
const CELL_XFS = [xf(0), xf(164), xf(165), xf(166), xf(0, 1)];
if (CELL_XFS.length !== Object.keys(XLSX_STYLE).length) throw new Error('styles.xml and XLSX_STYLE disagree');

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}">\
<numFmts count="3"><numFmt numFmtId="164" formatCode="${xlsxText(XLSX_FORMATS.date)}"/>\
<numFmt numFmtId="165" formatCode="${xlsxText(XLSX_FORMATS.dateTime)}"/>\
<numFmt numFmtId="166" formatCode="${xlsxText(XLSX_FORMATS.money)}"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="${CELL_XFS.length}">${CELL_XFS.join('')}</cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

/** Excel's sheet names: at most 31 characters, none of []:*?/\. */
export function xlsxSheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Report';
}

export interface XlsxColumn {
  header: string;
  /** Width in characters. */
  width: number;
}

/**
 * A one-sheet workbook written as it goes (issue 12): the package parts first, then the sheet's
 * rows as the caller hands over their XML (`<row>` elements, cells from shared/core
 * `xlsxCell`), deflated straight into `out`. Nothing per cell is kept; memory holds one batch.
 */
export class XlsxSheetWriter {
  private rowNumber = 1;

  private constructor(
    private readonly zip: ZipWriter,
    private readonly sheet: ZipEntryWriter,
  ) {}

  /** Writes the package parts and the header row (bold, frozen); rows follow from row 2. */
  static async open(out: Writable, options: { sheetName: string; columns: XlsxColumn[] }): Promise<XlsxSheetWriter> {
    const zip = new ZipWriter(out);
    await zip.addFile('[Content_Types].xml', CONTENT_TYPES);
    await zip.addFile('_rels/.rels', ROOT_RELS);
    await zip.addFile(
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${xlsxText(xlsxSheetName(options.sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    );
    await zip.addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    await zip.addFile('xl/styles.xml', STYLES);
    const sheet = zip.openFile('xl/worksheets/sheet1.xml');
    const widths = options.columns.map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`).join('');
    const header = options.columns.map((column, index) => xlsxTextCell(`${xlsxColumnName(index)}1`, column.header, XLSX_STYLE.header)).join('');
    await sheet.write(
      `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">\
<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>\
<sheetFormatPr defaultRowHeight="15"/>${widths ? `<cols>${widths}</cols>` : ''}<sheetData><row r="1">${header}</row>`,
    );
    return new XlsxSheetWriter(zip, sheet);
  }

  /** The number the next row takes (the header is row 1). */
  nextRow(): number {
    this.rowNumber += 1;
    return this.rowNumber;
  }

  /** Adds `<row>` elements (numbered with `nextRow`) at once; `settle` waits for them. */
  push(rowsXml: string): void {
    this.sheet.push(rowsXml);
  }

  /** Resolves once the rows pushed are compressed and the response can take more. */
  settle(): Promise<void> {
    return this.sheet.settle();
  }

  /** Resolves once fewer than `bytes` of rows wait to be compressed and the response can take more. */
  below(bytes: number): Promise<void> {
    return this.sheet.below(bytes);
  }

  /** Bytes of rows pushed and not compressed yet. */
  backlog(): number {
    return this.sheet.backlog();
  }

  /** `push` then `settle`. */
  write(rowsXml: string): Promise<void> {
    return this.sheet.write(rowsXml);
  }

  /** Gives up the file (the generation failed or the client left): frees the compressor; `out` is the caller's to destroy. */
  destroy(): void {
    this.sheet.destroy();
  }

  /** Ends the sheet and the package, and ends `out`. */
  async close(): Promise<void> {
    await this.sheet.write('</sheetData></worksheet>');
    await this.sheet.close();
    await this.zip.finish();
  }
}
