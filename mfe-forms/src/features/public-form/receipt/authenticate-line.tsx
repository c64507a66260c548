import { useState } from 'react';
import { formatMoney } from '@front-office/shared/core';
import type { Receipt, ReceiptLine } from '@front-office/shared/core';
import { completeLineAction, getLineAction } from '../api/pay-declined-line';
import { getReceipt } from '../api/get-receipt';
import { usePublicFormEnv } from '../components/public-form-env';
import { authenticatePayment } from '../payment/authenticate-payment';
import { cardErrorKey } from '../payment/card-error-key';
import { useReceiptTranslate } from './receipt-texts';

export interface AuthenticateLineProps {
  line: ReceiptLine;
  target: { formId: string; submissionId: string; receiptKey: string };
  /** The receipt after the server settled the charge: paid (no message), or declined when the bank refused for good (the message to show). */
  onSettled(receipt: Receipt, refusal: string | null): void;
}

/**
 * A charge the card's bank holds for the cardholder (issue 20 §3): the payer confirms it here.
 * The server's action answer loads the provider (Stripe.js, or the simulated script) and runs its
 * authentication; whatever the page saw, the server then reads the charge from the provider and
 * answers the receipt (paid), 409 (the bank still waits) or 402 (refused: the line is declined).
 */
export function AuthenticateLine({ line, target, onSettled }: AuthenticateLineProps) {
  const { apiBaseUrl } = usePublicFormEnv();
  const t = useReceiptTranslate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const lineTarget = { ...target, installmentId: line.id };

  const fail = (key: string) => {
    setMessage(t(key));
    setBusy(false);
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    const asked = await getLineAction(apiBaseUrl, lineTarget);
    // 409: the charge no longer waits (a provider event settled it): complete answers how it ended.
    const authenticated = asked.ok ? await authenticatePayment(asked.action) : null;
    if (!asked.ok && asked.status !== 409) return fail('payment.cardErrors.processingError');
    const done = await completeLineAction(apiBaseUrl, lineTarget);
    if (done.ok) {
      onSettled(done.receipt, null);
      return undefined;
    }
    if (done.status === 409 && done.code === 'actionRequired') return fail(authenticated?.ok ? 'payment.authentication.pending' : 'payment.authentication.failed');
    if (done.status === 402) {
      // Declined for good by the bank: the receipt now shows the line declined, payable with another card.
      const key = done.code === 'payment_intent_authentication_failure' ? 'payment.authentication.failed' : cardErrorKey(done.code, done.declineCode);
      const fresh = await getReceipt(apiBaseUrl, target.formId, target.submissionId, target.receiptKey);
      if (fresh?.status === 'ok') {
        onSettled(fresh.receipt, t(key));
        return undefined;
      }
      return fail(key);
    }
    return fail('payment.cardErrors.processingError');
  };

  return (
    <div className="fo-receipt-authenticate fo-no-print">
      <p className="fo-receipt-reason">{t('payment.authentication.needed')}</p>
      <button type="button" className="fo-button fo-small" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
        {busy ? t('payment.authentication.confirming') : t('payment.authentication.confirm', { amount: formatMoney(line.total) })}
      </button>
      {message ? (
        <p className="fo-alert" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
