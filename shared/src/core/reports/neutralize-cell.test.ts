import { csvField, isFormulaLike, neutralizeCell } from './neutralize-cell';

describe('formula injection (issue 12, OWASP CSV Injection)', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('a text starting with a formula character is prefixed with a quote: %j', (text, expected) => {
    expect(isFormulaLike(text)).toBe(true);
    expect(neutralizeCell(text)).toBe(expected);
  });

  it.each(['Léa', '', 'a=b', "'quoted", ' =spaced', '514-555-0101'])('other texts are kept as they are: %j', (text) => {
    expect(isFormulaLike(text)).toBe(false);
    expect(neutralizeCell(text)).toBe(text);
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['-5', `"'-5"`],
  ])('a CSV field is neutralized, then quoted when needed: %j', (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });
});
