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
  | { status: 'failed'; paymentIntentId: string | null; error: CardError };

/**
 * The provider port for the public form's payments (STYLE.md "Payments": ports and adapters).
 * Adapters: Stripe (official SDK), the simulated provider of sample mode and tests. Refunds and
 * cancellations live in refund-provider.ts (issue 11).
 */
export interface CardProvider {
  createSetup(account: ProviderAccount, options: { email: string | null; origin: string }): Promise<CardSetup>;
  getSetup(account: ProviderAccount, setupIntentId: string): Promise<SetupState | null>;
  charge(account: ProviderAccount, request: ChargeRequest): Promise<ChargeResult>;
}
