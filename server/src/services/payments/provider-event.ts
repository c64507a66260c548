import type { CardError } from './card-provider';

/** The providers that send us events (payment_accounts.type). */
export type EventProvider = 'stripe' | 'sportspay';

/**
 * What a provider tells us about money it holds, in our own terms: each adapter's webhook
 * receiver turns its verified events into these, and the settling job builds the same from what
 * the provider answers when asked, so one function (applyProviderEvent) settles both.
 */
export type ProviderEventChange =
  /** A charge (Stripe PaymentIntent) moved: `metadata` carries our ids (installmentId, submissionId). */
  | {
      kind: 'payment';
      paymentIntentId: string;
      status: 'succeeded' | 'processing' | 'requires_action' | 'failed';
      error: CardError | null;
      metadata: Record<string, string>;
    }
  /** Refunds moved (`refund.updated` names one, `charge.refunded` lists the charge's). */
  | { kind: 'refunds'; refunds: { reference: string; status: 'succeeded' | 'pending' | 'failed' }[] }
  /** A dispute (chargeback) opened or moved; `closed` once the bank decided (`outcome`). */
  | {
      kind: 'dispute';
      disputeId: string;
      paymentIntentId: string;
      /** Cents held by the dispute. */
      amount: number;
      currency: string;
      reason: string | null;
      /** The provider's status (warning_needs_response, needs_response, under_review, won, lost, …). */
      status: string;
      closed: boolean;
      outcome: 'won' | 'lost' | null;
    }
  /** A type we do not act on: acknowledged (2xx, as providers expect) and logged. */
  | { kind: 'ignored' };

export type ProviderEvent = {
  /** The provider's event id: an event is applied once, a replay changes nothing. */
  id: string;
  provider: EventProvider;
  /** The provider's raw type (payment_intent.succeeded, …), kept for the log. */
  type: string;
  /** The connected account the event is for (Stripe Connect `account`); null for the platform's own. */
  account: string | null;
} & ProviderEventChange;

/**
 * A provider's webhook door: verifies the request as the provider signs it and reads the event.
 * Throws DomainError 400 for a missing, bad or too old signature and for a body that is not an
 * event; never trusts a field it did not verify.
 */
export interface WebhookReceiver {
  readonly provider: EventProvider;
  receive(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}
