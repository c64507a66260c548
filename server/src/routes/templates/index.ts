import type { FastifyInstance } from 'fastify';
import type { FormTemplate, ListResponse } from '@front-office/shared/core';
import { requireRight } from '../../plugins/auth';
import { bearer, errorReplies } from '../../schemas';
import { listTemplates } from '../../services/forms/forms';
import { pagingQuerySchema } from '../forms/schemas';

const templateListSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, name: { type: 'string' }, content: { type: 'string' }, paymentModes: {} },
        required: ['id', 'name'],
      },
    },
    totalCount: { type: 'integer' },
  },
  required: ['data', 'totalCount'],
} as const;

export default async function templateRoutes(app: FastifyInstance) {
  app.get<{ Params: { orgId: string }; Querystring: { page: number; pageSize: number }; Reply: ListResponse<FormTemplate> }>(
    '/organizations/:orgId/templates',
    {
      // Templates are shared by every organization; the create dialog lives in the forms area.
      preHandler: requireRight('FORM', 'read'),
      schema: {
        summary: 'One page of form templates (blank, contact, ...) by name',
        tags: ['forms'],
        security: bearer,
        params: { type: 'object', properties: { orgId: { type: 'string', format: 'uuid' } }, required: ['orgId'] },
        querystring: pagingQuerySchema(12),
        response: { 200: templateListSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listTemplates(app.db, request.query.page, request.query.pageSize),
  );
}
