import type { Column } from './column';
import type { RowAnswers } from './row-answers';
import type { SubmissionRow } from './row-format';

/** Bytes the response (and the compressor) may hold before the rows wait for them: a window, so writing and producing overlap. */
export const WRITE_WINDOW = 1024 * 1024;

/** Where the rows go: the XML or CSV text of each row, written in chunks, with back-pressure. */
export interface RowSink {
  /** The text of one row. */
  row(columns: Column[], submission: SubmissionRow, answers: RowAnswers): string;
  /** Hands rows' texts over at once (the array is the caller's again afterwards). */
  push(rows: string[]): void;
  /** A promise when what was pushed fills the window (wait for it before producing more), else null. */
  room(): Promise<void> | null;
  /** Resolves when what was pushed is written and the response can take more. */
  settle(): Promise<void>;
  finish(): Promise<void>;
  /** Frees what the writer holds when the generation stops early. */
  abandon(): void;
}
