import { ROUTES, buildPath, withQuery } from './route-paths';

/** The query parameter of the confirmation URL that carries the receipt key (issue 18 §11). */
export const RECEIPT_KEY_PARAM = 'key';

/**
 * The confirmation page's path (spec 000 §2 `/registrations/:formId/confirm/:submissionId`), with
 * the receipt key when there is one: the page then shows the receipt. The e-mail that links to the
 * receipt builds the same path.
 */
export function confirmationPath(formId: string, submissionId: string, receiptKey?: string | null): string {
  return withQuery(buildPath(ROUTES.confirmation, { formId, submissionId }), { [RECEIPT_KEY_PARAM]: receiptKey || null });
}
