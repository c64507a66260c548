// The number of submissions of a form (issue 7 §6, migration 0014): forms.submission_count plus the
// slots of form_submission_counts. A form without a limit counts a public submission in a slot (no
// wait on the form's row, see public-submission.ts); a form with a limit counts on its own row,
// under its lock, and its limit is checked against this same sum.
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { forms } from '../../db/schema';

/**
 * The form's count as SQL, for a query that reads `forms` (columns written out in full: drizzle
 * renders a column without its table, which inside the subquery could mean the slot's own column).
 */
export const submissionCountOf = () =>
  sql<number>`("forms"."submission_count" + coalesce((select sum(s.count) from form_submission_counts s where s.form_id = "forms"."id"), 0))::int`;

/**
 * One submission fewer (the staff delete): the slots are folded into the form's row first (the
 * DELETE waits for a submission still writing one), then 1 is taken off, never below 0.
 */
export async function uncountSubmission(db: Pick<AppDb, 'execute'>, formId: string): Promise<void> {
  await db.execute(sql`
    with folded as (delete from form_submission_counts where form_id = ${formId} returning count)
    update ${forms} set submission_count = greatest(submission_count + coalesce((select sum(count) from folded), 0) - 1, 0)
    where ${eq(forms.id, formId)}`);
}
