import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { xlsxCell, xlsxColumnName } from '@front-office/shared/core';
import type { ReportCell } from '@front-office/shared/core';
import { XLSX_FORMATS, XlsxSheetWriter } from '../src/services/reports/xlsx-writer';
import { randomBytes } from 'node:crypto';
import { ZipTooLargeError, ZipWriter } from '../src/services/reports/zip-writer';
import { readZip } from './zip-reader';

/** A response that takes its time: each chunk is acknowledged a turn later, with a small buffer. */
function slowSink(): { out: Writable; bytes: () => Buffer; maxBuffered: () => number } {
  const chunks: Buffer[] = [];
  let maxBuffered = 0;
  const out = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      maxBuffered = Math.max(maxBuffered, out.writableLength);
      void nextTurn().then(() => done());
    },
  });
  return { out, bytes: () => Buffer.concat(chunks), maxBuffered: () => maxBuffered };
}

async function finished(out: Writable): Promise<void> {
  if (out.writableFinished) return;
  await new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
  });
}

async function writeSheet(rows: ReportCell[][], headers: string[], sheetName = 'Camp roster') {
  const sink = slowSink();
  const sheet = await XlsxSheetWriter.open(sink.out, { sheetName, columns: headers.map((header) => ({ header, width: 20 })) });
  let xml = '';
  for (const cells of rows) {
    const number = sheet.nextRow();
    xml += `<row r="${number}">${cells.map((cell, index) => xlsxCell(`${xlsxColumnName(index)}${number}`, cell)).join('')}</row>`;
    if (xml.length > 64 * 1024) {
      await sheet.write(xml);
      xml = '';
    }
  }
  await sheet.write(xml);
  await sheet.close();
  await finished(sink.out);
  return { zip: sink.bytes(), maxBuffered: sink.maxBuffered() };
}

