import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatDate, formatMoney } from '@front-office/shared/core';
import type { Receipt, ReceiptLine } from '@front-office/shared/core';
import { payDeclinedLine } from '../api/pay-declined-line';
import { usePublicFormEnv } from '../components/public-form-env';
import { BuiltInCardForm, builtInCardErrors } from '../payment/built-in-card-form';
import type { BuiltInCard, BuiltInCardErrors } from '../payment/built-in-card-form';
import { cardErrorKey } from '../payment/card-error-key';
import { PaymentInput } from '../payment/payment-input';
import { useCardSetup } from '../payment/use-card-setup';
import { useReceiptTranslate } from './receipt-texts';

export interface PayDeclinedLineProps {
  line: ReceiptLine;
  /** The payment's own account, where the new card is set up (the receipt's cardAccount). */
  cardAccount: { organizationId: string; accountId: string };
  target: { formId: string; submissionId: string; receiptKey: string };
  onCancel(): void;
  onPaid(receipt: Receipt): void;
}

/**
 * "Pay with another card" for a declined charge (issue 18 §7), with the public form's card
 * adapters: a card setup on the payment's account (client-secret call), the card entered in the
 * provider's element or the built-in form, confirmed with the provider, then the server charges
 * the charge (it reads the setup from the provider itself). A decline shows its spec 001 §8
 * message and a new setup is made for the next try.
 */
export default function PayDeclinedLine({ line, cardAccount, target, onCancel, onPaid }: PayDeclinedLineProps) {
  const { apiBaseUrl } = usePublicFormEnv();
  const t = useReceiptTranslate();
  const [holder, setHolder] = useState('');
  const [card, setCard] = useState<BuiltInCard>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<{ holder?: string; card?: BuiltInCardErrors }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const elementBox = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { state: setupState, kind, element, renew } = useCardSetup({ organizationId: cardAccount.organizationId, accountId: cardAccount.accountId, enabled: true, elementBox });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const refuse = (key: string) => {
    setMessage(t(key));
    renew();
    setBusy(false);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (setupState.status !== 'ready' || busy) return;
    const found: { holder?: string; card?: BuiltInCardErrors } = {};
    if (holder.trim() === '') found.holder = 'payment.errors.missingCardHolderName';
    if (kind === 'builtin') {
      const cardErrors = builtInCardErrors(card);
      if (Object.keys(cardErrors).length > 0) found.card = cardErrors;
    }
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    const [month = '', year = ''] = card.expiry.split('/');
    const cardData =
      kind === 'builtin' ? { number: card.number.replace(/\s+/g, ''), exp_month: Number(month), exp_year: 2000 + Number(year), cvc: card.cvc } : element.current;
    if (!cardData) return;
    setBusy(true);
    const { setup, client } = setupState;
    let confirmed;
    try {
      confirmed = await client.confirmCardSetup(setup.clientSecret, { payment_method: { card: cardData, billing_details: { name: holder.trim() } } });
    } catch {
      refuse('payment.cardErrors.processingError');
      return;
    }
    if (confirmed.error || !confirmed.setupIntent) {
      refuse(cardErrorKey(confirmed.error?.code, confirmed.error?.decline_code));
      return;
    }
    const result = await payDeclinedLine(apiBaseUrl, { ...target, installmentId: line.id, setupIntentId: confirmed.setupIntent.id });
    if (result.ok) {
      onPaid(result.receipt);
      return;
    }
    refuse(result.status === 402 ? cardErrorKey(result.code, result.declineCode) : 'payment.cardErrors.processingError');
  };

  return (
    <form className="fo-receipt-pay fo-no-print" noValidate onSubmit={(event) => void pay(event)} aria-labelledby="fo-receipt-pay-title">
      <h3 id="fo-receipt-pay-title" ref={heading} tabIndex={-1}>
        {t('receipt.payTitle', { amount: formatMoney(line.total), date: formatDate(line.date) })}
      </h3>
      <PaymentInput
        id="fo-receipt-card-holder"
        autoComplete="cc-name"
        maxLength={200}
        label={t('payment.cardHolderName')}
        value={holder}
        error={errors.holder ? t(errors.holder) : undefined}
        onChange={setHolder}
      />
      <div className="fo-field">
        <span className="fo-label">{t('payment.card')}</span>
        {setupState.status === 'loading' ? (
          <p className="fo-muted" role="status">
            {t('payment.loading')}
          </p>
        ) : null}
        {setupState.status === 'unavailable' ? (
          <p className="fo-alert" role="alert">
            {t('payment.unavailable')}
          </p>
        ) : null}
        {setupState.status === 'failed' ? (
          <div className="fo-alert" role="alert">
            <p>{t('payment.scriptFailed')}</p>
            <p>{t('payment.refresh')}</p>
          </div>
        ) : null}
        {kind === 'builtin' ? <BuiltInCardForm card={card} errors={errors.card ?? {}} onChange={setCard} /> : null}
        <div ref={elementBox} className={kind === 'element' ? 'fo-card-element' : undefined} />
      </div>
      {message ? (
        <p className="fo-alert" role="alert">
          {message}
        </p>
      ) : null}
      <div className="fo-receipt-actions">
        <button type="submit" className="fo-button" disabled={busy || setupState.status !== 'ready'}>
          {busy ? t('receipt.paying') : t('receipt.pay', { amount: formatMoney(line.total) })}
        </button>
        <button type="button" className="fo-button fo-secondary" onClick={onCancel} disabled={busy}>
          {t('receipt.cancel')}
        </button>
      </div>
    </form>
  );
}
