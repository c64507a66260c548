// The server process's own failures, which no answer and no job carries: an unhandled promise
// rejection and an uncaught exception go to the error reporter too.
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorReporter } from './error-reporter';
import { errorForLog } from './log-safe';

type ProcessErrorEvent = 'unhandledRejection' | 'uncaughtException';

/** What the handlers use of `process`; a test gives an EventEmitter with a fake `exit`. */
export interface ProcessLike {
  on(event: ProcessErrorEvent, listener: (error: unknown) => void): unknown;
  off(event: ProcessErrorEvent, listener: (error: unknown) => void): unknown;
  exit(code: number): void;
}

export interface ProcessErrorReportsOptions {
  reporter: ErrorReporter;
  log: Pick<FastifyBaseLogger, 'error'>;
  process: ProcessLike;
  /** The longest wait for the reports to leave before the process exits; default 2 s. */
  flushTimeoutMs?: number;
}

/**
 * Logs and reports the process's unhandled rejections (tagged `kind: unhandledRejection`) and
 * uncaught exceptions (`kind: uncaughtException`), then exits with code 1 once the reports are sent.
 * Exiting is what Node does without a handler: an uncaught exception leaves the process in an
 * unknown state, and Node's default mode raises an unhandled rejection as one; a handler that only
 * reported would keep the process running instead. Answers the function that removes the handlers.
 */
export function reportProcessErrors(options: ProcessErrorReportsOptions): () => void {
  const { reporter, log, process: target, flushTimeoutMs = 2_000 } = options;
  let isExiting = false;
  const handlerOf = (kind: ProcessErrorEvent, message: string) => (error: unknown) => {
    // errorForLog, as for a failed request: a query's failure carries the submitters' data.
    log.error({ err: errorForLog(error) }, message);
    reporter.report(error, { kind });
    // A second failure while the first report leaves is logged and reported, not exited twice.
    if (isExiting) return;
    isExiting = true;
    // A report that cannot be sent must not keep the process alive.
    void reporter
      .close(flushTimeoutMs)
      .catch(() => undefined)
      .then(() => target.exit(1));
  };
  const onRejection = handlerOf('unhandledRejection', 'unhandled rejection');
  const onException = handlerOf('uncaughtException', 'uncaught exception');
  target.on('unhandledRejection', onRejection);
  target.on('uncaughtException', onException);
  return () => {
    target.off('unhandledRejection', onRejection);
    target.off('uncaughtException', onException);
  };
}
