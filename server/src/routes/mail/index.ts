import { Type } from '@sinclair/typebox';
import { MAIL_KINDS } from '@front-office/shared/core';
import { HttpError, notFound } from '../../lib/http-error';
import { requireRight } from '../../plugins/auth';
import { Enum, Nullable, bearer, emptyQuerySchema, errorReplies, orgIdParamsSchema, uuidSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { failedMails, submissionMails } from '../../services/mail/outbox';
import { findSubmission } from '../../services/submissions/queries';
import { localizedNameSchema, pagingQuerySchema } from '../forms/schemas';

const mailSchema = Type.Object({
  id: Type.String(),
  submissionId: Nullable(Type.String()),
  formId: Nullable(Type.String()),
  kind: Enum('string', MAIL_KINDS),
  recipient: Type.String(),
  subject: Type.String(),
  status: Enum('string', ['pending', 'sent', 'failed', 'suppressed']),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  sentAt: Nullable(Type.String({ format: 'date-time' })),
});

const failedMailSchema = Type.Object({ ...mailSchema.properties, formName: localizedNameSchema });

/**
 * Staff see what was e-mailed (docs/mail.md): a submission's messages with their delivery state,
 * and an organization's messages that could not be delivered, page by page.
 */
export default async function mailRoutes(app: TypedApp) {
  app.get(
    '/organizations/:orgId/forms/:formId/submissions/:submissionId/mails',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'read'),
      schema: {
        summary: 'Beyond the spec: the e-mails of a submission, newest first, with their delivery state (pending, sent, failed, suppressed over a sending limit)',
        tags: ['submissions'],
        security: bearer,
        params: Type.Object({ orgId: uuidSchema, formId: uuidSchema, submissionId: uuidSchema }),
        querystring: emptyQuerySchema,
        response: { 200: Type.Array(mailSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orgId, formId, submissionId } = request.params;
      if (!(await findSubmission(app.db, orgId, formId, submissionId))) throw notFound('Submission not found');
      return submissionMails(app.db, submissionId);
    },
  );

  app.get(
    '/organizations/:orgId/mails/failed',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'read'),
      schema: {
        summary: "Beyond the spec: the e-mails of the organization's forms that could not be delivered or were suppressed by a sending limit, newest first, one page with the total and each one's form name",
        tags: ['submissions'],
        security: bearer,
        params: orgIdParamsSchema,
        querystring: pagingQuerySchema(20),
        response: { 200: Type.Object({ data: Type.Array(failedMailSchema), totalCount: Type.Integer() }), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      // Ajv lets a coerced "Infinity" through `integer`; PostgreSQL would then fail on the offset.
      if (!Number.isSafeInteger(page) || !Number.isSafeInteger(pageSize)) throw new HttpError(400, 'page and pageSize must be whole numbers');
      return failedMails(app.db, request.params.orgId, { page, pageSize });
    },
  );
}
