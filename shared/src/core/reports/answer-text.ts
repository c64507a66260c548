import { decodeSubmissionValue } from '../form/submission-fields';

// PostgreSQL's jsonb text writes `{"value": …}` (a space after the colon); JSON.stringify, `{"value":…}`.
const PREFIX = '{"value":';
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

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
    if (item.length < 2 || item.charCodeAt(0) !== 34 || item.indexOf('"', 1) !== item.length - 1) return null;
    list.push(item.slice(1, -1));
  }
  return list;
}

/**
 * A stored answer (JSON text of `{ value }`) decoded as `decodeSubmissionValue` does, without
 * JSON.parse for the common plain shapes (`{"value":"text"}` without escapes, a number, true,
 * false, null, a list of such texts): a report of 100,000 submissions decodes millions of them.
 */
export function decodeAnswerText(text: string): unknown {
  if (text.startsWith(PREFIX) && text.endsWith('}')) {
    const inner = text.charCodeAt(PREFIX.length) === 32 ? text.slice(PREFIX.length + 1, -1) : text.slice(PREFIX.length, -1);
    if (inner.length >= 2 && inner.charCodeAt(0) === 34 && inner.indexOf('"', 1) === inner.length - 1 && !inner.includes('\\')) return inner.slice(1, -1);
    if (inner === 'true') return true;
    if (inner === 'false') return false;
    if (inner === 'null') return null;
    if (NUMBER.test(inner)) return Number(inner);
    const list = plainStringList(inner);
    if (list) return list;
  }
  return decodeSubmissionValue(text);
}
