import { STATUS_CODES } from 'node:http';

/**
 * Fields a refusal adds to its reply body, after `statusCode`, `error` and `message`: `errors`
 * (codes a client can tell apart, e.g. `moneyHeld`, or the ids of the fields in error) and any
 * other field its reply schema names (a submission's `fields`, a card decline's `code`).
 */
export type ErrorDetails = { errors?: string[] } & Record<string, unknown>;

export interface DomainErrorOptions {
  /** What went wrong, for logs and tests; by default the first of `details.errors`, else the status's name. */
  code?: string;
  /** The fault behind a 5xx refusal (a provider's outage): logged, never sent. */
  cause?: unknown;
}

/** `badRequest` for 400, `notFound` for 404…: the code of a refusal that names none. */
const codeOfStatus = (status: number) =>
  (STATUS_CODES[status] ?? 'error')
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .map((word, index) => (index === 0 ? word.toLowerCase() : `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`))
    .join('');

/**
 * The one error services (and routes, plugins) throw to refuse a request. Only the central error
 * handler (plugins/error-handler.ts) turns it into a reply: `{ statusCode, error, message,
 * ...details }`, `error` being the status's name. A 5xx one is deliberate ("not configured",
 * "provider unreachable"): its `cause`, when given, is logged and never leaves.
 */
export class DomainError extends Error {
  readonly code: string;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: ErrorDetails = {},
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.code = options.code ?? details.errors?.[0] ?? codeOfStatus(statusCode);
  }
}

/** A DomainError from a status, a message and, optionally, `errors` codes. */
export class HttpError extends DomainError {
  constructor(statusCode: number, message: string, errors?: string[]) {
    super(statusCode, message, errors ? { errors } : {});
  }
}

export const badRequest = (message: string, errors?: string[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
