import type { FieldError } from '@front-office/shared/core';

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { key, params, more } = value as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    (params === undefined || (typeof params === 'object' && params !== null)) &&
    (more === undefined || (Array.isArray(more) && more.every(isFieldError)))
  );
}

/** The `fields` of a refused submission (field or copy id → its error), or null when it has none. */
export function readFieldErrors(text: string): Record<string, FieldError> | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const fields = typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return null;
  const found = Object.entries(fields).filter((entry): entry is [string, FieldError] => isFieldError(entry[1]));
  return found.length > 0 ? Object.fromEntries(found) : null;
}
