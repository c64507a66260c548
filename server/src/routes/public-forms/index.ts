import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/http-error';
import { Enum, emptyQuerySchema, errorReplies, uuidSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { closedPublicForm, closedReason, getFormDetails, publicForm } from '../../services/forms/forms';
import { formDetailsSchema } from '../forms/schemas';

export default async function publicFormRoutes(app: TypedApp) {
  app.get(
    '/public/forms/:formId/details',
    {
      config: { public: true },
      schema: {
        summary: 'A form as the public sees it, with its organization and why it is closed (null when open)',
        description:
          'Pending and Active forms are open between their start and end dates; Draft and Completed forms are closed. A closed form comes without its questions, prices and products (content has no step): what its closed page and confirmation show. Discount codes and staff e-mails are left out; fieldProperties holds only { [fieldId]: { claimed: { [product]: quantity } } } for products with a limit (left = limit − claimed, summed over fields).',
        tags: ['public'],
        params: Type.Object({ formId: uuidSchema }),
        querystring: emptyQuerySchema,
        response: {
          200: Type.Object({ ...formDetailsSchema.properties, closed: Enum(['string', 'null'], ['draft', 'completed', 'notStarted', 'ended', null]) }),
          ...errorReplies(400, 404),
        },
      },
    },
    async (request) => {
      const details = await getFormDetails(app.db, request.params.formId);
      if (!details) throw notFound('Form not found');
      const closed = closedReason(details.row);
      return { form: closed ? closedPublicForm(details.form) : publicForm(details.form), organization: details.organization, closed };
    },
  );
}
