import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { sampleProviderCharges, sampleProviderSetups, settings } from '../../db/schema';
import type { CardError, CardProvider, ChargeResult, SetupState } from './card-provider';
import type { TestCard } from './sample-test-cards';
import { cardBrandOf } from '@front-office/shared/core';
import { AUTHENTICATION_REQUIRED_LAST4, CHARGE_DECLINED_LAST4, setupOutcome } from './sample-test-cards';

const token = (bytes = 12) => randomBytes(bytes).toString('hex');

function resultOf(charge: typeof sampleProviderCharges.$inferSelect): ChargeResult {
  if (charge.status === 'succeeded') return { status: 'succeeded', paymentIntentId: charge.id };
  if (charge.status === 'requires_action') return { status: 'requires_action', paymentIntentId: charge.id };
  return { status: 'failed', paymentIntentId: charge.id, error: { code: charge.errorCode ?? 'card_declined', declineCode: charge.declineCode, message: 'Your card was declined.' } };
}

/** Where the simulated provider's browser script is served (routes/sample-provider). */
export const SAMPLE_PROVIDER_SCRIPT_PATH = '/sample-provider/v1/provider.js';

const SECRET_KEY = 'sample_provider_secret';

/** What the simulated script's authentication answers, as Stripe.js's confirmCardPayment does. */
export type PaymentConfirmation =
  | { ok: true; paymentIntentId: string; status: 'succeeded'; accountId: string; amount: number; currency: string }
  | { ok: false; paymentIntentId: string; error: CardError };

/**
 * The simulated card provider of sample mode and tests: Stripe's flow (SetupIntent, then charges
 * with an idempotency key) kept in our database, so two API instances share it and a replayed
 * charge answers the first result. Stripe's test cards decide the outcomes (sample-test-cards.ts).
 */
