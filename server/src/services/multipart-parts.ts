import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { MAX_IMAGE_BYTES, imageTooLarge } from './images';

export interface ReadParts {
  /** Text of each JSON part, whether the client sent it as a field or as a Blob. */
  json: Map<string, string>;
  files: Map<string, Buffer>;
}

const isTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart body whose part names are fixed by the spec (000 §7). Parts named in
 * `jsonParts` are text whatever their transport; any other file part is kept as bytes.
 */
export async function readMultipart(request: FastifyRequest, jsonParts: string[]): Promise<ReadParts> {
  if (!request.isMultipart()) throw new HttpError(400, 'Expected a multipart/form-data body');
  const json = new Map<string, string>();
  const files = new Map<string, Buffer>();
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 3, fields: 5 } })) {
      if (part.type === 'field') {
        if (jsonParts.includes(part.fieldname)) json.set(part.fieldname, String(part.value));
        continue;
      }
      const bytes = await part.toBuffer();
      if (jsonParts.includes(part.fieldname)) json.set(part.fieldname, bytes.toString('utf8'));
      else files.set(part.fieldname, bytes);
    }
  } catch (error) {
    if (isTooLarge(error)) throw imageTooLarge();
    throw error;
  }
  return { json, files };
}

/** Parses a JSON part as an object, or answers 400 naming the part. */
export function parseJsonPart(parts: ReadParts, name: string): Record<string, unknown> {
  const text = parts.json.get(name);
  if (text === undefined) throw new HttpError(400, `Missing part "${name}"`);
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the 400 below
  }
  throw new HttpError(400, `Part "${name}" must be a JSON object`);
}
