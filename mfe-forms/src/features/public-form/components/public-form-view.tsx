import { useRef, useState, useSyncExternalStore } from 'react';
import { localizedValue, toSubmissionFields } from '@front-office/shared/core';
import type { FormContent } from '@front-office/shared/core';
import type { PublicFormDetails } from '../api/get-public-form-details';
import { postSubmission } from '../api/post-submission';
import { ERRORS_KEY, createFormStore } from '../store/form-store';
import type { FormStore } from '../store/form-store';
import { submitErrorKey } from '../utils/submit-error-key';
import { usePublicFormEnv } from './public-form-env';
import { FormRuntimeProvider } from './form-runtime';
import { FormHeader } from './form-header';
import type { ShareLinks } from './share-dialog';
import { StepProgress } from './step-progress';
import { SectionView } from './section-view';
import { SummaryStep } from './summary-step';
import { RecaptchaBox } from './recaptcha-box';

export type PublicFormMode = 'public' | 'embed' | 'preview';

export interface PublicFormViewProps {
  details: PublicFormDetails;
  content: FormContent;
  mode: PublicFormMode;
  /** Links of the share dialog; given only to staff with FORM update (never on the public entry). */
  share?: ShareLinks;
  onSubmitted(submissionId: string): void;
}

/** The first visible e-mail answer, sent as the receipt address until payments bring their own input. */
function customerEmail(store: FormStore): string {
  const values = store.getValues();
  const states = store.getStates();
  for (const step of store.content.steps) {
    for (const section of step.sections) {
      for (const field of section.fields) {
        if (field.type !== 'EmailAddress') continue;
        for (const [key, value] of Object.entries(values)) {
          if ((key === field.id || key.startsWith(`${field.id}@`)) && states.get(key)?.visible && typeof value === 'string' && value.trim() !== '') return value.trim();
        }
      }
    }
  }
  return '';
}

/** Steps, then the summary with Submit (spec 001 §2, §4). */
export function PublicFormView({ details, content, mode, share, onSubmitted }: PublicFormViewProps) {
  const { apiBaseUrl, language, t } = usePublicFormEnv();
  const { form, organization } = details;
  const [store] = useState(() => createFormStore(content));
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
  const top = useRef<HTMLDivElement>(null);

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
      const invalid = top.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
      return;
    }
    goTo(stepIndex + 1);
  };
  const submit = async () => {
    setSubmitError(null);
    if (form.recaptchaEnabled && !token) {
      setCaptchaMissing(true);
      return;
    }
    if (mode === 'preview') return;
    setSubmitting(true);
    const states = store.getStates();
    const files = new Map([...store.getFiles()].filter(([key]) => states.get(key)?.visible));
    const result = await postSubmission({
      apiBaseUrl,
      organizationId: form.organizationId || organization.id,
      formId: form.id,
      parts: {
        Content: JSON.stringify(toSubmissionFields(content, store.getValues(), states)),
        CustomerEmail: customerEmail(store),
        Culture: language,
        ...(token ? { RecaptchaToken: token } : {}),
      },
      files,
    });
    setSubmitting(false);
    if (result.ok) onSubmitted(result.submissionId);
    else setSubmitError(t(submitErrorKey(result.status, result.errors)));
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
              <SummaryStep />
              {form.recaptchaEnabled ? (
                <div className="fo-field">
                  <RecaptchaBox
                    token={token}
                    errorId={captchaMissing ? 'fo-captcha-error' : undefined}
                    onToken={(value) => {
                      setToken(value);
                      if (value) setCaptchaMissing(false);
                    }}
                  />
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
            {stepIndex > 0 ? (
              <button type="button" className="fo-button fo-secondary" onClick={() => goTo(stepIndex - 1)}>
                {t('previous')}
              </button>
            ) : (
              <span />
            )}
            {isSummary ? (
              <button type="submit" className="fo-button" disabled={submitting || mode === 'preview'}>
                {submitting ? t('submitting') : t('submit')}
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