export function createSimulatedCardProvider(db: AppDb): CardProvider & {
  confirmSetup(clientSecret: string, card: TestCard): Promise<{ ok: true; setupIntentId: string } | { ok: false; error: CardError } | null>;
  /** The cardholder's answer to the authentication of a charge (the script's dialog): null for an unknown or forged client secret. */
  confirmPayment(clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentConfirmation | null>;
} {
  // A charge's client secret is `{id}_secret_{HMAC(id)}`: computed again when asked, so no column
  // keeps it, and every API instance of the database derives the same one (the secret is shared in
  // `settings`, as the receipt secret is).
  let secret: Promise<Buffer> | null = null;
  const secretOf = () =>
    (secret ??= (async () => {
      await db.insert(settings).values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
      if (!row) throw new Error('Could not store the simulated provider secret');
      return Buffer.from(row.value, 'base64url');
    })());
  const clientSecretOf = async (paymentIntentId: string) => `${paymentIntentId}_secret_${createHmac('sha256', await secretOf()).update(`payment:${paymentIntentId}`).digest('base64url')}`;

  return {
    async createSetup(account, { origin }) {
      const id = `seti_sample_${token()}`;
      const clientSecret = `${id}_secret_${token(16)}`;
      await db.insert(sampleProviderSetups).values({ id, clientSecret, accountId: account.providerAccountId, customerId: `cus_sample_${token(8)}` });
      return { clientSecret, setupIntentId: id, scriptUrl: `${origin}${SAMPLE_PROVIDER_SCRIPT_PATH}`, publishableKey: account.publishableKey ?? 'pk_test_sample' };
    },

    async confirmSetup(clientSecret, card) {
      const [setup] = await db.select().from(sampleProviderSetups).where(eq(sampleProviderSetups.clientSecret, clientSecret));
      if (!setup) return null;
      if (setup.status === 'succeeded') return { ok: true, setupIntentId: setup.id };
      const error = setupOutcome(card);
      const digits = card.number.replace(/\s+/g, '');
      if (error) {
        await db.update(sampleProviderSetups).set({ errorCode: error.code, declineCode: error.declineCode }).where(eq(sampleProviderSetups.id, setup.id));
        return { ok: false, error };
      }
      await db
        .update(sampleProviderSetups)
        .set({ status: 'succeeded', paymentMethodId: `pm_sample_${token(8)}`, cardLast4: digits.slice(-4), cardBrand: cardBrandOf(digits), errorCode: null, declineCode: null })
        .where(eq(sampleProviderSetups.id, setup.id));
      return { ok: true, setupIntentId: setup.id };
    },

    async getSetup(account, setupIntentId): Promise<SetupState | null> {
      const [setup] = await db.select().from(sampleProviderSetups).where(eq(sampleProviderSetups.id, setupIntentId));
      if (!setup || setup.accountId !== account.providerAccountId) return null;
      if (setup.status === 'succeeded' && setup.paymentMethodId) return { status: 'succeeded', customerId: setup.customerId, paymentMethodId: setup.paymentMethodId };
      return { status: 'pending', error: setup.errorCode ? { code: setup.errorCode, declineCode: setup.declineCode, message: setup.errorCode } : null };
    },

    async charge(account, request): Promise<ChargeResult> {
      const [method] = await db.select().from(sampleProviderSetups).where(eq(sampleProviderSetups.paymentMethodId, request.paymentMethodId));
      const declined = !method || method.cardLast4 === CHARGE_DECLINED_LAST4;
      const authenticate = !declined && method.cardLast4 === AUTHENTICATION_REQUIRED_LAST4;
      // Insert-or-keep by idempotency key: a replay finds the first charge and answers it.
      const [inserted] = await db
        .insert(sampleProviderCharges)
        .values({
          idempotencyKey: request.idempotencyKey,
          id: `pi_sample_${token()}`,
          accountId: account.providerAccountId,
          amount: request.amount,
          currency: request.currency,
          paymentMethodId: request.paymentMethodId,
          status: declined ? 'failed' : authenticate ? 'requires_action' : 'succeeded',
          errorCode: declined ? 'card_declined' : null,
          declineCode: declined ? 'generic_decline' : null,
        })
        .onConflictDoNothing()
        .returning();
      const [charge] = inserted ? [inserted] : await db.select().from(sampleProviderCharges).where(eq(sampleProviderCharges.idempotencyKey, request.idempotencyKey));
      if (!charge) throw new Error('simulated charge not stored');
      return resultOf(charge);
    },

    async getPayment(account, paymentIntentId) {
      const [charge] = await db.select().from(sampleProviderCharges).where(eq(sampleProviderCharges.id, paymentIntentId));
      return charge && charge.accountId === account.providerAccountId ? resultOf(charge) : null;
    },

    async getPaymentAction(account, paymentIntentId, { origin }) {
      const [charge] = await db.select().from(sampleProviderCharges).where(eq(sampleProviderCharges.id, paymentIntentId));
      if (!charge || charge.accountId !== account.providerAccountId || charge.status !== 'requires_action') return null;
      return {
        clientSecret: await clientSecretOf(charge.id),
        paymentMethodId: charge.paymentMethodId,
        scriptUrl: `${origin}${SAMPLE_PROVIDER_SCRIPT_PATH}`,
        publishableKey: account.publishableKey ?? 'pk_test_sample',
      };
    },

    async confirmPayment(clientSecret, outcome) {
      const paymentIntentId = clientSecret.split('_secret_')[0] ?? '';
      // No such charge: answered before the shared secret is read (or, on a fresh database, made).
      const [known] = await db.select({ id: sampleProviderCharges.id }).from(sampleProviderCharges).where(eq(sampleProviderCharges.id, paymentIntentId));
      if (!known) return null;
      const expected = Buffer.from(await clientSecretOf(paymentIntentId));
      const given = Buffer.from(clientSecret);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (outcome === 'complete') {
        // Only a charge waiting for the cardholder moves: a replay of a completed one answers it as it is.
        await db
          .update(sampleProviderCharges)
          .set({ status: 'succeeded' })
          .where(and(eq(sampleProviderCharges.id, paymentIntentId), eq(sampleProviderCharges.status, 'requires_action')));
      }
      const [charge] = await db.select().from(sampleProviderCharges).where(eq(sampleProviderCharges.id, paymentIntentId));
      if (!charge) return null;
      if (charge.status === 'succeeded') return { ok: true, paymentIntentId, status: 'succeeded', accountId: charge.accountId, amount: charge.amount, currency: charge.currency };
      // Stripe's answer to a failed 3-D Secure; the charge still waits for the cardholder.
      return {
        ok: false,
        paymentIntentId,
        error: { code: 'payment_intent_authentication_failure', declineCode: null, message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
      };
    },
  };
}

export type SimulatedCardProvider = ReturnType<typeof createSimulatedCardProvider>;
