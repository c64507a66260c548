import { Type } from '@sinclair/typebox';
import { DomainError } from '../../lib/http-error';
import { UNSTORABLE_MESSAGE, findUnstorableText } from '../../lib/text-guard';
import type { WebhookReceiver } from '../../services/payments/provider-event';
import { applyProviderEvent } from '../../services/payments/provider-events';
import { Enum, errorReplies } from '../../schemas';
import type { TypedApp } from '../../schemas';

export interface WebhookRoutesOptions {
  /** The Stripe door (STRIPE_WEBHOOK_SECRET); null: not configured here, the route answers 404. */
  stripe: WebhookReceiver | null;
}

const receivedSchema = Type.Object({
  received: Type.Literal(true),
  outcome: Enum('string', ['applied', 'unchanged', 'ignored', 'unmatched', 'replayed']),
});

/**
 * The card providers' webhooks (docs/payments.md "Provider events"). The body is kept raw: the
 * signature is computed over its exact bytes, so it is verified before anything reads it. A
 * verified event is applied once per event id and answered 2xx even when it matches nothing of
 * ours (Stripe retries anything else for days); a missing or bad signature is 400 and changes
 * nothing.
 */
export default async function webhookRoutes(app: TypedApp, options: WebhookRoutesOptions) {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      config: { public: true },
      schema: {
        summary: 'Stripe events: payments, refunds and disputes settled by the provider',
        description:
          'Beyond the spec. Verifies the Stripe-Signature header with the endpoint secret (STRIPE_WEBHOOK_SECRET) over the raw body, within a 5-minute tolerance, then applies the event once per event id. 200 { received, outcome } for every verified event, including types not acted on; 400 for a missing or bad signature, a stale timestamp or a body that is not an event; 404 when no endpoint secret is configured here.',
        tags: ['payments'],
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String({ maxLength: 2048 })) }),
        response: { 200: receivedSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => {
      if (!options.stripe) throw new DomainError(404, 'Stripe webhooks are not configured here (STRIPE_WEBHOOK_SECRET)');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = options.stripe.receive(raw, request.headers);
      // Signed by the provider, yet stored: text PostgreSQL cannot keep is refused like any input.
      const unstorable = findUnstorableText(event);
      if (unstorable) throw new DomainError(400, `Invalid event: ${unstorable} ${UNSTORABLE_MESSAGE}`);
      const outcome = await applyProviderEvent(app.db, event);
      request.log.info({ event: event.id, type: event.type, account: event.account, outcome }, 'provider event');
      return { received: true as const, outcome };
    },
  );
}
