import type { FieldError, PostedSubmission } from '@front-office/shared/core';
import { retryAfterSeconds } from '@front-office/shared/core';
import { readFieldErrors } from '../utils/read-field-errors';
import { fetchPublicApi } from './fetch-public-api';

/**
 * A refusal's `fields`: the error of each refused field or copy id (spec 001 §5), when the server named them.
 * `receiptKey`: the answer's Receipt-Key header, the visitor's key to the receipt (issue 18 §11); null when absent.
 */
export type SubmitResult =
  | { ok: true; submissionId: string; receiptKey: string | null }
  /** `retryAfter`: a 429's wait in seconds (its Retry-After), said to the visitor. */
  | { ok: false; status: number; errors: string[]; fields?: Record<string, FieldError>; retryAfter?: number };

export interface SubmissionRequest {
  apiBaseUrl: string;
  organizationId: string;
  formId: string;
  parts: PostedSubmission;
  /** Files keyed by field or copy id (spec 001 §3: uploaded files are sent separately). */
  files: ReadonlyMap<string, File>;
}

function readErrors(text: string): string[] {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors)) {
      return body.errors.map((entry: unknown) => (typeof entry === 'string' ? entry : JSON.stringify(entry)));
    }
  } catch {
    // Not JSON: the status alone decides the message.
  }
  return [];
}

function readId(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'string' || typeof body === 'number') return String(body);
    if (typeof body === 'object' && body !== null && 'id' in body) return String(body.id);
  } catch {
    // A bare id in plain text.
  }
  return text.trim();
}

/** `POST /organizations/{organizationId}/forms/{formId}`, multipart (spec 001 §7); the answer is the new submission id, its receipt key in a header. */
export async function postSubmission({ apiBaseUrl, organizationId, formId, parts, files }: SubmissionRequest): Promise<SubmitResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) if (typeof value === 'string') body.append(name, value);
  for (const [key, file] of files) body.append(key, file, file.name);
  const path = `/organizations/${encodeURIComponent(organizationId)}/forms/${encodeURIComponent(formId)}`;
  try {
    const response = await fetchPublicApi(apiBaseUrl, path, { method: 'POST', body });
    const text = await response.text();
    if (!response.ok) {
      const fields = readFieldErrors(text);
      return {
        ok: false,
        status: response.status,
        errors: readErrors(text),
        ...(fields ? { fields } : {}),
        ...(response.status === 429 ? { retryAfter: retryAfterSeconds(response.headers.get('Retry-After')) } : {}),
      };
    }
    return { ok: true, submissionId: readId(text), receiptKey: response.headers.get('Receipt-Key') };
  } catch {
    return { ok: false, status: 0, errors: [] };
  }
}
