// Its own module, apart from the scrubbing: the public form's bundle reports an API path without
// carrying the scrubbing's patterns, which only the lazily loaded SDK chunk needs.

/** An address without its query string (sign-in calls carry the e-mail and the password there). */
export function urlWithoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}
