/** First characters a spreadsheet may read as the start of a formula (OWASP "CSV Injection"). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Whether a cell's text would be taken for a formula by a spreadsheet. */
export function isFormulaLike(text: string): boolean {
  return text.length > 0 && FORMULA_STARTS.has(text.charAt(0));
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
  const safe = neutralizeCell(text);
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}
