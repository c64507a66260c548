import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/http-error';
import type { Organization } from '@front-office/shared/core';
import { bearer, emptyQuerySchema, errorReplies, organizationSchema } from '../../schemas';
import { listUserOrganizations } from '../../services/organizations';

export default async function organizationRoutes(app: FastifyInstance) {
  app.get<{ Reply: Organization[] }>(
    '/organizations',
    {
      schema: {
        summary: "The signed-in user's organizations",
        tags: ['organizations'],
        security: bearer,
        querystring: emptyQuerySchema,
        response: { 200: { type: 'array', items: organizationSchema }, ...errorReplies(401) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return listUserOrganizations(app.db, request.user.id);
    },
  );
}
