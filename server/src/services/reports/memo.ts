/** Distinct keys a memo keeps at most, and the lookups after which a memo of keys that rarely repeat stops memoizing. */
export const MEMO_LIMIT = 4096;
export const MEMO_TRIAL = 2048;

/**
 * A string that holds its own characters: a key or text sliced out of a row's text would keep the
 * whole row's text alive for as long as the memo holds it (V8 slices point into their parent).
 */
const ownCopy = (text: string): string => (' ' + text).slice(1);

/**
 * `format` memoized by its key (a stored answer's text, a status): a form's option, check box,
 * date or rating answers repeat from one submission to the next. A column whose answers mostly
 * differ (names, e-mails) gives up memoizing after MEMO_TRIAL lookups (unless `keep`); the memo
 * holds at most `limit` keys.
 */
export function memoized(format: (key: string) => string, { limit = MEMO_LIMIT, keep = false }: { limit?: number; keep?: boolean } = {}): (key: string) => string {
  let memo: Map<string, string> | null = new Map<string, string>();
  let lookups = 0;
  let misses = 0;
  return (key) => {
    if (memo === null) return format(key);
    lookups += 1;
    let text = memo.get(key);
    if (text === undefined) {
      text = format(key);
      misses += 1;
      if (memo.size < limit) memo.set(ownCopy(key), ownCopy(text));
    }
    // Fewer than half the lookups found their text: the answers do not repeat enough.
    if (lookups === MEMO_TRIAL && misses > MEMO_TRIAL / 2 && !keep) memo = null;
    return text;
  };
}

/** `format` of an amount in cents, memoized by the amount: prices, discounts and 0 repeat from row to row. */
export function memoizedAmount<T>(format: (cents: number | null) => T): (cents: number | null) => T {
  const memo = new Map<number, T>();
  const none = format(null);
  return (cents) => {
    if (cents === null) return none;
    let text = memo.get(cents);
    if (text === undefined) {
      text = format(cents);
      if (memo.size < MEMO_LIMIT) memo.set(cents, text);
    }
    return text;
  };
}
