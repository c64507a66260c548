import type { CardSetupAnswer } from '../api/get-client-secret';

/** A card element mounted in the page (Stripe Elements, or the simulated provider's). */
export interface CardElementLike {
  mount(container: HTMLElement): void;
  destroy(): void;
}

export interface CardSetupError {
  code?: string;
  decline_code?: string;
  message?: string;
}

/** What raw card data the built-in form (second provider) hands to the provider script. */
export interface RawCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The part of Stripe.js (and of the providers' scripts shaped like it) the summary step uses. */
export interface CardProviderClient {
  elements(): { create(type: 'card', options?: Record<string, unknown>): CardElementLike };
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: CardElementLike | RawCard; billing_details: { name: string; email?: string } } },
  ): Promise<{ setupIntent?: { id: string; status: string }; error?: CardSetupError }>;
  /** The cardholder authenticates a charge the bank holds (3-D Secure): Stripe.js's, or the simulated script's dialog. */
  confirmCardPayment(clientSecret: string, data?: { payment_method: string }): Promise<{ paymentIntent?: { id: string; status: string }; error?: CardSetupError }>;
}

/** What the page needs to authenticate a charge (the server's action answer: confirm's 402 or the receipt's action route). */
export interface PaymentActionAnswer {
  clientSecret: string;
  paymentMethodId: string | null;
  scriptUrl: string | null;
  publishableKey: string | null;
}

/** How the card is entered: a provider element, or the built-in form for 8-character accounts (spec 001 §9). */
export type CardEntryKind = 'element' | 'builtin';

export function cardEntryKind(setup: Pick<CardSetupAnswer, 'accountId'>): CardEntryKind {
  return setup.accountId.length === 8 ? 'builtin' : 'element';
}

type ProviderFactory = (publishableKey: string) => CardProviderClient;
declare global {
  interface Window {
    FrontOfficeSampleProvider?: ProviderFactory;
  }
}

const scripts = new Map<string, Promise<void>>();

/** Loads a provider script once per page; a failed load is forgotten so a retry loads it again. */
function loadScript(url: string): Promise<void> {
  const known = scripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scripts.delete(url);
      script.remove();
      reject(new Error(`The payment script ${url} could not be loaded`));
    };
    document.head.appendChild(script);
  });
  scripts.set(url, loading);
  return loading;
}

/**
 * The provider client of a card setup: the script named by the client secret's answer (the
 * second provider's host, or the simulated provider in sample mode), else Stripe.js through
 * @stripe/stripe-js, imported only now so the payment code stays out of the first render.
 * Rejects when the script cannot be loaded (the page shows the script-failure state).
 */
export async function loadCardProvider(setup: Pick<CardSetupAnswer, 'scriptUrl' | 'publishableKey'>): Promise<CardProviderClient> {
  if (setup.scriptUrl) {
    await loadScript(setup.scriptUrl);
    const factory = window.FrontOfficeSampleProvider;
    if (!factory) throw new Error('The payment script did not start');
    return factory(setup.publishableKey ?? '');
  }
  if (!setup.publishableKey) throw new Error('No publishable key for this Stripe account');
  const { loadStripe } = await import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js');
  const stripe = await loadStripe(setup.publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  return stripe as unknown as CardProviderClient;
}

