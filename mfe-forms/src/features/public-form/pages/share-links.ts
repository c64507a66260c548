import type { ShareLinks } from '../components/share-dialog';

/**
 * The public link and embed code of a form: on the public entry's origin when the runtime
 * config advertises it (`publicFormUrl`), else on the shell's own public routes.
 */
export function shareLinks(formId: string, publicFormUrl: string | undefined, origin: string): ShareLinks {
  const base = (publicFormUrl ?? origin).replace(/\/+$/, '');
  const id = encodeURIComponent(formId);
  const url = `${base}/registrations/${publicFormUrl ? '' : 'embed/'}${id}`;
  const embedUrl = `${base}/registrations/embed/${id}`;
  return { url, embedCode: `<iframe src="${embedUrl}" title="Front Office" style="width:100%;border:0" height="800"></iframe>` };
}
