import { fileNameFromContentDisposition, httpErrorMessageKey, isReportedStatus, retryAfterSeconds } from '@front-office/shared/core';
import { reportServerFault } from './error-reporting';
import { getRuntimeConfig } from './runtime-config';
import { useSessionStore } from './session-store';

export type QueryValue = string | number | boolean | undefined | null;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart; the browser sets the boundary header. */
  formData?: FormData;
  /** No bearer token, and a 401 does not end the session (public form, login). */
  public?: boolean;
  /** `download`: resolves to `ApiDownload` (the bytes and the Content-Disposition file name). */
  responseType?: 'json' | 'blob' | 'text' | 'download';
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`); they never replace the token or no-cache ones. */
  headers?: Record<string, string>;
}

/** A file answer: its bytes and the name its Content-Disposition header gives (null without one). */
export interface ApiDownload {
  blob: Blob;
  fileName: string | null;
}

/** A failed call: HTTP status, the `common` message key of spec 000 §8, the parsed answer and the server's request id. */
export class ApiError extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly body: unknown;
  /** A reported 5xx answer's `X-Request-Id`: the server's log lines of this call carry it. */
  readonly requestId: string | null;
  /** A 429's wait, from its Retry-After (the message says it); null for any other status. */
  readonly retryAfter: number | null;

  constructor(status: number, body: unknown, message?: string, requestId: string | null = null, retryAfter: number | null = null) {
    super(message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messageKey = status === 0 ? 'errors.network' : httpErrorMessageKey(status);
    this.body = body;
    this.requestId = requestId;
    this.retryAfter = status === 429 ? (retryAfter ?? retryAfterSeconds(null)) : null;
  }
}

let onUnauthorized: (() => void) | null = null;

/** Registers what happens after a 401 cleared the session (the shell goes to /login). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const base = getRuntimeConfig().apiBaseUrl;
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}

/** Calls the API (spec 000 §7): base address from config, bearer token unless public, no-cache headers. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers = new Headers({ 'Cache-Control': 'no-cache', Pragma: 'no-cache', Accept: 'application/json' });
  const jwt = options.public ? null : useSessionStore.getState().jwt;
  for (const [name, value] of Object.entries(options.headers ?? {})) if (!headers.has(name)) headers.set(name, value);
  if (jwt) headers.set('Authorization', `Bearer ${jwt}`);
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined, error instanceof Error ? error.message : String(error));
  }

  if (!response.ok) {
    const errorBody = await readBody(response);
    if (response.status === 401 && !options.public) {
      // Spec 000 §4: a 401 on any authenticated call ends the session and goes to /login, where
      // the login page says "Session expired" (spec 000 §8).
      useSessionStore.getState().signOut('expired');
      onUnauthorized?.();
    }
    if (!isReportedStatus(response.status)) {
      const wait = response.status === 429 ? retryAfterSeconds(response.headers.get('Retry-After')) : null;
      throw new ApiError(response.status, errorBody, messageOf(errorBody), null, wait);
    }
    // A 5xx is the server's fault, not the caller's: it goes to the error reports with the request
    // id that finds the server's side of it.
    const fault = new ApiError(response.status, errorBody, messageOf(errorBody), response.headers.get('X-Request-Id'));
    reportServerFault(fault, { status: response.status, requestId: fault.requestId, path });
    throw fault;
  }

  if (options.responseType === 'download') {
    const download: ApiDownload = { blob: await response.blob(), fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')) };
    return download as T;
  }
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (options.responseType === 'text') return (await response.text()) as T;
  return (await readBody(response)) as T;
}

/**
 * The options that go with `errorMessageKey` to translate it: the `common` namespace and what the
 * message interpolates (a 429's `seconds`). `t(errorMessageKey(error), errorMessageOptions(error))`.
 */
export function errorMessageOptions(error: unknown): { ns: 'common'; seconds?: number } {
  return error instanceof ApiError && error.retryAfter !== null ? { ns: 'common', seconds: error.retryAfter } : { ns: 'common' };
}

/** The `common` message key for any error: an ApiError's own, else the generic one. */
export function errorMessageKey(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'errors.generic';
}

/** The codes a refusal carries (`errors` of its answer, e.g. `moneyHeld`); none for any other error. */
export function errorCodes(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.body as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? errors.filter((code): code is string => typeof code === 'string') : [];
}
