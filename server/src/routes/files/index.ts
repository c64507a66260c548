import type { FastifyInstance } from 'fastify';
import { notFound, unauthorized } from '../../lib/http-error';
import { emptyQuerySchema, errorReplies } from '../../schemas';
import { getFileByPath } from '../../services/files';

// Avatars are shown on public pages (public form, confirmation) before anyone signs in.
const PUBLIC_CATEGORIES = new Set(['avatars']);

function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export default async function fileRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>(
    '/form/file/*',
    {
      config: { optionalAuth: true },
      schema: {
        summary: 'A stored file by its path {category}/{id}/{fileName}; avatars are public',
        tags: ['files'],
        params: { type: 'object', properties: { '*': { type: 'string', minLength: 1 } }, required: ['*'] },
        querystring: emptyQuerySchema,
        response: { 200: { type: 'string', format: 'binary' }, ...errorReplies(401, 404) },
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      const segments = path.split('/');
      const [category, , fileName] = segments;
      if (segments.length !== 3 || !category || !fileName || segments.includes('..')) throw notFound('File not found');
      if (!PUBLIC_CATEGORIES.has(category) && !request.user) throw unauthorized();
      const file = await getFileByPath(app.db, path);
      if (!file) throw notFound('File not found');
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('Content-Disposition', contentDisposition(fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.bytes);
    },
  );
}
