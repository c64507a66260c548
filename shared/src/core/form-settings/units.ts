/**
 * Cents of an amount typed in currency units ("12.5", "12,50"): at most two decimals, at least 0
 * (spec 001 §5: the fixed amount is entered in units and saved times 100). Null when not a
 * valid amount; an empty text is also null (the caller decides whether blank is allowed).
 */
export function unitsToCents(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', decimals = ''] = trimmed.split('.');
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The text of `cents` in currency units for an input ("12.50"); blank for null. */
export function centsToUnits(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return (cents / 100).toFixed(2);
}
