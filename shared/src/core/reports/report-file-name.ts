/** The formats a report is generated in; XLSX is the default (issue 12). */
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** MIME type of each report format. */
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The downloaded file's name: the report name without characters file systems refuse, and the format's extension. */
export function reportFileName(name: string, format: ReportFormat): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const safe = name.replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return `${safe || 'report'}.${format}`;
}

/**
 * The Content-Disposition header of a download (RFC 6266): an ASCII `filename` for old clients
 * and the exact UTF-8 name in `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
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
