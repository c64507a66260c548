/**
 * Applies a MaskText mask as the visitor types: `9` a digit, `a` a letter, `*` a letter or
 * digit, anything else a literal inserted for them. Without a mask the text is kept.
 */
export function applyMask(input: string, mask: string | undefined): string {
  if (!mask) return input;
  const accepts: Record<string, RegExp> = { '9': /\d/, a: /[A-Za-z]/, '*': /[A-Za-z\d]/ };
  const typed = [...input].filter((char) => /[A-Za-z\d]/.test(char));
  let result = '';
  for (const symbol of mask) {
    if (typed.length === 0) break;
    const pattern = accepts[symbol];
    if (!pattern) {
      result += symbol;
      continue;
    }
    // Characters that cannot fill this slot are dropped rather than shifted into the next one.
    while (typed.length > 0 && !pattern.test(typed[0] ?? '')) typed.shift();
    const next = typed.shift();
    if (next === undefined) break;
    result += next;
  }
  return result;
}
