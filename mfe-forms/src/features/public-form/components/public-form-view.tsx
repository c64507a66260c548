import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { claimedProducts, localizedValue } from '@front-office/shared/core';
import type { FormContent, ShareLinks } from '@front-office/shared/core';
import type { PublicFormDetails } from '../api/get-public-form-details';
import { ERRORS_KEY, createFormStore } from '../store/form-store';
import { usePublicFormEnv } from './public-form-env';
import { FormRuntimeProvider } from './form-runtime';
import { FormHeader } from './form-header';
import { StepProgress } from './step-progress';
import { SectionView } from './section-view';
import type { PaymentHandle } from '../payment/payment-handle';

// The payment code (pricing display, card adapters, Stripe.js) loads when the summary opens, so the
// public form's first render stays light (ARCHITECTURE.md: ≤ 100 KB gzip).
const PaymentPanel = lazy(() => import(/* webpackChunkName: "public-form-payment" */ '../payment/payment-panel'));
// Likewise the summary (answers list, captcha widget) and the submission code: one chunk, loaded
// when the summary step opens (the submit code by then is already there).
const SummaryStep = lazy(() => import(/* webpackChunkName: "public-form-summary" */ './summary-step').then((module) => ({ default: module.SummaryStep })));
const RecaptchaBox = lazy(() => import(/* webpackChunkName: "public-form-summary" */ './recaptcha-box').then((module) => ({ default: module.RecaptchaBox })));
const loadSendSubmission = () => import(/* webpackChunkName: "public-form-summary" */ '../utils/send-submission');
const loadRecheckStock = () => import(/* webpackChunkName: "public-form-summary" */ '../utils/recheck-stock');

/**
 * The first invalid field takes the focus: its own control, or the first usable one of its group
 * (products, choices, a signature's typed name, a rating's tab stop).
 */
function focusFirstInvalid(root: HTMLElement | null) {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const control = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]:not([disabled])');
  (control ?? invalid)?.focus();
}

export type PublicFormMode = 'public' | 'embed' | 'preview';

export interface PublicFormViewProps {
  details: PublicFormDetails;
  content: FormContent;
  mode: PublicFormMode;
  /** Links of the share dialog; given only to staff with FORM update (never on the public entry). */
  share?: ShareLinks;
  /** `receiptKey` opens the receipt on the confirmation page (issue 18 §11). */
  onSubmitted(submissionId: string, receiptKey: string | null): void;
}

