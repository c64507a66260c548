import { Type } from '@sinclair/typebox';
import { unauthorized } from '../../lib/http-error';
import { Enum, bearer, emptyQuerySchema, errorReplies } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { revokeToken } from '../../services/auth/users';

export default async function authenticationRoutes(app: TypedApp) {
  app.post(
    '/authentication/signout',
    {
      schema: {
        summary: 'Sign out: the bearer token stops working',
        tags: ['authentication'],
        security: bearer,
        querystring: emptyQuerySchema,
        response: {
          200: Type.Object({ ok: Enum('boolean', [true]) }),
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
