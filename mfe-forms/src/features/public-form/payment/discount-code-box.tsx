import { useState } from 'react';
import { formatMoney, normalizeDiscountCode } from '@front-office/shared/core';
import type { AppliedDiscount } from '@front-office/shared/core';
import { usePublicFormEnv } from '../components/public-form-env';
import { usePaymentTranslate } from './payment-texts';
import { validateDiscountCode } from '../api/validate-discount-code';

/** Spec 001 §4 discount code states. */
export type DiscountState = { status: 'idle' } | { status: 'applying' } | { status: 'applied'; discount: AppliedDiscount } | { status: 'rejected' };

export interface DiscountCodeBoxProps {
  organizationId: string;
  formId: string;
  state: DiscountState;
  onChange(state: DiscountState): void;
  /** Cents the applied code takes off, for its success line. */
  discountTotal: number;
}

/** The discount code input: idle, applying, applied (removable), rejected; codes uppercased. */
export function DiscountCodeBox({ organizationId, formId, state, onChange, discountTotal }: DiscountCodeBoxProps) {
  const { apiBaseUrl } = usePublicFormEnv();
  const t = usePaymentTranslate();
  const [code, setCode] = useState('');
  const apply = async () => {
    const wanted = normalizeDiscountCode(code);
    if (wanted === '') return;
    onChange({ status: 'applying' });
    const answer = await validateDiscountCode(apiBaseUrl, organizationId, formId, wanted);
    onChange(answer && answer !== 'error' ? { status: 'applied', discount: answer } : { status: 'rejected' });
  };
  if (state.status === 'applied') {
    return (
      <div className="fo-field">
        <p className="fo-success" role="status">
          {t('payment.discountApplied', { code: state.discount.code, discount: formatMoney(discountTotal) })}
        </p>
        <button type="button" className="fo-button fo-secondary fo-small" onClick={() => onChange({ status: 'idle' })}>
          {t('payment.remove')}
        </button>
      </div>
    );
  }
  return (
    <div className="fo-field">
      <label className="fo-label" htmlFor="fo-discount-code">
        {t('payment.discountCode')}
      </label>
      <div className="fo-inline-input">
        <input
          id="fo-discount-code"
          className="fo-input"
          value={code}
          maxLength={50}
          autoComplete="off"
          aria-invalid={state.status === 'rejected'}
          aria-describedby={state.status === 'rejected' ? 'fo-discount-error' : undefined}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            if (state.status === 'rejected') onChange({ status: 'idle' });
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button type="button" className="fo-button fo-secondary" disabled={state.status === 'applying' || code.trim() === ''} onClick={() => void apply()}>
          {state.status === 'applying' ? t('payment.applying') : t('payment.apply')}
        </button>
      </div>
      {state.status === 'rejected' ? (
        <p className="fo-error" id="fo-discount-error" role="alert">
          {t('payment.discountRejected')}
        </p>
      ) : null}
    </div>
  );
}
