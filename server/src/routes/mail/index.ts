import type { FastifyInstance } from 'fastify';
import { MAIL_KINDS } from '@front-office/shared/core';
import { notFound } from '../../lib/http-error';
import { requireRight } from '../../plugins/auth';
import { bearer, emptyQuerySchema, errorReplies } from '../../schemas';
import { failedMails, submissionMails } from '../../services/mail/outbox';
import { findSubmission } from '../../services/submissions/queries';

const uuid = { type: 'string', format: 'uuid' } as const;

const mailSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    submissionId: { type: ['string', 'null'] },
    formId: { type: ['string', 'null'] },
    kind: { type: 'string', enum: MAIL_KINDS },
    recipient: { type: 'string' },
    subject: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'sent', 'failed', 'suppressed'] },
    attempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'submissionId', 'formId', 'kind', 'recipient', 'subject', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt'],
} as const;

/**
 * Staff see what was e-mailed (server/README.md "E-mail"): a submission's messages with their
 * delivery state, and an organization's messages that could not be delivered.
 */
export default async function mailRoutes(app: FastifyInstance) {
  app.get<{ Params: { orgId: string; formId: string; submissionId: string } }>(
    '/organizations/:orgId/forms/:formId/submissions/:submissionId/mails',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'read'),
      schema: {
        summary: 'Beyond the spec (issue 19): the e-mails of a submission, newest first, with their delivery state (pending, sent, failed, suppressed over a sending limit)',
        tags: ['submissions'],
        security: bearer,
        params: { type: 'object', properties: { orgId: uuid, formId: uuid, submissionId: uuid }, required: ['orgId', 'formId', 'submissionId'] },
        querystring: emptyQuerySchema,
        response: { 200: { type: 'array', items: mailSchema }, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orgId, formId, submissionId } = request.params;
      if (!(await findSubmission(app.db, orgId, formId, submissionId))) throw notFound('Submission not found');
      return submissionMails(app.db, submissionId);
    },
  );

  app.get<{ Params: { orgId: string } }>(
    '/organizations/:orgId/mails/failed',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'read'),
      schema: {
        summary: 'Beyond the spec (issue 19): the e-mails of the organization\'s forms that could not be delivered or were suppressed by a sending limit, newest first (100 at most)',
        tags: ['submissions'],
        security: bearer,
        params: { type: 'object', properties: { orgId: uuid }, required: ['orgId'] },
        querystring: emptyQuerySchema,
        response: { 200: { type: 'array', items: mailSchema }, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => failedMails(app.db, request.params.orgId),
  );
}
