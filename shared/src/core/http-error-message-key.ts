/**
 * The `common` i18n key of the message for an HTTP status (spec 000 §8): 400 'Error 400',
 * 401 'Session expired', 404 'Page not found', 5xx 'Server error', else the generic error.
 */
export function httpErrorMessageKey(status: number): string {
  if (status === 400) return 'errors.http400';
  if (status === 401) return 'errors.sessionExpired';
  if (status === 404) return 'errors.notFound';
  if (status >= 500 && status <= 599) return 'errors.server';
  return 'errors.generic';
}
