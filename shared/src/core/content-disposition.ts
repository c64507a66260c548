/**
 * The one Content-Disposition header of a file answer (RFC 6266), for the stored files and the
 * generated reports: an ASCII `filename` for old clients (accents dropped, anything else outside
 * printable ASCII, quotes and backslashes as `_`) and the exact name in `filename*` (RFC 5987,
 * UTF-8, percent-encoded beyond the attr-chars).
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  // A lone surrogate cannot be written as UTF-8 (encodeURIComponent throws on it).
  const name = fileName.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987's attr-char does not allow them.
  const extended = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${extended}`;
}

/** The file name a Content-Disposition header gives (`filename*` first), or null. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const value = plain?.[1] ?? plain?.[2];
  return value ? value.replace(/\\(.)/g, '$1').trim() : null;
}
