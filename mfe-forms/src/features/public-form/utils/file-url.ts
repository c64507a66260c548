/**
 * The address of a stored file (docs/integration.md): `${apiBaseUrl}/api/form/file/${path}`,
 * each segment encoded. Same rule as platform's `fileUrl`, which the public bundle cannot import.
 * Absolute addresses (an admin may paste one for a photo or document) are kept as they are.
 */
export function fileUrl(apiBaseUrl: string, path: string): string {
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const base = apiBaseUrl.replace(/\/+$/, '');
  const encoded = path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${base}/api/form/file/${encoded}`;
}
