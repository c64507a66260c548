import { apiRequest } from '@front-office/shared/platform';

/** GET /api/form/file/{path} with the session's token (submission files are not public). */
export function getSubmissionFile(path: string): Promise<Blob> {
  return apiRequest<Blob>(`/api/form/file/${path.split('/').map(encodeURIComponent).join('/')}`, { responseType: 'blob' });
}
