import { XLSX_STYLE, xlsxCell, xlsxColumnName, xlsxSerial, xlsxText } from './xlsx-cell';

describe('XLSX column names (A, B, …, Z, AA)', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
    [16383, 'XFD'],
  ])('column %i is %s', (index, name) => {
    expect(xlsxColumnName(index)).toBe(name);
  });
});

describe('XLSX text is valid XML and reads back as written', () => {
  it.each([
    ['Léa Tremblay', 'Léa Tremblay'],
    ['a < b & c > d', 'a &lt; b &amp; c &gt; d'],
    ['say "hi"', 'say &quot;hi&quot;'],
    ['line 1\nline 2', 'line 1\nline 2'],
    ['tab\there', 'tab\there'],
    ['carriage\r\nreturn', 'carriage_x000D_\nreturn'],
    ['bell\u0007', 'bell_x0007_'],
    ['nul\u0000', 'nul_x0000_'],
    ['not a char\uffff', 'not a char'],
    ['_x0041_ stays literal', '_x005F_x0041_ stays literal'],
    ['snake_case_x', 'snake_case_x'],
  ])('%j → %j', (text, xml) => {
    expect(xlsxText(text)).toBe(xml);
  });
});

describe('XLSX dates are Excel serial days (1900 system)', () => {
  it.each([
    [Date.UTC(1970, 0, 1), 25569],
    [Date.UTC(2026, 5, 1), 46174],
    [Date.UTC(2026, 5, 1, 18, 0), 46174.75],
  ])('%i → %f', (ms, serial) => {
    expect(xlsxSerial(new Date(ms))).toBe(serial);
  });
});

describe('XLSX cells: text inline and neutralized (OWASP), numbers, amounts and dates typed', () => {
  it.each([
    ['empty', null, ''],
    ['empty text', '', ''],
    ['text', 'Beginner', '<c r="B2" t="inlineStr"><is><t>Beginner</t></is></c>'],
    ['formula neutralized', '=HYPERLINK("http://x")', '<c r="B2" t="inlineStr"><is><t>\'=HYPERLINK(&quot;http://x&quot;)</t></is></c>'],
    ['leading space kept', ' padded', '<c r="B2" t="inlineStr"><is><t xml:space="preserve"> padded</t></is></c>'],
    ['number', 12.5, '<c r="B2"><v>12.5</v></c>'],
    ['not a number', Number.NaN, ''],
    ['amount', { money: 150 }, `<c r="B2" s="${XLSX_STYLE.money}"><v>150</v></c>`],
    ['calendar day', { date: new Date(Date.UTC(2026, 5, 1)), withTime: false }, `<c r="B2" s="${XLSX_STYLE.date}"><v>46174</v></c>`],
    ['date and time', { date: new Date(Date.UTC(2026, 5, 1, 18)), withTime: true }, `<c r="B2" s="${XLSX_STYLE.dateTime}"><v>46174.75</v></c>`],
  ] as const)('%s', (_name, cell, xml) => {
    expect(xlsxCell('B2', cell)).toBe(xml);
    // Without a reference (the column after the row's previous cell): the same cell, its `r` left out.
    expect(xlsxCell(null, cell)).toBe(xml.replace(' r="B2"', ''));
  });
});
