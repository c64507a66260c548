import { toSubmissionFields } from '@front-office/shared/core';
import type { FieldError, Language } from '@front-office/shared/core';
import { postSubmission } from '../api/post-submission';
import type { SubmitResult } from '../api/post-submission';
import type { FormStore } from '../store/form-store';
import type { PaymentParts } from '../payment/payment-handle';
import { firstEmailAnswer } from './first-email-answer';
import { submitErrorKey } from './submit-error-key';

export interface SendSubmission {
  apiBaseUrl: string;
  organizationId: string;
  formId: string;
  store: FormStore;
  language: Language;
  recaptchaToken: string | null;
  /** The payment panel's parts (spec 001 §3), when the form takes payments. */
  paymentParts: PaymentParts | null;
}

export type SendResult =
  | { ok: true; submissionId: string; receiptKey: string | null }
  | { ok: false; status: number; errors: string[]; fields?: Record<string, FieldError>; retryAfter?: number; errorKey: string };

/**
 * The visible answers (and their files) posted as spec 001 §3's parts; a refusal comes back with
 * the message key of spec 001 §8. Loaded with the summary step (public-form-view.tsx), so the
 * first render does not carry the submission code.
 */
export async function sendSubmission({ apiBaseUrl, organizationId, formId, store, language, recaptchaToken, paymentParts }: SendSubmission): Promise<SendResult> {
  const states = store.getStates();
  const files = new Map([...store.getFiles()].filter(([key]) => states.get(key)?.visible));
  const result: SubmitResult = await postSubmission({
    apiBaseUrl,
    organizationId,
    formId,
    parts: {
      Content: JSON.stringify(toSubmissionFields(store.content, store.getValues(), states)),
      CustomerEmail: firstEmailAnswer(store),
      Culture: language,
      ...(recaptchaToken ? { RecaptchaToken: recaptchaToken } : {}),
      ...paymentParts,
    },
    files,
  });
  return result.ok ? result : { ...result, errorKey: submitErrorKey(result.status, result.errors) };
}
