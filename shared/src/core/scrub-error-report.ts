// What an error report (a Sentry or GlitchTip event) may carry: the organization id, the route, the
// request id and the error itself, never a person's data or a credential. The browser's and the
// server's SDKs both pass every event through `scrubErrorReport` before it leaves.

import { EMAIL_PATTERN } from './email-pattern';
import { isRecord } from './is-record';
import { urlWithoutQuery } from './url-without-query';

// The one e-mail pattern, unanchored, to find addresses inside a text.
const EMAIL_IN_TEXT = new RegExp(EMAIL_PATTERN.source.slice(1, -1), 'g');
const JWT_IN_TEXT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const BEARER_IN_TEXT = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
// The values of the parameters that hold a credential or an address (the sign-in calls take the
// e-mail and the password in the query; the receipt call takes its key).
const SECRET_PARAMETER_IN_TEXT = /([?&;](?:password|token|jwt|idtoken|id_token|access_token|code|key|email)=)[^&#\s"';]*/gi;

/** A text with its e-mail addresses, tokens and secret parameter values replaced. */
export function scrubText(text: string): string {
  return text
    .replace(SECRET_PARAMETER_IN_TEXT, '$1[redacted]')
    .replace(JWT_IN_TEXT, '[token]')
    .replace(BEARER_IN_TEXT, '$1 [token]')
    .replace(EMAIL_IN_TEXT, '[email]');
}

// Request headers a report may keep: none of them names a person or holds a credential.
const SAFE_HEADERS = new Set(['user-agent', 'accept', 'accept-language', 'content-type', 'x-request-id']);
const URL_FIELDS = new Set(['url', 'from', 'to']);

function scrubValue(value: unknown, key: string | null): unknown {
  if (typeof value === 'string') return scrubText(key !== null && URL_FIELDS.has(key) ? urlWithoutQuery(value) : value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, null));
  if (!isRecord(value)) return value;
  const scrubbed: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) scrubbed[name] = scrubValue(item, name);
  return scrubbed;
}

/**
 * The SDKs' `dataCollection` option: no user, cookie, header, body or query parameter is
 * collected in the first place (scrubErrorReport still checks every event).
 */
export const ERROR_REPORT_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
};

/** The parts of an SDK event this reads; any other field is scrubbed as text. */
export interface ErrorReportEvent {
  user?: unknown;
  request?: { url?: string; query_string?: unknown; data?: unknown; cookies?: unknown; headers?: Record<string, string> };
}

/**
 * The event without personal data: no user (only the organization id, set as a tag by the
 * reporter), no request body, cookies, query string or header other than SAFE_HEADERS, and in
 * every remaining text no e-mail address, JWT, bearer token or secret parameter value.
 */
export function scrubErrorReport<T extends ErrorReportEvent>(event: T): T {
  const { request, ...rest } = event;
  delete rest.user;
  const scrubbed = scrubValue(rest, null) as T;
  if (request) {
    const headers = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => SAFE_HEADERS.has(name.toLowerCase())));
    scrubbed.request = scrubValue({ ...(request.url === undefined ? {} : { url: request.url }), headers }, null) as T['request'];
  }
  return scrubbed;
}