/** Steps, then the summary with Submit (spec 001 §2, §4). */
export function PublicFormView({ details, content, mode, share, onSubmitted }: PublicFormViewProps) {
  const { apiBaseUrl, language, t } = usePublicFormEnv();
  const { form, organization } = details;
  const [store] = useState(() => createFormStore(content, undefined, claimedProducts(form.fieldProperties)));
  const [runtime] = useState(() => ({ store, recaptchaEnabled: form.recaptchaEnabled }));
  const [stepIndex, setStepIndex] = useState(0);
  const [stepBlocked, setStepBlocked] = useState(false);
  // Issue 13 §6: the "Please correct" message goes once the highlighted fields are fixed.
  const hasErrors = useSyncExternalStore(
    (listener) => store.subscribe(ERRORS_KEY, listener),
    () => store.hasErrors(),
  );
  const [token, setToken] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** A submission accepted whose card payment failed: Submit retries the payment only. */
  const [unpaid, setUnpaid] = useState<{ submissionId: string; receiptKey: string | null; note: string; retry: string } | null>(null);
  const payment = useRef<PaymentHandle | null>(null);
  const top = useRef<HTMLDivElement>(null);
  // Bumped when the visitor is held on, or sent back to, a step holding errors: its first invalid
  // field takes the focus once the errors are rendered (not before: the fields re-render after the check).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(top.current);
  }, [focusRequest]);

  const summaryIndex = content.steps.length;
  const isSummary = stepIndex === summaryIndex;
  const stepNames = [...content.steps.map((step) => localizedValue(step.name, language)), t('summary')];

  const goTo = (index: number) => {
    setStepIndex(index);
    setStepBlocked(false);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  const next = () => {
    if (!store.validateStep(stepIndex)) {
      setStepBlocked(true);
      setFocusRequest((count) => count + 1);
      return;
    }
    goTo(stepIndex + 1);
  };
  /** Back to a step whose fields the summary's check or the server refused, their messages shown. */
  const showStepErrors = (index: number) => {
    goTo(index);
    setStepBlocked(true);
    setFocusRequest((count) => count + 1);
  };
  const submit = async () => {
    setSubmitError(null);
    if (form.recaptchaEnabled && !token) {
      setCaptchaMissing(true);
      return;
    }
    if (form.paymentEnabled && !payment.current) return;
    const paymentParts = payment.current ? payment.current.prepare() : null;
    if (payment.current && !paymentParts) return;
    if (mode === 'preview') return;
    setSubmitting(true);
    let submissionId = unpaid?.submissionId ?? null;
    let receiptKey = unpaid?.receiptKey ?? null;
    if (!submissionId) {
      let result;
      try {
        const [{ sendSubmission }, { recheckStock }] = await Promise.all([loadSendSubmission(), loadRecheckStock()]);
        // Issue 18 §4: what others ordered while this visitor filled the form in is checked first.
        const blockedStep = await recheckStock(apiBaseUrl, form.id, store);
        if (blockedStep !== null) {
          setSubmitting(false);
          showStepErrors(blockedStep);
          return;
        }
        result = await sendSubmission({
          apiBaseUrl,
          organizationId: form.organizationId || organization.id,
          formId: form.id,
          store,
          language,
          recaptchaToken: token,
          paymentParts,
        });
      } catch {
        // The chunk could not be fetched (network lost): nothing was sent.
        setSubmitting(false);
        setSubmitError(t('errors.generic'));
        return;
      }
      if (!result.ok) {
        setSubmitting(false);
        payment.current?.onRefused(result.status, result.errors);
        // Refused answers are shown at their fields, on the first step holding one.
        const refusedStep = result.fields ? store.showErrors(result.fields) : null;
        if (refusedStep !== null) {
          if (result.errors.includes('productLimit')) void loadRecheckStock().then(({ refreshClaimed }) => refreshClaimed(apiBaseUrl, form.id, store));
          showStepErrors(refusedStep);
          return;
        }
        if (result.retryAfter !== undefined) setSubmitError(t(result.errorKey, { seconds: result.retryAfter }));
        else setSubmitError(payment.current ? payment.current.message(result.errorKey) : t(result.errorKey));
        return;
      }
      submissionId = result.submissionId;
      receiptKey = result.receiptKey;
    }
    // Spec 001 §4: with a positive total, the card setup is confirmed after the submission is accepted.
    const handle = payment.current;
    const paid = handle ? await handle.complete(submissionId) : true;
    setSubmitting(false);
    if (paid === true) {
      onSubmitted(submissionId, receiptKey);
    } else if (typeof paid === 'object') {
      // That registration was released (issue 18 §5, its hold expired): Submit sends the form again.
      setUnpaid(null);
      setSubmitError(t(paid.errorKey));
    } else if (handle) {
      // The retry texts come with the payment panel's lazy chunk.
      setUnpaid({ submissionId, receiptKey, note: handle.message('payment.retryNote'), retry: handle.message('payment.retry') });
    }
  };

  return (
    <FormRuntimeProvider value={runtime}>
      <div ref={top}>
        <FormHeader form={form} organization={organization} share={mode === 'preview' ? share : undefined} />
        {mode === 'preview' ? <p className="fo-notice">{t('previewNotice')}</p> : null}
        {content.steps.length > 1 ? <StepProgress names={stepNames} current={stepIndex} /> : null}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isSummary) void submit();
            else next();
          }}
        >
          {isSummary ? (
            <>
              <h2 className="fo-step-title">{t('summary')}</h2>
              <Suspense fallback={<p className="fo-muted" role="status">{t('loading')}</p>}>
                <SummaryStep />
              </Suspense>
              {form.paymentEnabled ? (
                <Suspense fallback={<p className="fo-muted" role="status">{t('loading')}</p>}>
                  <PaymentPanel form={form} organizationId={form.organizationId || organization.id} preview={mode === 'preview'} handleRef={payment} />
                </Suspense>
              ) : null}
              {unpaid ? <p className="fo-notice">{unpaid.note}</p> : null}
              {form.recaptchaEnabled ? (
                <div className="fo-field">
                  <Suspense fallback={null}>
                    <RecaptchaBox
                    token={token}
                    errorId={captchaMissing ? 'fo-captcha-error' : undefined}
                    onToken={(value) => {
                      setToken(value);
                      if (value) setCaptchaMissing(false);
                    }}
                  />
                  </Suspense>
                  {captchaMissing ? (
                    <p className="fo-error" id="fo-captcha-error">
                      {t('captchaRequired')}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </>
          ) : (
            <>
              {content.steps.length > 1 ? <h2 className="fo-step-title">{stepNames[stepIndex]}</h2> : null}
              {content.steps[stepIndex]?.sections.map((section) => <SectionView key={section.id} section={section} />)}
            </>
          )}
          {stepBlocked && hasErrors ? <p className="fo-alert" role="alert">{t('fixErrors')}</p> : null}
          {submitError ? <p className="fo-alert" role="alert">{submitError}</p> : null}
          <div className="fo-nav">
            {stepIndex > 0 && !unpaid ? (
              <button type="button" className="fo-button fo-secondary" onClick={() => goTo(stepIndex - 1)}>
                {t('previous')}
              </button>
            ) : (
              <span />
            )}
            {isSummary ? (
              <button type="submit" className="fo-button" disabled={submitting || mode === 'preview'}>
                {submitting ? t('submitting') : (unpaid?.retry ?? t('submit'))}
              </button>
            ) : (
              <button type="submit" className="fo-button">
                {t('next')}
              </button>
            )}
          </div>
        </form>
      </div>
    </FormRuntimeProvider>
  );
}
