import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';

/**
 * The payments area (issue 8) keeps a plan's charges in `payment_installments`: its job charges a
 * row only after claiming it with a conditional update on `status = 'READY'`, and it mirrors the
 * rows into `submissions.payment`. So a cancel or a full refund decided here is written to that
 * table too, in the caller's transaction, with the same kind of conditional update: a row the job
 * already claimed is not canceled behind its back.
 */
const idList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** Ids among `ids` that are rows of the installments table (the job's charges). */
export async function trackedInstallments(tx: AppDb, submissionId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = (await tx.execute(
    sql`select id::text as id from payment_installments where submission_id = ${submissionId} and id::text in (${idList(ids)})`,
  )) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((row) => row.id));
}

/** Moves the rows still in one of `from` to `status`; answers the ids moved. */
export async function moveInstallments(tx: AppDb, submissionId: string, ids: string[], status: string, from: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = (await tx.execute(
    sql`update payment_installments set status = ${status}, updated_at = now()
        where submission_id = ${submissionId} and id::text in (${idList(ids)}) and status in (${idList(from)})
        returning id::text as id`,
  )) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((row) => row.id));
}
