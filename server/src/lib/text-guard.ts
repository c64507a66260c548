// PostgreSQL refuses a NUL character in text and an unpaired UTF-16 surrogate in jsonb (the
// driver would otherwise turn them into a 500 deep inside a query), so input carrying either is
// refused at the door with the place it was found.

// A lone high surrogate (not followed by a low one) or a lone low one (not preceded by a high one).
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL would refuse the text: a NUL character or an unpaired surrogate. */
export function hasUnstorableCharacter(text: string): boolean {
  return UNSAFE.test(text);
}

/**
 * The path (`name`, `items[2].value`, a key) of the first string in `value` that holds a NUL or
 * an unpaired surrogate, keys included; null when there is none. Depth-first, bounded by `depth`.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0, nestedJson = false): string | null {
  if (typeof value === 'string') {
    if (hasUnstorableCharacter(value)) return path || 'value';
    // JSON text inside JSON (a submission's answers, a form's content) decodes its own escapes.
    if (nestedJson && /^\s*[[{]/.test(value)) return findUnstorableInJson(value, path, depth + 1);
    return null;
  }
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnstorableText(value[index], `${path}[${index}]`, depth + 1, nestedJson);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (hasUnstorableCharacter(key)) return keyPath;
    const found = findUnstorableText(item, keyPath, depth + 1, nestedJson);
    if (found) return found;
  }
  return null;
}

/**
 * Like findUnstorableText for JSON text, whose `\u0000` and `\ud800` escapes only become
 * characters once decoded; strings holding JSON are decoded in turn. Text that is not JSON: null.
 */
export function findUnstorableInJson(text: string, path = '', depth = 0): string | null {
  if (hasUnstorableCharacter(text)) return path || 'value';
  // Every decoding step makes a NUL or a surrogate only from a `\u` escape, and makes the
  // characters `\u` of a deeper escape only from text that holds `\u` itself (`\\u`, `\u005cu`,
  // `\\\u0075`): text without it decodes, at any depth, to nothing PostgreSQL refuses.
  if (!text.includes('\\u')) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(text);
  } catch {
    return null;
  }
  return findUnstorableText(decoded, path, depth, true);
}

export const UNSTORABLE_MESSAGE = 'contains a NUL character or an unpaired surrogate';

/** The path of the first number in `value` that is not finite (Infinity, as Ajv coerces "Infinity" or JSON reads 1e400). */
export function findNonFiniteNumber(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path || 'value';
  if (typeof value !== 'object' || value === null || depth > 64 || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = findNonFiniteNumber(item, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}
