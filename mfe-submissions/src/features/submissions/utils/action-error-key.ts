import { ApiError } from '@front-office/shared/platform';

export type SubmissionAction = 'update' | 'delete' | 'refund' | 'cancel' | 'retry';

// Codes the server sends with a refusal (server/README.md "Submissions") that say more than the status.
const KNOWN_CODES: Record<string, string> = {
  refundAmountTooHigh: 'refund.amountTooHigh',
  moneyHeld: 'delete.moneyHeld',
  paymentInProgress: 'delete.paymentInProgress',
  providerRefused: 'refund.providerRefused',
  idempotencyKeyReused: 'refund.idempotencyKeyReused',
  notCancelable: 'cancel.notCancelable',
  notRetryable: 'declined.notRetryable',
};

function codesOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((code): code is string => typeof code === 'string') : [];
}

/** Field problems of a refused edit (`fields` of the 400), by field id. */
export function fieldProblems(error: unknown): Record<string, { key: string; params?: Record<string, unknown> }> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, { key: string }>) : {};
}

/**
 * The message key (namespace `submissions`) of a failed update, delete, refund, cancel or retry
 * (spec 000 §8): 400 'no captcha', 403 'invalid captcha', any other status the action's own
 * error. A refusal whose code says more (amount above what remains, money still held, refused
 * answers) shows that instead.
 */
export function actionErrorKey(error: unknown, action: SubmissionAction): string {
  const known = codesOf(error).map((code) => KNOWN_CODES[code]).find(Boolean);
  if (known) return known;
  if (action === 'update' && Object.keys(fieldProblems(error)).length > 0) return 'update.invalidAnswers';
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 400) return 'errors.noCaptcha';
  if (status === 403) return 'errors.invalidCaptcha';
  return `${action}.error`;
}
