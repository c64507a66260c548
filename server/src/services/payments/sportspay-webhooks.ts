import { badRequest } from '../../lib/http-error';
import type { WebhookReceiver } from './provider-event';

/**
 * SportsPay's webhook door, a stub: SportsPay publishes no server API or notification format we
 * can reach (no documentation nor sandbox; card-providers.ts), so nothing can be verified and
 * every request is refused, changing no money. The real receiver will verify SportsPay's
 * signature (its own scheme, a secret of the account) and map its transaction statuses (spec 000
 * §4, upper-case spellings) to a ProviderEvent: SUCCESS → payment succeeded, ERROR → payment
 * failed, CANCELED → payment failed (`payment_intent_canceled`), REFUNDED → refunds succeeded,
 * PROCESSING → payment processing; its account id (8 characters) goes in `account`.
 */
export function createSportsPayWebhookReceiver(): WebhookReceiver {
  return {
    provider: 'sportspay',
    receive() {
      throw badRequest('SportsPay webhooks are not configured: no SportsPay integration exists on this server, the event was not applied', ['webhooksUnavailable']);
    },
  };
}
