const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/**
 * Text made safe inside HTML content and quoted attribute values, escaped as React's server
 * renderer escapes it (react-dom/server `escapeTextForBrowser`), so markup written by hand beside
 * React's reads the same byte for byte (server/src/services/mail/template.tsx).
 */
export const escapeHtml = (text: string): string => text.replace(/["&'<>]/g, (character) => ESCAPES[character] as string);
