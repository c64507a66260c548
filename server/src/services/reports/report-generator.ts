import type { Writable } from 'node:stream';
import type { ReportFormat } from '@front-office/shared/core';
import type { AppDb } from '../../db/client';
import { reclaimWhenIdle } from '../../lib/reclaim-memory';
import { csvSink } from './csv-sink';
import type { ReportDefinition, ReportSource } from './report-columns';
import { reportColumns } from './report-columns';
import type { SubmissionRow } from './row-format';
import * as rowFormat from './row-format';
import { ROW_PARTS, answersSql, rowText } from './row-format';
import { REPORT_PAGE_SIZE, eachRow } from './row-source';
import { xlsxSink } from './xlsx-sink';

// Read once: under tsx (npm start, the tests) an imported binding is a getter on its module, called at
// every use; this one is used for every row.
const { readRow } = rowFormat;

export type { ReportSource } from './report-columns';
export { countSubmissions } from './row-source';

export interface GenerateReportOptions {
  report: ReportDefinition;
  format: ReportFormat;
  /** IANA zone the submission dates are shown in; UTC by default. */
  timeZone?: string;
  out: Writable;
  /** Called every REPORT_PAGE_SIZE rows, and at the end, with the rows written so far. */
  onProgress?: (done: number) => void;
  /** Stops between pages (the client went away). */
  signal?: AbortSignal;
}

/**
 * Text handed to the writer at a time: rows are turned into bytes every few hundred rows, so
 * their strings die young (a page's worth of cell strings kept until the page is written
 * would outlive the young generation and cost the garbage collector far more).
 */
const CHUNK_CHARS = 256 * 1024;

/**
 * Longest stretch of rows produced without giving the event loop a turn. Rows come as fast as
 * PostgreSQL sends them and a fast reader never fills the response's window, so without a turn of
 * its own a CSV kept the loop for whole socket reads back to back and public submissions arriving
 * meanwhile waited 0.4–4 s. After each slice the generation waits for setImmediate (the pending
 * I/O of every other request is served first); a slice is long enough that the turns cost nothing
 * measurable (~200 a second).
 */
const SLICE_MS = 5;
/** Rows between looks at the clock. */
const SLICE_CHECK_ROWS = 16;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Once no report is being generated after at least this many rows, a garbage collection gives
 * back what the generations left in the old generation (~15–20 MB a 100,000-row XLSX, kept until
 * V8's next mark-compact: back-to-back reports grew the server's resident memory 118 → 137 → 151 MB).
 */
const reclaimAfterReports = reclaimWhenIdle(20_000, 0);

/**
 * Writes the report of a form's submissions to `out`, XLSX (xlsx-sink: rows straight to sheet
 * XML, deflated into the ZIP as they come) or CSV (csv-sink), reading the submissions oldest
 * first as they come (row-source: one streamed query on PostgreSQL, keyset pages on PGlite), so
 * memory stays flat whatever their number. Resolves with the number of rows written; `out` is ended.
 */
export async function generateReport(db: AppDb, source: ReportSource, options: GenerateReportOptions): Promise<number> {
  const { columns, answerIds, answers: rowAnswers } = await reportColumns(db, source, options.report, options.timeZone ?? 'UTC');
  const sink = options.format === 'csv' ? csvSink(columns, options.out) : await xlsxSink(columns, options.out, options.report.content.name);
  let written = 0;
  // The rows of the chunk being built and their length in characters.
  const rows: string[] = [];
  let chars = 0;
  // When the rows being produced started to hold the event loop (see SLICE_MS), and whether a turn is asked for.
  let sliceStart = performance.now();
  let turnPending = false;
  const sliceResumed = () => {
    turnPending = false;
    sliceStart = performance.now();
  };
  // One row: its text joins the chunk; a full chunk is handed over (a promise when the window is full);
  // progress and the client's leaving are looked at every REPORT_PAGE_SIZE rows.
  // One array serves every row (a row is written before the next is read).
  const submission = new Array<string | null>(ROW_PARTS).fill(null) as SubmissionRow;
  const add = (text: string): Promise<void> | null => {
    const answersFrom = readRow(text, submission);
    const line = sink.row(columns, submission, rowAnswers.load(text, answersFrom));
    rows.push(line);
    chars += line.length;
    written += 1;
    let wait: Promise<void> | null = null;
    if (chars >= CHUNK_CHARS) {
      sink.push(rows);
      rows.length = 0;
      chars = 0;
      wait = sink.room();
    }
    // A wait for the response (above) gives the loop its turn too. On PostgreSQL the rows of the
    // socket read under way still come during a wait (row-source's streamRows): no second turn is asked for then.
    if (written % SLICE_CHECK_ROWS === 0 && !turnPending && performance.now() - sliceStart >= SLICE_MS) {
      turnPending = true;
      wait = (wait ?? nextTurn()).then(sliceResumed);
    }
    if (written % REPORT_PAGE_SIZE === 0) {
      options.onProgress?.(written);
      options.signal?.throwIfAborted();
    }
    return wait;
  };
  const generated = reclaimAfterReports.begin();
  try {
    options.signal?.throwIfAborted();
    await eachRow(db, source.formId, rowText(answersSql(answerIds)), add);
    if (rows.length > 0) sink.push(rows);
    rows.length = 0;
    await sink.settle();
    if (written % REPORT_PAGE_SIZE !== 0) options.onProgress?.(written);
    await sink.finish();
  } catch (error) {
    sink.abandon();
    throw error;
  } finally {
    generated(written);
  }
  return written;
}
