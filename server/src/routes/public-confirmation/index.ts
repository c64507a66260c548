import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { submissions } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { emptyQuerySchema, errorReplies } from '../../schemas';

interface ConfirmationParams {
  formId: string;
  submissionId: string;
}

const uuid = { type: 'string', format: 'uuid' } as const;

/**
 * Beyond the spec (issue 13 §6): the confirmation page asks whether a submission belongs to a
 * form before it says "Thank you!". The answer is yes (204) or no (404), nothing about the
 * submission itself.
 */
export default async function publicConfirmationRoutes(app: FastifyInstance) {
  app.get<{ Params: ConfirmationParams }>(
    '/public/forms/:formId/submissions/:submissionId',
    {
      config: { public: true },
      schema: {
        summary: 'Whether a submission belongs to a form (for the confirmation page); reveals nothing else',
        description: 'Not in the spec. 204 when the submission was made on this form, 404 otherwise (an unreadable id is 400).',
        tags: ['public'],
        params: { type: 'object', properties: { formId: uuid, submissionId: uuid }, required: ['formId', 'submissionId'] },
        querystring: emptyQuerySchema,
        response: { 204: { type: 'null' }, ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      const [found] = await app.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.id, request.params.submissionId), eq(submissions.formId, request.params.formId)));
      if (!found) throw notFound('Submission not found');
      return reply.code(204).send();
    },
  );
}
