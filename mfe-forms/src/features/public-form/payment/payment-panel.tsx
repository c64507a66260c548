import { useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { EMAIL_PATTERN, computeTotal, formatDate, formatMoney, localizedValue, paymentSchedule, toIsoDate } from '@front-office/shared/core';
import type { Form, PaymentMode } from '@front-office/shared/core';
import { usePublicFormEnv } from '../components/public-form-env';
import { usePaymentTranslate } from './payment-texts';
import { useFormRuntime } from '../components/form-runtime';
import { confirmPayment } from '../api/confirm-payment';
import { firstEmailAnswer } from '../utils/first-email-answer';
import { submitErrorKey } from '../utils/submit-error-key';
import { authenticatePayment } from './authenticate-payment';
import { cardEntryKind } from './card-adapters';
import { useCardSetup } from './use-card-setup';
import { cardErrorKey } from './card-error-key';
import { BuiltInCardForm, builtInCardErrors } from './built-in-card-form';
import type { BuiltInCard, BuiltInCardErrors } from './built-in-card-form';
import { DiscountCodeBox } from './discount-code-box';
import { PaymentInput } from './payment-input';
import { PaymentStyles } from './payment-styles';
import type { DiscountState } from './discount-code-box';
import type { PaymentHandle } from './payment-handle';

export interface PaymentPanelProps {
  form: Form;
  organizationId: string;
  /** Staff preview: prices and choices only, no card setup. */
  preview: boolean;
  handleRef: RefObject<PaymentHandle | null>;
}

interface InputErrors {
  email?: string;
  holder?: string;
  card?: BuiltInCardErrors;
}

const DEFAULT_MODE: PaymentMode = { id: 'single', mode: 'single', discount: { type: 'amount', value: 0 } };

/**
 * The payment part of the summary step (spec 001 §2, §4, §8), loaded when the summary opens:
 * prices and total (shared/core, as the server computes them), payment modes with a plan's
 * dates and amounts, the discount code, payment optional, receipt e-mail, card-holder name and
 * card entry through the account's adapter.
 */
export default function PaymentPanel({ form, organizationId, preview, handleRef }: PaymentPanelProps) {
  const { apiBaseUrl, language } = usePublicFormEnv();
  const t = usePaymentTranslate();
  const { store } = useFormRuntime();
  const [values] = useState(() => store.getValues());
  const [states] = useState(() => store.getStates());
  const modes = form.paymentModes?.modes.length ? form.paymentModes.modes : [DEFAULT_MODE];
  const [modeId, setModeId] = useState(() => (modes.find((mode) => mode.mode === 'single') ?? modes[0] ?? DEFAULT_MODE).id);
  const [payLater, setPayLater] = useState(false);
  const [discount, setDiscount] = useState<DiscountState>({ status: 'idle' });
  const [email, setEmail] = useState(() => firstEmailAnswer(store));
  const [holder, setHolder] = useState('');
  const [card, setCard] = useState<BuiltInCard>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<InputErrors>({});
  const [cardMessage, setCardMessage] = useState<string | null>(null);
  const elementBox = useRef<HTMLDivElement>(null);

  const mode = modes.find((candidate) => candidate.id === modeId) ?? DEFAULT_MODE;
  const applied = discount.status === 'applied' ? discount.discount : null;
  const price = useMemo(() => computeTotal({ content: store.content, values, states, fixedAmount: form.fixedAmount, mode, code: applied }), [store.content, values, states, form.fixedAmount, mode, applied]);
  const schedule = paymentSchedule(price.total, mode, toIsoDate(new Date()));
  const paysByCard = price.total > 0 && !payLater;
  const canSetUp = paysByCard && !preview && form.paymentAccount !== null;
  const { state: setupState, kind, element, renew: renewSetup } = useCardSetup({ organizationId, accountId: form.paymentAccount, enabled: canSetUp, elementBox });

  const now = { email, holder, card, mode, applied, payLater, paysByCard, setupState };

  useImperativeHandle(handleRef, () => ({
    prepare() {
      const found: InputErrors = {};
      if (now.email.trim() === '') found.email = 'payment.errors.missingEmail';
      else if (!EMAIL_PATTERN.test(now.email.trim())) found.email = 'payment.errors.invalidEmail';
      if (now.paysByCard && now.holder.trim() === '') found.holder = 'payment.errors.missingCardHolderName';
      const isBuiltIn = now.setupState.status === 'ready' && cardEntryKind(now.setupState.setup) === 'builtin';
      if (now.paysByCard && isBuiltIn) {
        const cardErrors = builtInCardErrors(now.card);
        if (Object.keys(cardErrors).length > 0) found.card = cardErrors;
      }
      setErrors(found);
      setCardMessage(null);
      if (Object.keys(found).length > 0) return null;
      if (now.paysByCard && now.setupState.status !== 'ready') return null;
      return {
        CustomerEmail: now.email.trim(),
        PaymentMethod: now.payLater ? 'other' : 'credit_card',
        PaymentMode: now.mode.id,
        ...(now.applied ? { Coupon: now.applied.code } : {}),
        ...(now.paysByCard ? { cardHolderName: now.holder.trim() } : {}),
        ...(now.setupState.status === 'ready' && now.paysByCard ? { SetupIntentId: now.setupState.setup.setupIntentId } : {}),
      };
    },
    async complete(submissionId) {
      if (!now.paysByCard) return true;
      if (now.setupState.status !== 'ready') return false;
      const { setup, client } = now.setupState;
      const [month = '', year = ''] = now.card.expiry.split('/');
      const cardData =
        cardEntryKind(setup) === 'builtin'
          ? { number: now.card.number.replace(/\s+/g, ''), exp_month: Number(month), exp_year: 2000 + Number(year), cvc: now.card.cvc }
          : element.current;
      if (!cardData) return false;
      const renew = (key: string) => {
        setCardMessage(t(key));
        renewSetup();
        return false;
      };
      let confirmed;
      try {
        confirmed = await client.confirmCardSetup(setup.clientSecret, { payment_method: { card: cardData, billing_details: { name: now.holder.trim(), email: now.email.trim() } } });
      } catch {
        return renew('payment.cardErrors.processingError');
      }
      if (confirmed.error || !confirmed.setupIntent) return renew(cardErrorKey(confirmed.error?.code, confirmed.error?.decline_code));
      const target = { organizationId, formId: form.id, submissionId, setupIntentId: confirmed.setupIntent.id };
      let charged = await confirmPayment(apiBaseUrl, target);
      if (!charged.ok && charged.action) {
        // The card's bank asks the cardholder to authenticate the charge: done now, in the page,
        // then the same confirm reads the charge from the provider.
        const authenticated = await authenticatePayment(charged.action);
        charged = await confirmPayment(apiBaseUrl, target);
        if (!charged.ok && charged.action) return renew(authenticated.ok ? 'payment.authentication.pending' : 'payment.authentication.failed');
      }
      if (charged.ok) return true;
      const refused = submitErrorKey(charged.status, charged.code ? [charged.code] : []);
      if (refused === 'errors.holdExpired') {
        // The next submission sets up its own card.
        renewSetup();
        return { errorKey: refused };
      }
      if (charged.code === 'payment_intent_authentication_failure') return renew('payment.authentication.failed');
      return renew(charged.status === 402 ? cardErrorKey(charged.code, charged.declineCode) : 'payment.cardErrors.processingError');
    },
    onRefused(status) {
      if (status === 410) setDiscount({ status: 'idle' });
    },
    message: (key) => t(key),
  }));

  const modeLabel = (candidate: PaymentMode) => {
    const label = candidate.mode === 'fixed_dates' ? t('payment.fixedDates') : t('payment.single');
    if (!candidate.discount.value) return label;
    const off = candidate.discount.type === 'percent' ? t('payment.modeDiscountPercent', { value: candidate.discount.value }) : t('payment.modeDiscountAmount', { value: formatMoney(candidate.discount.value) });
    return `${label} (${off})`;
  };
  return (
    <div className="fo-payment">
      <PaymentStyles />
      <div className="fo-payment-main">
        <h3 className="fo-section-title">{t('payment.title')}</h3>
        {form.paymentOptional ? (
          <label className="fo-check" htmlFor="fo-pay-later">
            <input id="fo-pay-later" type="checkbox" checked={payLater} onChange={(event) => setPayLater(event.target.checked)} />
            <span>{t('payment.payLater')}</span>
          </label>
        ) : null}
        {payLater ? <p className="fo-notice">{t('payment.payLaterNote')}</p> : null}
        {!payLater ? (
          <>
            {modes.length > 1 || mode.mode === 'fixed_dates' ? (
              <fieldset className="fo-fieldset">
                <legend className="fo-label">{t('payment.modes')}</legend>
                <div className="fo-choices" role="radiogroup">
                  {modes.map((candidate) => (
                    <label key={candidate.id} className="fo-check" htmlFor={`fo-mode-${candidate.id}`}>
                      <input id={`fo-mode-${candidate.id}`} type="radio" name="fo-payment-mode" checked={candidate.id === modeId} onChange={() => setModeId(candidate.id)} />
                      <span>{modeLabel(candidate)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {mode.mode === 'fixed_dates' ? (
              <div className="fo-field">
                <span className="fo-label" id="fo-schedule-title">
                  {t('payment.schedule')}
                </span>
                <ol className="fo-schedule" aria-labelledby="fo-schedule-title">
                  {schedule.map((charge) => (
                    <li key={charge.date} data-testid="installment">
                      {t('payment.installment', { date: formatDate(`${charge.date}T12:00:00`), amount: formatMoney(charge.total) })}
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
            {form.hasDiscountCodes ? (
              <DiscountCodeBox organizationId={organizationId} formId={form.id} state={discount} onChange={setDiscount} discountTotal={price.codeDiscount} />
            ) : null}
          </>
        ) : null}
        <PaymentInput
          id="fo-receipt-email"
          type="email"
          autoComplete="email"
          maxLength={320}
          label={t('payment.email')}
          value={email}
          error={errors.email ? t(errors.email) : undefined}
          onChange={setEmail}
        />
        {paysByCard ? (
          <>
            <PaymentInput
              id="fo-card-holder"
              autoComplete="cc-name"
              maxLength={200}
              label={t('payment.cardHolderName')}
              value={holder}
              error={errors.holder ? t(errors.holder) : undefined}
              onChange={setHolder}
            />
            {!preview && form.paymentAccount === null ? (
              <p className="fo-alert" role="alert">
                {t('payment.noAccount')}
              </p>
            ) : null}
            {preview || form.paymentAccount === null ? null : (
              <div className="fo-field">
                <span className="fo-label">{t('payment.card')}</span>
                {setupState.status === 'loading' ? <p className="fo-muted" role="status">{t('payment.loading')}</p> : null}
                {setupState.status === 'unavailable' ? (
                  <p className="fo-alert" role="alert" data-testid="payments-unavailable">
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
            )}
          </>
        ) : null}
        {cardMessage ? (
          <p className="fo-alert" role="alert">
            {cardMessage}
          </p>
        ) : null}
      </div>
      <aside className="fo-price-summary" aria-labelledby="fo-prices-title">
        <h3 className="fo-section-title" id="fo-prices-title">
          {t('payment.prices')}
        </h3>
        <dl className="fo-summary-list">
          {price.fixedAmount > 0 ? (
            <div className="fo-price-row">
              <dt>{t('payment.fixedAmount')}</dt>
              <dd>{formatMoney(price.fixedAmount)}</dd>
            </div>
          ) : null}
          {price.lines.map((line) => (
            <div key={`${line.key}:${line.value}`} className="fo-price-row">
              <dt>{line.quantity > 1 ? t('productLine', { product: localizedValue(line.text, language), quantity: line.quantity }) : localizedValue(line.text, language)}</dt>
              <dd>{formatMoney(line.amount)}</dd>
            </div>
          ))}
          <div className="fo-price-row">
            <dt>{t('payment.subtotal')}</dt>
            <dd>{formatMoney(price.subtotal)}</dd>
          </div>
          {price.modeDiscount > 0 ? (
            <div className="fo-price-row">
              <dt>{t('payment.modeDiscount')}</dt>
              <dd>−{formatMoney(price.modeDiscount)}</dd>
            </div>
          ) : null}
          {applied && price.codeDiscount > 0 ? (
            <div className="fo-price-row">
              <dt>{t('payment.codeDiscount', { code: applied.code })}</dt>
              <dd>−{formatMoney(price.codeDiscount)}</dd>
            </div>
          ) : null}
          <div className="fo-price-row fo-price-total">
            <dt>{t('payment.total')}</dt>
            <dd data-testid="payment-total">{formatMoney(price.total)}</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}
