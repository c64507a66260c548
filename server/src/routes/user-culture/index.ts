import type { FastifyInstance } from 'fastify';
import type { Language, User } from '@front-office/shared/core';
import { unauthorized } from '../../lib/http-error';
import { bearer, emptyQuerySchema, errorReplies, userSchema } from '../../schemas';
import { setUserCulture } from '../../services/auth/user-culture';

interface CultureBody {
  culture: Language;
}

const cultureBodySchema = {
  type: 'object',
  properties: { culture: { type: 'string', enum: ['fr', 'en'] } },
  required: ['culture'],
  additionalProperties: false,
} as const;

/** Beyond the spec: the signed-in user's chosen language, kept as their culture (issue 13 §3). */
export default async function userCultureRoutes(app: FastifyInstance) {
  app.put<{ Body: CultureBody; Reply: User }>(
    '/users/me/culture',
    {
      schema: {
        summary: "Keep the signed-in user's interface language (fr or en) as their culture",
        description:
          'Not in the spec: the EN/FR link calls it so that the choice survives a reload and the next sign-in ' +
          '(the first language rule reads the user culture). Answers the updated user.',
        tags: ['authentication'],
        security: bearer,
        querystring: emptyQuerySchema,
        body: cultureBodySchema,
        response: { 200: userSchema, ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const user = await setUserCulture(app.db, request.user.id, request.body.culture);
      if (!user) throw unauthorized();
      return user;
    },
  );
}
