import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../plugins/auth';
import type { PermissionEntry } from '@front-office/shared/core';
import { bearer, emptyQuerySchema, errorReplies, orgIdParamsSchema, permissionEntrySchema } from '../../schemas';

export default async function securityRoutes(app: FastifyInstance) {
  app.get<{ Params: { orgId: string }; Reply: PermissionEntry[] }>(
    '/security/organizations/:orgId',
    {
      preHandler: requireMember(),
      schema: {
        summary: "The signed-in user's rights in the organization, one entry per area",
        tags: ['organizations'],
        security: bearer,
        params: orgIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: { type: 'array', items: permissionEntrySchema }, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => request.rights ?? [],
  );
}
