/**
 * The message of a refused submission (spec 001 §8): a 400 errors list with noRecaptcha, limit or
 * submissionLimit; 402 the generic decline; 403 the invalid captcha; anything else generic.
 */
export function submitErrorKey(status: number, errors: readonly string[]): string {
  if (status === 400) {
    if (errors.includes('noRecaptcha')) return 'errors.noRecaptcha';
    if (errors.includes('submissionLimit')) return 'errors.submissionLimit';
    if (errors.includes('limit')) return 'errors.limit';
  }
  if (status === 402) return 'errors.declined';
  if (status === 403) return 'errors.invalidCaptcha';
  return 'errors.generic';
}
