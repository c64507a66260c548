import type { FastifyRequest } from 'fastify';
import { isRecord } from '@front-office/shared/core';
import { HttpError } from '../../lib/http-error';
import { MAX_IMAGE_BYTES, imageTooLarge } from './images';
import { readMultipart } from './multipart';

export interface ReadParts {
  /** Text of each JSON part, whether the client sent it as a field or as a Blob. */
  json: Map<string, string>;
  files: Map<string, Buffer>;
}

/**
 * Reads a multipart body whose part names are fixed by the spec (000 §7): parts named in
 * `jsonParts` are text whatever their transport (64 KB each); `fileParts` are images capped in
 * size; any other part is refused.
 */
export async function readImageMultipart(request: FastifyRequest, jsonParts: string[], fileParts: string[]): Promise<ReadParts> {
  const body = await readMultipart(request, {
    text: Object.fromEntries(jsonParts.map((name) => [name, 64 * 1024])),
    acceptsFile: (name) => fileParts.includes(name),
    maxFileBytes: MAX_IMAGE_BYTES,
    maxParts: jsonParts.length + fileParts.length,
    maxBytes: MAX_IMAGE_BYTES * fileParts.length + 128 * 1024,
    keepTooLarge: true,
  });
  const files = new Map<string, Buffer>();
  for (const file of body.files) {
    if (file.tooLarge) throw imageTooLarge();
    files.set(file.fieldName, file.bytes);
  }
  return { json: body.fields, files };
}

/** Parses a JSON part as an object, or answers 400 naming the part. */
export function parseJsonPart(parts: ReadParts, name: string): Record<string, unknown> {
  const text = parts.json.get(name);
  if (text === undefined) throw new HttpError(400, `Missing part "${name}"`);
  try {
    const value: unknown = JSON.parse(text);
    if (isRecord(value)) return value;
  } catch {
    // falls through to the 400 below
  }
  throw new HttpError(400, `Part "${name}" must be a JSON object`);
}