async function openWorkbook(zip: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(zip as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('the streaming XLSX writer of reports (issue 12)', () => {
  const june = { date: new Date(Date.UTC(2026, 5, 1)), withTime: false };
  const evening = { date: new Date(Date.UTC(2026, 5, 1, 18, 30)), withTime: true };
  const rows: ReportCell[][] = [
    ['Léa <Tremblay> & "co"', 12.5, { money: 270 }, june, evening, '=HYPERLINK("http://x")', 'line 1\nline 2', null, ' padded', 'bell\u0007'],
    ['Noah', 0, { money: 0 }, null, null, '-5', '_x0041_', 'Week 1, Week 2', '', 'Ω'],
  ];
  const headers = ['Name', 'Age', 'Total paid (CAD)', 'Date of birth', 'Submission date', 'Notes', 'Address', 'Weeks', 'Padded', 'Odd'];

  it('writes a valid ZIP: every part inflates to its size with its CRC-32, given in a data descriptor after its data', async () => {
    const { zip } = await writeSheet(rows, headers);
    const entries = readZip(zip);
    expect(entries.map((entry) => entry.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    // fflate's container writes every entry's CRC-32 and sizes after its data (the sheet's are known only then).
    expect(entries.map((entry) => entry.streamed)).toEqual([true, true, true, true, true, true]);
    const sheetXml = entries[5]?.data.toString('utf8') ?? '';
    expect(sheetXml).toContain('<c r="A2" t="inlineStr"><is><t>Léa &lt;Tremblay&gt; &amp; &quot;co&quot;</t></is></c>');
    expect(sheetXml).toMatch(/<\/sheetData><\/worksheet>$/);
  });

  it('reads back entry by entry in a ZIP library of its own (JSZip, CRC-32 checked), byte for byte as the strict reader', async () => {
    const { zip } = await writeSheet(rows, headers);
    const strict = readZip(zip);
    const archive = await JSZip.loadAsync(zip, { checkCRC32: true });
    const names = Object.keys(archive.files);
    expect(names).toEqual(strict.map((entry) => entry.name));
    for (const entry of strict) {
      const data = await archive.file(entry.name)?.async('nodebuffer');
      expect(data?.equals(entry.data)).toBe(true);
    }
    // The library does check: the sheet's CRC-32 altered in the central directory (its name's second occurrence,
    // 46 bytes after the record's start; the CRC at byte 16) makes it refuse the archive.
    const corrupt = Buffer.from(zip);
    const sheetName = 'xl/worksheets/sheet1.xml';
    const crcAt = corrupt.indexOf(sheetName, corrupt.indexOf(sheetName) + 1) - 46 + 16;
    corrupt.writeUInt32LE(corrupt.readUInt32LE(crcAt) ^ 1, crcAt);
    await expect(JSZip.loadAsync(corrupt, { checkCRC32: true })).rejects.toThrow(/crc32/i);
  });

  it('reads back in a spreadsheet library with each cell’s type: text, numbers, amounts and dates with their formats', async () => {
    const sheet = await openWorkbook((await writeSheet(rows, headers)).zip);
    expect(sheet.name).toBe('Camp roster');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Léa <Tremblay> & "co"');
    expect(first.getCell(2).value).toBe(12.5);
    expect(first.getCell(3).value).toBe(270);
    expect(first.getCell(3).numFmt).toBe(XLSX_FORMATS.money);
    expect(first.getCell(4).value).toEqual(june.date);
    expect(first.getCell(4).numFmt).toBe(XLSX_FORMATS.date);
    expect(first.getCell(5).value).toEqual(evening.date);
    expect(first.getCell(5).numFmt).toBe(XLSX_FORMATS.dateTime);
    expect(first.getCell(6).value).toBe('\'=HYPERLINK("http://x")');
    expect(first.getCell(7).value).toBe('line 1\nline 2');
    expect(first.getCell(8).value).toBeNull();
    expect(first.getCell(9).value).toBe(' padded');
    const second = sheet.getRow(3);
    expect(second.getCell(2).value).toBe(0);
    expect(second.getCell(4).value).toBeNull();
    expect(second.getCell(6).value).toBe("'-5");
    expect(second.getCell(8).value).toBe('Week 1, Week 2');
    expect(second.getCell(10).value).toBe('Ω');
    expect(sheet.rowCount).toBe(3);
  });

  it('cleans the sheet name as Excel requires', async () => {
    const sheet = await openWorkbook((await writeSheet([], ['Only'], 'Roster: week [1/2] & more, a very long name indeed')).zip);
    expect(sheet.name).toBe('Roster  week  1 2  & more, a ve');
    expect(sheet.rowCount).toBe(1);
  });

  it('streams many rows into a slow response with back-pressure: the response never buffers more than a batch', async () => {
    const many: ReportCell[][] = Array.from({ length: 20_000 }, (_unused, index) => [`Person ${index}`, index, { money: index / 4 }, june]);
    const { zip, maxBuffered } = await writeSheet(many, ['Name', 'Number', 'Paid', 'Day']);
    expect(readZip(zip).find((entry) => entry.name === 'xl/worksheets/sheet1.xml')?.size).toBeGreaterThan(1_000_000);
    expect(maxBuffered).toBeLessThan(1_000_000);
    const sheet = await openWorkbook(zip);
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getRow(20_001).getCell(1).value).toBe('Person 19999');
    expect(sheet.getRow(20_001).getCell(3).value).toBe(19999 / 4);
  });

  it('refuses to go past the ZIP size limit (no ZIP64) rather than write a corrupt archive', async () => {
    // An entry whose data would pass the limit is refused as it is handed over.
    const big = slowSink();
    const tooBig = new ZipWriter(big.out, { limit: 1000 }).openFile('big.bin');
    expect(() => tooBig.push(Buffer.alloc(2000))).toThrow(ZipTooLargeError);
    // Compressed output that would move the archive past the limit: the entry fails, nothing more is written.
    const sink = slowSink();
    const entry = new ZipWriter(sink.out, { limit: 1000 }).openFile('noise.bin');
    entry.push(randomBytes(980));
    await expect(entry.close()).rejects.toThrow(ZipTooLargeError);
    expect(sink.bytes().length).toBeLessThanOrEqual(1000);
  });

  it('lets the producer go on once the compressor has worked the backlog down below a mark, and a given-up entry frees a producer waiting for it', async () => {
    const sink = slowSink();
    const entry = new ZipWriter(sink.out).openFile('noise.bin');
    // Incompressible chunks, more than the mark: the compressor takes them one by one.
    for (let chunk = 0; chunk < 8; chunk += 1) entry.push(randomBytes(256 * 1024));
    expect(entry.backlog()).toBeGreaterThanOrEqual(1024 * 1024);
    await entry.below(512 * 1024);
    expect(entry.backlog()).toBeLessThan(512 * 1024);
    await entry.close();

    const left = new ZipWriter(slowSink().out).openFile('left.bin');
    for (let chunk = 0; chunk < 8; chunk += 1) left.push(randomBytes(256 * 1024));
    const waiting = left.below(1);
    left.destroy();
    await expect(waiting).rejects.toThrow('entry given up');
  });

  it('refuses a second entry while one is open, and gives an empty archive a valid end record', async () => {
    const sink = slowSink();
    const zip = new ZipWriter(sink.out);
    zip.openFile('a.txt');
    await expect(zip.addFile('b.txt', 'b')).rejects.toThrow('close the open entry first');
    const empty = slowSink();
    await new ZipWriter(empty.out).finish();
    await finished(empty.out);
    expect(readZip(empty.bytes())).toEqual([]);
  });
});
