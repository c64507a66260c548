import type { FastifyInstance } from 'fastify';
import { can } from '@front-office/shared/core';
import { forbidden, notFound, unauthorized } from '../../lib/http-error';
import { emptyQuerySchema, errorReplies } from '../../schemas';
import { getFileByPath } from '../../services/files/files';
import { getUserRights } from '../../services/organizations/organizations';

// Avatars are shown on public pages (public form, confirmation) before anyone signs in.
const PUBLIC_CATEGORIES = new Set(['avatars']);
// Shown in the page; anything else is downloaded, never rendered on the API's origin.
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function contentDisposition(fileName: string, inline: boolean): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export default async function fileRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>(
    '/form/file/*',
    {
      config: { optionalAuth: true },
      schema: {
        summary: 'A stored file by its path {category}/{id}/{fileName}',
        description:
          "Avatars are public. A submission's file (uploads/…) needs FORM_SUBMISSION read in the organization of its form (404 for others). Served with Content-Security-Policy: sandbox and nosniff; anything but an image as an attachment.",
        tags: ['files'],
        params: { type: 'object', properties: { '*': { type: 'string', minLength: 1, maxLength: 300 } }, required: ['*'] },
        querystring: emptyQuerySchema,
        response: { 200: { type: 'string', format: 'binary' }, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      const segments = path.split('/');
      const [category, , fileName] = segments;
      if (segments.length !== 3 || !category || !fileName || segments.includes('..')) throw notFound('File not found');
      const isPublic = PUBLIC_CATEGORIES.has(category);
      if (!isPublic && !request.user) throw unauthorized();
      const file = await getFileByPath(app.db, path);
      if (!file) throw notFound('File not found');
      if (!isPublic) {
        // A submission's file is as private as the submission: FORM_SUBMISSION read in its form's organization.
        const rights = file.organizationId && request.user ? await getUserRights(app.db, file.organizationId, request.user.id) : null;
        if (!rights) throw notFound('File not found');
        if (!can(rights, 'FORM_SUBMISSION', 'read')) throw forbidden('Missing FORM_SUBMISSION read right in this organization');
      }
      const inline = INLINE_TYPES.has(file.contentType);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('Content-Disposition', contentDisposition(fileName, inline))
        .header('X-Content-Type-Options', 'nosniff')
        // A file that is rendered anyway (an HTML upload opened directly) runs no script and reaches no origin.
        .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(file.bytes);
    },
  );
}
