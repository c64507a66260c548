/**
 * The message of a refused submission (spec 001 §8): a 400 errors list with noRecaptcha, limit or
 * submissionLimit (and the payment ones: missing receipt e-mail or card-holder name); 402 the
 * generic decline; 403 the invalid captcha; 410 the incorrect discount (or the discount code
 * problem when it expired or its uses ran out); 410 holdExpired: a card payment not completed in
 * time, whose registration was released (issue 18 §5); 429 too many submissions from this address
 * (the text says how long to wait: `{{seconds}}`); anything else generic.
 */
export function submitErrorKey(status: number, errors: readonly string[]): string {
  if (status === 429) return 'errors.tooManyRequests';
  if (status === 410 && errors.includes('holdExpired')) return 'errors.holdExpired';
  if (status === 400) {
    if (errors.includes('noRecaptcha')) return 'errors.noRecaptcha';
    if (errors.includes('submissionLimit')) return 'errors.submissionLimit';
    if (errors.includes('productLimit')) return 'payment.errors.productLimit';
    if (errors.includes('limit')) return 'errors.limit';
    if (errors.includes('missingCustomerEmail')) return 'payment.errors.missingEmail';
    if (errors.includes('missingCardHolderName')) return 'payment.errors.missingCardHolderName';
  }
  if (status === 402) return 'errors.declined';
  if (status === 403) return 'errors.invalidCaptcha';
  if (status === 410) return errors.includes('discountCode') ? 'payment.errors.discountProblem' : 'payment.errors.incorrectDiscount';
  return 'errors.generic';
}
