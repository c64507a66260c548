/**
 * Whether a cell's text would be taken for a formula by a spreadsheet: it starts with one of
 * =, +, -, @, a tab or a carriage return (OWASP "CSV Injection"). Compares the first character's
 * code (called for every text cell of a report).
 */
export function isFormulaLike(text: string): boolean {
  switch (text.charCodeAt(0)) {
    case 0x3d: // =
    case 0x2b: // +
    case 0x2d: // -
    case 0x40: // @
    case 0x09: // tab
    case 0x0d: // carriage return
      return true;
    default:
      return false;
  }
}

/**
 * A text cell made inert (OWASP "CSV Injection"): text starting with =, +, -, @, a tab or a
 * carriage return gets a leading single quote, so `=HYPERLINK(…)` is shown, never run.
 */
export function neutralizeCell(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}

/**
 * One CSV field (RFC 4180) after neutralization: quoted when it holds a comma, a quote, a line
 * break or was neutralized; quotes inside are doubled.
 */
export function csvField(text: string): string {
  if (isFormulaLike(text)) return `"'${text.replaceAll('"', '""')}"`;
  return CSV_QUOTED.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Characters that make a CSV field quoted. */
const CSV_QUOTED = /[",\r\n]/;
