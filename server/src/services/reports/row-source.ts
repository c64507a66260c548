import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { Pool, Query } from 'pg';
import type { QueryConfig } from 'pg';
import type { AppDb } from '../../db/client';
import { idOfRow } from './row-format';

/**
 * Rows read per keyset page. Short pages keep each query short (PGlite runs one connection) and,
 * above all, let a page's rows die young: with 1,000 rows a page outlived the young generation,
 * and the heap of a 100,000-row XLSX peaked at ~110 MB against ~65 MB with 250 (same CPU on
 * PostgreSQL; PGlite pays ~10 % more CPU for the extra queries). Progress is also told every so many rows.
 */
export const REPORT_PAGE_SIZE = 250;

/** A row as the driver hands it (rowMode 'array'): its one text (row-format's rowText). */
type RowText = [text: string];

/** How many submissions the form has (the progress total). */
export async function countSubmissions(db: AppDb, formId: string): Promise<number> {
  const result = (await db.execute(sql`SELECT count(*)::int AS total FROM submissions WHERE form_id = ${formId}`)) as unknown as { rows: { total: number | string }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * The form's submissions oldest first as `row`, one text each that starts with the id and GS:
 * all of them (PostgreSQL: streamed, see streamRows), or one keyset page after `afterId` (PGlite).
 * Only what the columns read leaves the database: moving whole `fields` and `payment` documents
 * out of PGlite cost more than all the rest.
 */
function rowsQuery(formId: string, row: SQL, page?: { afterId: string | null }) {
  if (!page) return sql`SELECT ${row} AS row FROM submissions WHERE form_id = ${formId} ORDER BY date, id`;
  // The keyset's date is looked up by the last row's id (one primary-key read a page), rather than
  // sent with every row as text.
  const keyset = page.afterId ? sql`AND (date, id) > ((SELECT s.date FROM submissions s WHERE s.id = ${page.afterId}::uuid), ${page.afterId}::uuid)` : sql``;
  return sql`SELECT ${row} AS row FROM submissions WHERE form_id = ${formId} ${keyset} ORDER BY date, id LIMIT ${REPORT_PAGE_SIZE}`;
}

/**
 * Hands each submission of the form, oldest first, to `onRow` as its one text (`row`, which
 * starts with the id and GS); a promise from `onRow` is waited for before more rows come. On
 * PostgreSQL one streamed query (streamRows); on PGlite (one connection, in the process) keyset
 * pages of REPORT_PAGE_SIZE, the next asked for while the current one is handed over.
 */
export async function eachRow(db: AppDb, formId: string, row: SQL, onRow: (text: string) => Promise<void> | null): Promise<void> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof Pool) return streamRows(client, rowsQuery(formId, row), (texts) => onRow(texts[0]));
  const fetchPage = (afterId: string | null) => pageRows(client as PGlite, rowsQuery(formId, row, { afterId }));
  let next: Promise<RowText[]> | null = fetchPage(null);
  try {
    while (next) {
      const page: RowText[] = await next;
      const last = page[page.length - 1]?.[0];
      next = last !== undefined && page.length === REPORT_PAGE_SIZE ? fetchPage(idOfRow(last)) : null;
      for (const [text] of page) {
        const wait = onRow(text);
        if (wait) await wait;
      }
    }
  } finally {
    // A page asked for in advance and never read must not end as an unhandled rejection.
    next?.catch(() => undefined);
  }
}

const dialect = new PgDialect();
/** pg's type parsers, all replaced by the text as PostgreSQL sent it (each row is one text, see rowText). */
const TEXT_TYPES = { getTypeParser: () => (text: string) => text };

/** A named statement per SQL text: each pooled connection parses and plans it once. */
const statementName = (text: string) => `fo-report-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * A page's rows on PGlite as arrays of their one text, straight from the driver: no row objects.
 * PostgreSQL goes through streamRows.
 */
async function pageRows(client: PGlite, query: SQL): Promise<RowText[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query<RowText>(text, params, { rowMode: 'array' })).rows;
}

/**
 * Runs one query on a pooled PostgreSQL connection and hands each row (an array of its one text, no
 * type parsing) to `onRow` as it arrives: no pages, no round trip per page, PostgreSQL produces
 * the rows while they are written. When `onRow` answers a promise (the response is full), the
 * connection's socket is paused until it settles, so TCP holds PostgreSQL back (back-pressure);
 * rows already received are still handed over. A throw or a rejection ends the connection (the
 * query stops there) and rejects; the pool replaces the connection.
 */
async function streamRows(pool: Pool, query: SQL, onRow: (row: RowText) => Promise<void> | null): Promise<void> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
  let failure: Error | null = null;
  // The ended connection's own error (after a failure) is reported through the query.
  const ignore = () => undefined;
  client.on('error', ignore);
  let committed = false;
  try {
    // The planner would read, project and sort every row before sending the first (a whole-table
    // sort, spilled to disk at 100,000 rows), so PostgreSQL and this process took turns instead of
    // working side by side. Without sorts it walks submissions_form_date_id, already in (date, id)
    // order, and the first row leaves at once. No JIT: compiling for one scan costs more than it saves.
    await client.query('BEGIN READ ONLY; SET LOCAL enable_sort = off; SET LOCAL jit = off');
    await new Promise<void>((resolve, reject) => {
      // Once the query has ended, the connection goes back to the pool: flowing, and never destroyed
      // from here (a wait that fails after the end is the writer's to report, see generateReport).
      let finished = false;
      const fail = (error: unknown) => {
        if (failure || finished) return;
        failure = error instanceof Error ? error : new Error(String(error));
        socket.destroy();
      };
      let waits = 0;
      const resumed = () => {
        waits -= 1;
        if (waits === 0 && !failure && !finished) socket.resume();
      };
      // The last rows and the end can come in the chunk read before a pause: the socket is resumed
      // before the connection is released, even when a wait is still pending.
      const end = () => {
        finished = true;
        if (!failure) socket.resume();
      };
      // rowMode is a Query option the types of pg leave out of QueryConfig.
      const config = { name: statementName(text), text, values: params, rowMode: 'array', types: TEXT_TYPES };
      const rows = new Query(config as unknown as QueryConfig);
      rows.on('row', (row: RowText) => {
        if (failure) return;
        try {
          const wait = onRow(row);
          if (!wait) return;
          waits += 1;
          if (waits === 1) socket.pause();
          wait.then(resumed, fail);
        } catch (error) {
          fail(error);
        }
      });
      rows.on('error', (error: Error) => {
        end();
        reject(failure ?? error);
      });
      rows.on('end', () => {
        end();
        if (failure) reject(failure);
        else resolve();
      });
      void client.query(rows);
    });
    await client.query('COMMIT');
    committed = true;
  } finally {
    client.removeListener('error', ignore);
    // A connection left inside the transaction (a failed query or stream) is not reused.
    client.release(committed ? undefined : (failure ?? new Error('report stream ended before its commit')));
  }
}
