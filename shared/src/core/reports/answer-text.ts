import { decodeSubmissionValue } from '../form/submission-fields';

/**
 * How a stored answer's text starts: JSON.stringify({ value }) writes `{"value":…}`, PostgreSQL's
 * jsonb text `{"value": …}` (a space after the colon).
 */
export const ANSWER_PREFIX = '{"value":';
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const QUOTE = 34;
const BACKSLASH = 92;

/** Whether text[from, to) is one JSON string without escapes (so no quote inside either). */
function isPlainString(text: string, from: number, to: number): boolean {
  if (to - from < 2 || text.charCodeAt(from) !== QUOTE || text.charCodeAt(to - 1) !== QUOTE) return false;
  for (let index = from + 1; index < to - 1; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE || code === BACKSLASH) return false;
  }
  return true;
}

/**
 * `["a","b"]` or `["a", "b"]` without escapes, as its strings; null for anything else. Without a
 * backslash no string can hold a quote, so every piece between commas must be one whole string.
 */
function plainStringList(text: string): string[] | null {
  if (text.charCodeAt(0) !== 91 || text.charCodeAt(text.length - 1) !== 93 || text.includes('\\')) return null;
  const body = text.slice(1, -1).trim();
  if (body === '') return [];
  const list: string[] = [];
  for (const piece of body.split(',')) {
    const item = piece.trim();
    if (!isPlainString(item, 0, item.length)) return null;
    list.push(item.slice(1, -1));
  }
  return list;
}

/**
 * The stored answer at text[start, end) (JSON text of `{ value }`), decoded as
 * `decodeSubmissionValue` does, but read in place and without JSON.parse for the common plain
 * shapes (`{"value":"text"}` without escapes, a number, true, false, null, a list of such texts):
 * a report of 100,000 submissions decodes millions of them out of one text per row.
 */
export function decodeAnswerAt(text: string, start: number, end: number): unknown {
  if (text.startsWith(ANSWER_PREFIX, start) && end - start > ANSWER_PREFIX.length + 1 && text.charCodeAt(end - 1) === 125) {
    const from = text.charCodeAt(start + ANSWER_PREFIX.length) === 32 ? start + ANSWER_PREFIX.length + 1 : start + ANSWER_PREFIX.length;
    const to = end - 1;
    if (isPlainString(text, from, to)) return text.slice(from + 1, to - 1);
    const inner = text.slice(from, to);
    if (inner === 'true') return true;
    if (inner === 'false') return false;
    if (inner === 'null') return null;
    if (NUMBER.test(inner)) return Number(inner);
    const list = plainStringList(inner);
    if (list) return list;
  }
  return decodeSubmissionValue(start === 0 && end === text.length ? text : text.slice(start, end));
}

/** A whole stored answer decoded as `decodeSubmissionValue` does (see `decodeAnswerAt`). */
export function decodeAnswerText(text: string): unknown {
  return decodeAnswerAt(text, 0, text.length);
}
