import { contentDisposition, fileNameFromContentDisposition } from './content-disposition';

describe('contentDisposition (RFC 6266, filename* of RFC 5987)', () => {
  it('writes an ASCII name as it is in both parameters', () => {
    expect(contentDisposition('Camp roster.xlsx')).toBe(`attachment; filename="Camp roster.xlsx"; filename*=UTF-8''Camp%20roster.xlsx`);
    expect(contentDisposition('logo.png', 'inline')).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
  });

  it('drops accents in the ASCII name and keeps the exact UTF-8 name in filename*', () => {
    expect(contentDisposition('Liste été.csv')).toBe(`attachment; filename="Liste ete.csv"; filename*=UTF-8''Liste%20%C3%A9t%C3%A9.csv`);
    expect(contentDisposition('日本.pdf')).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`);
  });

  it('never lets a quote, a backslash, a semicolon or a line break end the parameter or the header', () => {
    const header = contentDisposition('a"b\\c;d\r\ne.txt');
    expect(header).toBe(`attachment; filename="a_b_c;d__e.txt"; filename*=UTF-8''a%22b%5Cc%3Bd%0D%0Ae.txt`);
    expect(header).not.toMatch(/[\r\n]/);
  });

  it("percent-encodes the ' ( ) * that RFC 5987 does not allow bare", () => {
    expect(contentDisposition("it's (1)*.pdf")).toBe(`attachment; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`);
  });

  it('writes a lone surrogate as the replacement character instead of throwing', () => {
    expect(contentDisposition('a\ud800.txt')).toBe(`attachment; filename="a_.txt"; filename*=UTF-8''a%EF%BF%BD.txt`);
  });

  it.each(['Camp list.xlsx', 'Liste été "2026".csv', 'naïve (copy) 100%.xlsx', 'x\\y;z.pdf'])('gives %j back to the browser that reads it', (name) => {
    expect(fileNameFromContentDisposition(contentDisposition(name))).toBe(name);
  });
});

describe('fileNameFromContentDisposition', () => {
  it('reads a plain filename, and nothing from no header', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameFromContentDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });

  it('falls back to the plain name when filename* is malformed', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="ok.csv"; filename*=UTF-8''%E9%ZZ.csv`)).toBe('ok.csv');
  });
});
