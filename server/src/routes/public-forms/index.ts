import type { FastifyInstance } from 'fastify';
import type { FormDetailsResponse } from '@front-office/shared/core';
import { notFound } from '../../lib/http-error';
import { emptyQuerySchema, errorReplies } from '../../schemas';
import type { ClosedReason } from '../../services/forms/forms';
import { closedReason, getFormDetails, publicForm } from '../../services/forms/forms';
import { formDetailsSchema } from '../forms/schemas';

export default async function publicFormRoutes(app: FastifyInstance) {
  app.get<{ Params: { formId: string }; Reply: FormDetailsResponse & { closed: ClosedReason | null } }>(
    '/public/forms/:formId/details',
    {
      config: { public: true },
      schema: {
        summary: 'A form as the public sees it, with its organization and why it is closed (null when open)',
        description:
          'Pending and Active forms are open between their start and end dates; Draft and Completed forms are closed. Discount codes and staff e-mails are left out; fieldProperties holds only { [fieldId]: { claimed: { [product]: quantity } } } for products with a limit (left = limit − claimed, summed over fields).',
        tags: ['public'],
        params: { type: 'object', properties: { formId: { type: 'string', format: 'uuid' } }, required: ['formId'] },
        querystring: emptyQuerySchema,
        response: {
          200: {
            ...formDetailsSchema,
            properties: { ...formDetailsSchema.properties, closed: { type: ['string', 'null'], enum: ['draft', 'completed', 'notStarted', 'ended', null] } },
            required: [...formDetailsSchema.required, 'closed'],
          },
          ...errorReplies(400, 404),
        },
      },
    },
    async (request) => {
      const details = await getFormDetails(app.db, request.params.formId);
      if (!details) throw notFound('Form not found');
      return { form: publicForm(details.form), organization: details.organization, closed: closedReason(details.row) };
    },
  );
}
