/**
 * The YouTube video id of a link or a bare id; spec 001 §9: a link is a YouTube video when its
 * id is 11 characters. Null otherwise.
 */
export function youtubeVideoId(link: string | null | undefined): string | null {
  const text = (link ?? '').trim();
  if (text === '') return null;
  const patterns = [/[?&]v=([^&#]+)/, /youtu\.be\/([^?&#/]+)/, /\/(?:embed|shorts|v)\/([^?&#/]+)/];
  let candidate: string | undefined = /^[\w-]+$/.test(text) ? text : undefined;
  for (const pattern of patterns) {
    if (candidate) break;
    candidate = pattern.exec(text)?.[1];
  }
  return candidate && /^[\w-]{11}$/.test(candidate) ? candidate : null;
}
