import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isReportedStatus } from '@front-office/shared/core';
import type { ErrorReporter, ReportTags } from '../lib/error-reporter';
import { errorForLog } from '../lib/log-safe';
import { reportProcessErrors } from '../lib/process-error-reports';
import type { ProcessLike } from '../lib/process-error-reports';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports an error that no answer carries (a job's failure); does nothing without a DSN. */
    reportError(error: unknown, tags?: ReportTags): void;
  }
}

/** What a report says of its request: route pattern (no ids), organization, request id; no personal data. */
function requestTags(request: FastifyRequest, statusCode: number): ReportTags {
  // The staff routes name the organization `:orgId`, the public submission `:organizationId`.
  const { orgId, organizationId } = (request.params ?? {}) as { orgId?: unknown; organizationId?: unknown };
  const organization = orgId ?? organizationId;
  return {
    route: request.routeOptions.url ?? 'unmatched',
    method: request.method,
    status_code: String(statusCode),
    request_id: request.id,
    organization_id: typeof organization === 'string' ? organization : undefined,
  };
}

/** A background job's `onError`: the failure logged under `message` and reported tagged `{ job }`. */
export function jobErrorHandler(app: FastifyInstance, job: string, message: string): (error: unknown) => void {
  return (error) => {
    app.log.error({ err: errorForLog(error) }, message);
    app.reportError(error, { job });
  };
}

export interface ErrorReportingOptions {
  reporter: ErrorReporter | null;
  /** The process whose unhandled rejections and uncaught exceptions are reported too (AppOptions.ownProcess). */
  ownProcess?: ProcessLike | undefined;
}

/**
 * Every 5xx answer but 501 ("not configured", isReportedStatus) goes to the error reporter: a
 * fault with the error that caused it (recorded by onError before the central error handler turns
 * it into the answer), a provider's failure (502, 503) as what it says. With `ownProcess`, that
 * process's own failures as well, until the app closes. Without a reporter nothing is hooked.
 */
export default fp(async function errorReporting(app: FastifyInstance, options: ErrorReportingOptions) {
  const { reporter } = options;
  app.decorate('reportError', (error: unknown, tags?: ReportTags) => reporter?.report(error, tags));
  if (!reporter) return;
  const causes = new WeakMap<FastifyRequest, unknown>();
  app.addHook('onError', async (request, _reply, error) => {
    causes.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!isReportedStatus(reply.statusCode)) return;
    const error = causes.get(request) ?? new Error(`${request.method} ${request.routeOptions.url ?? 'unmatched'} answered ${reply.statusCode}`);
    reporter.report(error, requestTags(request, reply.statusCode));
  });
  const removeProcessHandlers = options.ownProcess ? reportProcessErrors({ reporter, log: app.log, process: options.ownProcess }) : undefined;
  app.addHook('onClose', async () => {
    removeProcessHandlers?.();
    await reporter.close();
  });
});
