import { requireMember } from '../../plugins/auth';
import { Type } from '@sinclair/typebox';
import { bearer, emptyQuerySchema, errorReplies, orgIdParamsSchema, permissionEntrySchema } from '../../schemas';
import type { TypedApp } from '../../schemas';

export default async function securityRoutes(app: TypedApp) {
  app.get(
    '/security/organizations/:orgId',
    {
      preHandler: requireMember(),
      schema: {
        summary: "The signed-in user's rights in the organization, one entry per area",
        tags: ['organizations'],
        security: bearer,
        params: orgIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: Type.Array(permissionEntrySchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => request.rights ?? [],
  );
}
