// What reaches the log must not carry the personal data of the request: no query parameter values
// of a failed database call (names and e-mails of submitters), no password in a logged URL.

// `key`: a receipt key (the confirmation page's receipt call) opens a visitor's payment details.
const SECRET_PARAMETERS = new Set(['password', 'idtoken', 'token', 'jwt', 'code', 'key']);

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The path as the router understands it, whatever its spelling (`/API//%6cogin/` → `/api/login`). */
function canonicalPath(path: string): string {
  return decoded(path).toLowerCase().replace(/\/{2,}/g, '/').replace(/\/$/, '');
}

/**
 * The URL to log: the sign-in calls' query is dropped whole (it holds the e-mail and the password
 * or ID token), and on every other URL the value of any secret parameter (password, idToken, …).
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  if (canonicalPath(path).startsWith('/api/login')) return `${path}?[redacted]`;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=', 2);
      return value !== undefined && SECRET_PARAMETERS.has(decoded(name).trim().toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface QueryFailure {
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

// PostgreSQL quotes the offending value in its messages (`invalid input syntax for type uuid: "…"`).
const quotedValues = (text: string) => text.replace(/"[^"]*"/g, '"…"').replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)');

/**
 * An error as logged: for a failed database query, its SQL text (placeholders only), the database's
 * error code and a message with the quoted values masked; never the parameters nor `detail`.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const failure = error as Error & QueryFailure;
  const cause = failure.cause as (Error & { code?: unknown; routine?: unknown }) | undefined;
  const isQueryFailure = 'params' in failure || (cause !== undefined && typeof cause === 'object' && 'code' in cause && 'routine' in cause);
  if (!isQueryFailure) return { type: error.name, message: error.message, stack: error.stack };
  const stackFrames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.name,
    message: 'Database query failed',
    query: typeof failure.query === 'string' ? failure.query : undefined,
    code: cause?.code,
    cause: cause?.message ? quotedValues(cause.message) : undefined,
    stack: stackFrames.join('\n'),
  };
}
