import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { localizedValue } from '@front-office/shared/core';
import type { Receipt } from '@front-office/shared/core';
import type { ConfirmationResult, LoadConfirmation } from '../api/get-confirmation-details';
import { fileUrl } from '../utils/file-url';
import { useReportHeight } from '../utils/use-report-height';
import { usePublicFormEnv } from './public-form-env';
import { FormStyles } from './form-styles';
import { LoadingMessage, StateMessage } from './state-message';

// The receipt (its texts, print styles and the card re-payment) is only for the holder of the key.
const ReceiptSection = lazy(() => import(/* webpackChunkName: "public-receipt" */ '../receipt/receipt-section'));

export interface ConfirmationViewProps {
  formId: string;
  load: LoadConfirmation;
  /** The receipt key of the URL, when it has one (issue 18 §11). */
  receiptKey?: string | null;
}

/**
 * Spec 001 §2: avatar (form's, else the organization's), names, and the success message; with the
 * submission's receipt key, the receipt below it (issue 18 §11). Without it, no money is shown.
 */
export function ConfirmationView({ formId, load, receiptKey = null }: ConfirmationViewProps) {
  const { apiBaseUrl, language, t } = usePublicFormEnv();
  const [result, setResult] = useState<ConfirmationResult | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // An embedded form lands here inside its iframe: the parent page still needs the height.
  useReportHeight(root, formId, typeof window !== 'undefined' && window.parent !== window);

  useEffect(() => {
    let active = true;
    void load(formId).then((loaded) => {
      if (!active) return;
      setResult(loaded);
      setReceipt(loaded.status === 'ok' ? loaded.receipt : null);
    });
    return () => {
      active = false;
    };
  }, [formId, load]);

  let body;
  if (!result) body = <LoadingMessage />;
  else if (result.status !== 'ok') body = <StateMessage messageKey={result.status === 'notFound' ? 'notFound' : 'loadError'} />;
  else {
    const { form, organization } = result.details;
    const avatar = form.avatar ?? organization.avatar;
    const formName = localizedValue(form.name, language);
    body = (
      <div className="fo-confirmation">
        {avatar ? <img className="fo-confirmation-image" src={fileUrl(apiBaseUrl, avatar)} alt={t('avatarAlt', { name: organization.name })} width={150} height={150} /> : null}
        <p className="fo-organization">{organization.name}</p>
        <h1 className="fo-title">{formName}</h1>
        <h2>{t('confirmation.title')}</h2>
        <p role="status">{t('confirmation.message', { formName })}</p>
        {(receipt && receiptKey) || result.keyRefused ? (
          <Suspense fallback={<LoadingMessage />}>
            <ReceiptSection receipt={receipt} keyRefused={result.keyRefused} formId={formId} formName={formName} receiptKey={receiptKey ?? ''} onReceiptChange={setReceipt} />
          </Suspense>
        ) : null}
      </div>
    );
  }
  return (
    <div ref={root} className="fo-root">
      <FormStyles />
      {body}
    </div>
  );
}
