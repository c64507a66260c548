import type { PaymentAccountType } from '@front-office/shared/core';

/** The account a card operation runs on: our id, the provider's id and its kind. */
export interface ProviderAccount {
  id: string;
  providerAccountId: string;
  type: PaymentAccountType;
  publishableKey: string | null;
}

/** A card problem as the provider names it (Stripe's codes, spec 001 §8). */
export interface CardError {
  code: string;
  declineCode: string | null;
  message: string;
}

/** What the browser needs to collect a card for later charges (spec 001 §4, §7). */
export interface CardSetup {
  clientSecret: string;
  setupIntentId: string;
  /** The provider's script for the browser; null for Stripe (the page loads @stripe/stripe-js). */
  scriptUrl: string | null;
  publishableKey: string | null;
}

export type SetupState =
  | { status: 'succeeded'; customerId: string | null; paymentMethodId: string }
  | { status: 'pending' | 'failed'; error: CardError | null };

export interface ChargeRequest {
  amount: number;
  currency: string;
  customerId: string | null;
  paymentMethodId: string;
  /** Derived from our own ids: a replayed call never charges twice. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export type ChargeResult =
  | { status: 'succeeded' | 'processing'; paymentIntentId: string }
  /**
   * An off-session charge the card's bank wants the cardholder to authenticate (SCA; Stripe's
   * `authentication_required` error, or a PaymentIntent in `requires_action`): the payer completes
   * it on the public page (getPaymentAction), nothing was taken yet.
   */
  | { status: 'requires_action'; paymentIntentId: string }
  | { status: 'failed'; paymentIntentId: string | null; error: CardError };

/**
 * What the browser needs to authenticate a charge that requires the cardholder: the
 * PaymentIntent's client secret, confirmed on the payment's account with its card
 * (Stripe.js `confirmCardPayment(clientSecret, { payment_method })`, or the simulated script).
 */
export interface PaymentAction {
  clientSecret: string;
  /** The card the charge was tried with (Stripe's `last_payment_error.payment_method`), null when the intent keeps its own. */
  paymentMethodId: string | null;
  /** The provider's script for the browser; null for Stripe (the page loads @stripe/stripe-js). */
  scriptUrl: string | null;
  publishableKey: string | null;
}

/**
 * The provider port for the public form's payments (STYLE.md "Payments": ports and adapters).
 * Adapters: Stripe (official SDK), the simulated provider of sample mode and tests. Refunds and
 * cancellations live in refund-provider.ts (issue 11).
 */
export interface CardProvider {
  createSetup(account: ProviderAccount, options: { email: string | null; origin: string }): Promise<CardSetup>;
  getSetup(account: ProviderAccount, setupIntentId: string): Promise<SetupState | null>;
  charge(account: ProviderAccount, request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The charge as the provider has it now (the settling job and the action page read it; never
   * the page's word). Null when the provider does not know the id on that account.
   */
  getPayment(account: ProviderAccount, paymentIntentId: string): Promise<ChargeResult | null>;
  /** The action to complete for a charge in `requires_action`; null when it no longer needs one (paid, failed for good, unknown). */
  getPaymentAction(account: ProviderAccount, paymentIntentId: string, options: { origin: string }): Promise<PaymentAction | null>;
}
