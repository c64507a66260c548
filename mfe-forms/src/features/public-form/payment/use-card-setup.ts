import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { getClientSecret } from '../api/get-client-secret';
import type { CardSetupAnswer } from '../api/get-client-secret';
import { usePublicFormEnv } from '../components/public-form-env';
import { cardEntryKind, loadCardProvider } from './card-adapters';
import type { CardElementLike, CardEntryKind, CardProviderClient } from './card-adapters';
import { usePaymentTranslate } from './payment-texts';

export type CardSetupState = { status: 'loading' | 'failed' | 'unavailable' } | { status: 'ready'; setup: CardSetupAnswer; client: CardProviderClient };

const LOADING: CardSetupState = { status: 'loading' };

export interface CardSetup {
  state: CardSetupState;
  /** How the card is entered once ready; null before. */
  kind: CardEntryKind | null;
  /** The provider's card element mounted in `elementBox` (kind `element`). */
  element: RefObject<CardElementLike | null>;
  /** A new setup for the next try, whatever went wrong with this one. */
  renew(): void;
}

/**
 * A card setup on a payment account for the public form's card entry (the summary step, and the
 * receipt's "pay with another card"): the client-secret call, the provider loaded (its script or
 * Stripe.js), and its card element mounted in `elementBox`. Each round is one setup; a round
 * without its answer is loading.
 */
export function useCardSetup(options: { organizationId: string; accountId: string | null; enabled: boolean; elementBox: RefObject<HTMLDivElement | null> }): CardSetup {
  const { apiBaseUrl } = usePublicFormEnv();
  const t = usePaymentTranslate();
  const { organizationId, accountId, enabled, elementBox } = options;
  const [round, setRound] = useState(0);
  const [answered, setAnswered] = useState<{ round: number; state: CardSetupState }>({ round: -1, state: LOADING });
  const element = useRef<CardElementLike | null>(null);
  const state = answered.round === round ? answered.state : LOADING;

  useEffect(() => {
    if (!enabled || !accountId) return undefined;
    let active = true;
    void (async () => {
      const setup = await getClientSecret(apiBaseUrl, organizationId, accountId);
      let next: CardSetupState;
      if (setup === 'unavailable') next = { status: 'unavailable' };
      else if (!setup) next = { status: 'failed' };
      else {
        try {
          next = { status: 'ready', setup, client: await loadCardProvider(setup) };
        } catch {
          next = { status: 'failed' };
        }
      }
      if (active) setAnswered({ round, state: next });
    })();
    return () => {
      active = false;
    };
  }, [apiBaseUrl, accountId, enabled, organizationId, round]);

  useEffect(() => {
    if (state.status !== 'ready' || cardEntryKind(state.setup) !== 'element' || !elementBox.current) return undefined;
    const elementOptions = state.setup.scriptUrl ? { labels: { number: t('payment.cardNumber'), expiry: t('payment.cardExpiry'), expiryPlaceholder: 'MM/YY', cvc: t('payment.cardCvc') } } : { hidePostalCode: true };
    const created = state.client.elements().create('card', elementOptions);
    created.mount(elementBox.current);
    element.current = created;
    return () => {
      created.destroy();
      element.current = null;
    };
  }, [state, t, elementBox]);

  return {
    state,
    kind: state.status === 'ready' ? cardEntryKind(state.setup) : null,
    element,
    renew: () => setRound((current) => current + 1),
  };
}
