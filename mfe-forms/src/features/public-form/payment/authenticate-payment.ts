import { loadCardProvider } from './card-adapters';
import type { PaymentActionAnswer } from './card-adapters';

/**
 * Runs the bank's authentication of a charge in the page (Stripe.js `confirmCardPayment` with the
 * card the charge was tried with, or the simulated provider's dialog). Its answer is only a hint:
 * the server then reads the charge from the provider. ok when the cardholder completed it, else
 * the provider's error code (`processing_error` when the provider could not be loaded or reached).
 */
export async function authenticatePayment(action: PaymentActionAnswer): Promise<{ ok: true } | { ok: false; code: string }> {
  try {
    const client = await loadCardProvider(action);
    const result = await client.confirmCardPayment(action.clientSecret, action.paymentMethodId ? { payment_method: action.paymentMethodId } : undefined);
    if (result.error || !result.paymentIntent) return { ok: false, code: result.error?.code ?? 'processing_error' };
    return { ok: true };
  } catch {
    return { ok: false, code: 'processing_error' };
  }
}
