import { Suspense, lazy, useState } from 'react';
import { formatDate, formatMoney } from '@front-office/shared/core';
import type { Receipt, ReceiptLine } from '@front-office/shared/core';
import { cardErrorKey } from '../payment/card-error-key';
import { AuthenticateLine } from './authenticate-line';
import { useReceiptTranslate } from './receipt-texts';

// The card entry (provider script, built-in card form) loads only when the payer asks for it.
const PayDeclinedLine = lazy(() => import(/* webpackChunkName: "receipt-card-payment" */ './pay-declined-line'));

export interface ReceiptViewProps {
  receipt: Receipt;
  formId: string;
  formName: string;
  receiptKey: string;
  /** The receipt after a charge was paid with another card. */
  onReceiptChange(receipt: Receipt): void;
}

/**
 * The receipt (issue 18 §11): the organization, the registration, what was paid now, each charge
 * with its date (DD-MM-YYYY, spec 000 §9) and amount, the discounts and the payment reference;
 * a declined charge shows its reason and can be paid with another card (issue 18 §7); a charge the
 * bank holds for the cardholder is confirmed here (issue 20 §3) or paid with another card. Printable.
 */
export function ReceiptView({ receipt, formId, formName, receiptKey, onReceiptChange }: ReceiptViewProps) {
  const t = useReceiptTranslate();
  const [paying, setPaying] = useState<ReceiptLine | null>(null);
  const [paidNotice, setPaidNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { payment } = receipt;

  return (
    <section className="fo-receipt" aria-labelledby="fo-receipt-title" data-testid="receipt">
      <div className="fo-receipt-head">
        <h2 id="fo-receipt-title">{t('receipt.title')}</h2>
        <button type="button" className="fo-button fo-secondary fo-no-print" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
      </div>
      <dl className="fo-receipt-pairs" aria-label={t('receipt.details')}>
        <dt>{t('receipt.organization')}</dt>
        <dd>{receipt.organizationName}</dd>
        <dt>{t('receipt.form')}</dt>
        <dd>{formName}</dd>
        <dt>{t('receipt.registration')}</dt>
        <dd>{receipt.submissionId}</dd>
        <dt>{t('receipt.date')}</dt>
        <dd>
          <time dateTime={receipt.date}>{formatDate(receipt.date)}</time>
        </dd>
        {payment?.reference ? (
          <>
            <dt>{t('receipt.reference')}</dt>
            <dd data-testid="receipt-reference">{payment.reference}</dd>
          </>
        ) : null}
      </dl>
      {payment ? (
        <>
          <dl className="fo-receipt-pairs">
            {payment.coupon ? (
              <>
                <dt>{t('receipt.codeDiscount', { code: payment.coupon.code })}</dt>
                <dd className="fo-receipt-amount">−{formatMoney(payment.coupon.discountTotal)}</dd>
              </>
            ) : null}
            {payment.modeDiscount ? (
              <>
                <dt>{t('receipt.modeDiscount')}</dt>
                <dd className="fo-receipt-amount">
                  {payment.modeDiscount.type === 'percent' ? `−${t('receipt.modeDiscountPercent', { value: payment.modeDiscount.value })}` : `−${formatMoney(payment.modeDiscount.value)}`}
                </dd>
              </>
            ) : null}
            <dt>{t('receipt.total')}</dt>
            <dd className="fo-receipt-amount" data-testid="receipt-total">
              {formatMoney(payment.total)}
            </dd>
            {payment.method === 'credit_card' ? (
              <>
                <dt className="fo-receipt-strong">{t('receipt.paid')}</dt>
                <dd className="fo-receipt-amount fo-receipt-strong" data-testid="receipt-paid">
                  {formatMoney(payment.paid)}
                </dd>
              </>
            ) : null}
            {payment.refunded > 0 ? (
              <>
                <dt>{t('receipt.refunded')}</dt>
                <dd className="fo-receipt-amount">−{formatMoney(payment.refunded)}</dd>
              </>
            ) : null}
          </dl>
          {payment.method === 'other' ? <p className="fo-notice">{t('receipt.otherMethod')}</p> : null}
          {payment.lines.length > 0 ? (
            <>
              <h3 id="fo-receipt-payments">{t('receipt.payments')}</h3>
              <table className="fo-receipt-table" aria-labelledby="fo-receipt-payments">
                <thead>
                  <tr>
                    <th scope="col">{t('receipt.dueDate')}</th>
                    <th scope="col">{t('receipt.amount')}</th>
                    <th scope="col">{t('receipt.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {payment.lines.map((line) => (
                    <tr key={line.id} data-testid="receipt-line">
                      <td>
                        <time dateTime={line.date}>{formatDate(line.date)}</time>
                      </td>
                      <td>{formatMoney(line.total)}</td>
                      <td>
                        <span className={line.state === 'declined' || line.state === 'actionRequired' ? 'fo-receipt-state fo-receipt-declined' : 'fo-receipt-state'}>
                          {t(`receipt.states.${line.state}`)}
                        </span>
                        {line.refunded > 0 ? <p className="fo-receipt-reason">{t('receipt.refundedAmount', { amount: formatMoney(line.refunded) })}</p> : null}
                        {line.state === 'declined' ? <p className="fo-receipt-reason">{t(cardErrorKey(line.errorCode, line.declineCode))}</p> : null}
                        {line.state === 'declined' && line.nextAttemptAt ? (
                          <p className="fo-receipt-reason">{t('receipt.nextAttempt', { date: formatDate(line.nextAttemptAt) })}</p>
                        ) : null}
                        {line.canAuthenticate && paying?.id !== line.id ? (
                          <AuthenticateLine
                            line={line}
                            target={{ formId, submissionId: receipt.submissionId, receiptKey }}
                            onSettled={(next, refused) => {
                              setPaidNotice(refused ? null : t('receipt.paidNotice', { amount: formatMoney(line.total) }));
                              setRefusal(refused);
                              onReceiptChange(next);
                            }}
                          />
                        ) : null}
                        {line.canPay && payment.cardAccount && paying?.id !== line.id ? (
                          <button
                            type="button"
                            className="fo-button fo-secondary fo-small fo-no-print"
                            onClick={() => {
                              setPaidNotice(null);
                              setRefusal(null);
                              setPaying(line);
                            }}
                          >
                            {t('receipt.payWithAnotherCard')}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
          {paidNotice ? (
            <p className="fo-notice fo-no-print" role="status">
              {paidNotice}
            </p>
          ) : null}
          {refusal ? (
            <p className="fo-alert fo-no-print" role="alert">
              {refusal}
            </p>
          ) : null}
          {paying && payment.cardAccount ? (
            <Suspense fallback={<p className="fo-muted" role="status">{t('payment.loading')}</p>}>
              <PayDeclinedLine
                line={paying}
                cardAccount={payment.cardAccount}
                target={{ formId, submissionId: receipt.submissionId, receiptKey }}
                onCancel={() => setPaying(null)}
                onPaid={(next) => {
                  setPaidNotice(t('receipt.paidNotice', { amount: formatMoney(paying.total) }));
                  setPaying(null);
                  onReceiptChange(next);
                }}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
