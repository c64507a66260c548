import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/http-error';
import { bearer, emptyQuerySchema, errorReplies } from '../../schemas';
import { revokeToken } from '../../services/auth/users';

export default async function authenticationRoutes(app: FastifyInstance) {
  app.post<{ Reply: { ok: true } }>(
    '/authentication/signout',
    {
      schema: {
        summary: 'Sign out: the bearer token stops working',
        tags: ['authentication'],
        security: bearer,
        querystring: emptyQuerySchema,
        response: {
          200: { type: 'object', properties: { ok: { type: 'boolean', enum: [true] } }, required: ['ok'] },
          ...errorReplies(401),
        },
      },
    },
    async (request) => {
      if (!request.token) throw unauthorized();
      await revokeToken(app.db, request.token.jti, request.token.expiresAt);
      return { ok: true } as const;
    },
  );
}
