import { reportFileName } from './report-file-name';
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
});

describe('report name (spec 001 §5: required, 1 to 100 characters)', () => {
  it.each(['A', 'x'.repeat(100), '  padded  '])('%j is valid', (name) => {
    expect(reportNameSchema.isValidSync(name)).toBe(true);
  });

  it.each(['', '   ', 'x'.repeat(101)])('%j gives the empty-report-name feedback key', (name) => {
    expect(() => reportNameSchema.validateSync(name)).toThrow('editor.nameInvalid');
  });
});
