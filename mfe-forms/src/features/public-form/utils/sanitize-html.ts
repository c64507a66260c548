import DOMPurify from 'dompurify';

/** Admin-written HTML made safe to render (no scripts, handlers or javascript: links). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
