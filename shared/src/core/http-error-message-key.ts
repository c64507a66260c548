/**
 * The `common` i18n key of the message for an HTTP status (spec 000 §8): 400 'Error 400',
 * 401 'Session expired', 404 'Page not found', 429 'try again in {{seconds}} seconds', 5xx
 * 'Server error', else the generic error.
 */
export function httpErrorMessageKey(status: number): string {
  if (status === 400) return 'errors.http400';
  if (status === 429) return 'errors.tooManyRequests';
  if (status === 401) return 'errors.sessionExpired';
  if (status === 404) return 'errors.notFound';
  if (status >= 500 && status <= 599) return 'errors.server';
  return 'errors.generic';
}

/** The longest wait a message states: a Retry-After beyond it (or an unreadable one) reads as this many seconds. */
const LONGEST_STATED_WAIT = 3600;

/**
 * Seconds to wait from a `Retry-After` header (delay-seconds or an HTTP date), at least 1;
 * 60 when the header is missing or unreadable, so a refusal always says how long.
 */
export function retryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number {
  const text = header?.trim() ?? '';
  let seconds = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isNaN(seconds) && /[a-z]/i.test(text)) {
    const date = Date.parse(text);
    if (!Number.isNaN(date)) seconds = Math.ceil((date - now) / 1000);
  }
  if (Number.isNaN(seconds)) return 60;
  return Math.min(LONGEST_STATED_WAIT, Math.max(1, seconds));
}
