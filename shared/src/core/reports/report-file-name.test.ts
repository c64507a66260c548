import { contentDisposition, fileNameFromContentDisposition, reportFileName } from './report-file-name';
import { reportNameSchema } from './report-name-schema';

describe('report file name (spec 001 §7: the file name travels in the header)', () => {
  it.each([
    ['Camp list', 'xlsx', 'Camp list.xlsx'],
    ['Liste: été 2026/2027', 'csv', 'Liste été 2026 2027.csv'],
    ['...', 'xlsx', 'report.xlsx'],
    ['   ', 'csv', 'report.csv'],
  ] as const)('%j as %s → %j', (name, format, expected) => {
    expect(reportFileName(name, format)).toBe(expected);
  });

  it.each(['Camp list.xlsx', 'Liste été "2026".csv', 'naïve (copy) 100%.xlsx'])('the header carries %j and gives it back', (name) => {
    const header = contentDisposition(name);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it('reads a plain filename, and nothing from no header', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameFromContentDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('report name (spec 001 §5: required, 1 to 100 characters)', () => {
  it.each(['A', 'x'.repeat(100), '  padded  '])('%j is valid', (name) => {
    expect(reportNameSchema.isValidSync(name)).toBe(true);
  });

  it.each(['', '   ', 'x'.repeat(101)])('%j gives the empty-report-name feedback key', (name) => {
    expect(() => reportNameSchema.validateSync(name)).toThrow('editor.nameInvalid');
  });
});
