import { apiRequest } from '@front-office/shared/platform';
import { downloadName } from '../utils/stored-files';

/** GET /api/form/file/{path} with the session's token (submission files are not public). */
export function getSubmissionFile(path: string): Promise<Blob> {
  return apiRequest<Blob>(`/api/form/file/${path.split('/').map(encodeURIComponent).join('/')}`, { responseType: 'blob' });
}

/** Saves a stored file under the name of its path's third segment (spec 000 §7). */
export async function downloadSubmissionFile(path: string): Promise<void> {
  const url = URL.createObjectURL(await getSubmissionFile(path));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadName(path);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Let the browser start the download before the address goes away.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
