import { Type } from '@sinclair/typebox';
import { requireRight } from '../../plugins/auth';
import { bearer, errorReplies, orgIdParamsSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { listTemplates } from '../../services/forms/forms';
import { localizedNameSchema, pagingQuerySchema } from '../forms/schemas';

const templateListSchema = Type.Object({
  data: Type.Array(Type.Object({ id: Type.String(), name: localizedNameSchema, content: Type.Optional(Type.String()), paymentModes: Type.Optional(Type.Unknown()) })),
  totalCount: Type.Integer(),
});

export default async function templateRoutes(app: TypedApp) {
  app.get(
    '/organizations/:orgId/templates',
    {
      // Templates are shared by every organization; the create dialog lives in the forms area.
      preHandler: requireRight('FORM', 'read'),
      schema: {
        summary: 'One page of form templates (blank, contact, ...) by name',
        tags: ['forms'],
        security: bearer,
        params: orgIdParamsSchema,
        querystring: pagingQuerySchema(12),
        response: { 200: templateListSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listTemplates(app.db, request.query.page, request.query.pageSize),
  );
}
