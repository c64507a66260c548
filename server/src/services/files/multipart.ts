import multipart from '@fastify/multipart';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { Semaphore } from '../../lib/semaphore';
import { UNSTORABLE_MESSAGE, findUnstorableInJson } from '../../lib/text-guard';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
  /** Only with `keepTooLarge`: the file went past `maxFileBytes` and `bytes` holds its beginning. */
  tooLarge: boolean;
}

export interface MultipartBody {
  /** Text parts, whether sent as fields or as files (a JSON Blob). */
  fields: Map<string, string>;
  files: UploadedFile[];
}

/** What a multipart route accepts; anything else is refused before the rest of the body is read. */
export interface MultipartSpec {
  /** Text parts by name with their maximum size in bytes; a listed part sent as a file is read as text. */
  text: Record<string, number>;
  /** Maximum size of a text part not listed in `text`; unset, such parts are refused (400). */
  otherTextMax?: number;
  /** Whether a file part of that name is accepted; any other file part is refused (400). */
  acceptsFile: (name: string) => boolean;
  /** Cap of one file part in bytes (413 past it, unless `keepTooLarge`). */
  maxFileBytes: number;
  /** More parts than this → 413. */
  maxParts: number;
  /** More file parts than this → 413 (default: maxParts). */
  maxFiles?: number;
  /** A body larger than this, as declared by Content-Length or as read → 413. */
  maxBytes: number;
  /** A file past its cap is kept with `tooLarge` (the caller names the field) instead of a 413. */
  keepTooLarge?: boolean;
  /** Taken before the first file part is read and held until the body is read: bounds uploads held in memory at once. */
  uploadSlots?: Semaphore;
}

const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${bytes} bytes`);

/**
 * Adds the multipart parser to this route scope unless an enclosing scope already has it
 * (other route folders may register it too; registering twice in one line would throw).
 */
export async function ensureMultipart(app: FastifyInstance): Promise<void> {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(multipart, { throwFileSizeLimit: false });
}

/** Reads a file part's stream, stopping at `cap` bytes; `over` says there was more. */
async function readCapped(part: MultipartFile, cap: number): Promise<{ bytes: Buffer; over: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = part.file.truncated;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (over) continue; // drained, not kept
    size += chunk.length;
    if (size > cap) {
      over = true;
      chunks.push(chunk.subarray(0, chunk.length - (size - cap)));
      size = cap;
      continue;
    }
    chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), over: over || part.file.truncated };
}

function checkText(name: string, value: string, max: number): string {
  if (Buffer.byteLength(value) > max) throw new HttpError(413, `The part "${name}" is too large (at most ${megabytes(max)})`);
  // JSON parts are checked once decoded too: their \u0000 escapes become NULs in the database.
  const found = findUnstorableInJson(value);
  if (found) throw new HttpError(400, `The part "${name}"${found === 'value' ? '' : ` (${found})`} ${UNSTORABLE_MESSAGE}`);
  return value;
}

/** A parser error as the caller's fault: 4xx kept with a clearer text, anything else a malformed body. */
function asClientError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string };
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(400, 'Expected a multipart/form-data body');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'Too many parts in the multipart body');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return new HttpError(statusCode, message ?? 'Invalid multipart body');
  return new HttpError(400, `Malformed multipart body: ${message ?? 'unreadable'}`);
}

/**
 * Reads a multipart body within `spec`, part by part, refusing the first part out of bounds
 * (unknown file part, duplicate, too many, too large) without reading the rest. Not multipart or
 * a broken body (missing boundary, truncated part) → 400; past a size or count → 413.
 */
export async function readMultipart(request: FastifyRequest, spec: MultipartSpec): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpError(400, 'Expected a multipart/form-data body');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > spec.maxBytes) {
    throw new HttpError(413, `The request is too large (at most ${megabytes(spec.maxBytes)})`);
  }
  const textCaps = [spec.otherTextMax ?? 0, ...Object.values(spec.text)];
  const maxText = Math.max(...textCaps);
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  const seen = new Set<string>();
  let total = 0;
  let count = 0;
  let release: (() => void) | null = null;
  let current: MultipartFile | null = null;
  const limits = {
    // Busboy stops a file at this size; our own caps below are tighter per part.
    fileSize: Math.max(spec.maxFileBytes, maxText) + 1,
    fieldSize: maxText + 1,
    parts: spec.maxParts + 1,
    files: spec.maxParts + 1,
    fields: spec.maxParts + 1,
  };
  try {
    // throwFileSizeLimit is read per call by @fastify/multipart, though its typings omit it.
    for await (const part of request.parts({ limits, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0])) {
      current = part.type === 'file' ? part : null;
      count += 1;
      if (count > spec.maxParts) throw new HttpError(413, `Too many parts (at most ${spec.maxParts})`);
      const name = part.fieldname;
      if (seen.has(name)) throw new HttpError(400, `The part "${name}" is sent more than once`);
      seen.add(name);
      const textMax = spec.text[name] ?? spec.otherTextMax;
      if (part.type === 'field') {
        if (textMax === undefined) throw new HttpError(400, `Unexpected part "${name}"`);
        const field = part as MultipartValue;
        if (field.valueTruncated) throw new HttpError(413, `The part "${name}" is too large (at most ${megabytes(textMax)})`);
        const value = typeof field.value === 'string' ? field.value : JSON.stringify(field.value);
        total += Buffer.byteLength(value);
        fields.set(name, checkText(name, value, textMax));
        continue;
      }
      // A JSON part sent as a file (formData.append(name, new Blob([json], { type: 'application/json' }))).
      const isText = spec.text[name] !== undefined || (!spec.acceptsFile(name) && part.mimetype === 'application/json' && textMax !== undefined);
      if (isText && textMax !== undefined) {
        const { bytes, over } = await readCapped(part, textMax);
        if (over) throw new HttpError(413, `The part "${name}" is too large (at most ${megabytes(textMax)})`);
        total += bytes.length;
        fields.set(name, checkText(name, bytes.toString('utf8'), textMax));
        continue;
      }
      if (!spec.acceptsFile(name)) throw new HttpError(400, `Unexpected file part "${name}"`);
      if (files.length >= (spec.maxFiles ?? spec.maxParts)) throw new HttpError(413, `Too many files (at most ${spec.maxFiles ?? spec.maxParts})`);
      if (spec.uploadSlots && !release) {
        release = await spec.uploadSlots.acquire();
        if (!release) throw new HttpError(429, 'Too many uploads in progress, try again in a moment');
      }
      const { bytes, over } = await readCapped(part, spec.maxFileBytes);
      if (over && !spec.keepTooLarge) throw new HttpError(413, `The file "${name}" is too large (at most ${megabytes(spec.maxFileBytes)})`);
      total += bytes.length;
      if (total > spec.maxBytes) throw new HttpError(413, `The request is too large (at most ${megabytes(spec.maxBytes)})`);
      files.push({ fieldName: name, fileName: part.filename, bytes, tooLarge: over });
      current = null;
    }
    if (total > spec.maxBytes) throw new HttpError(413, `The request is too large (at most ${megabytes(spec.maxBytes)})`);
    return { fields, files };
  } catch (error) {
    // An unread file part would hold busboy (and the socket) until it times out.
    if (current && !current.file.readableEnded) current.file.destroy();
    throw asClientError(error);
  } finally {
    release?.();
  }
}

/** A file name safe as the last segment of a stored path (`{category}/{id}/{fileName}`). */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = [...name]
    .map((char) => {
      const code = char.charCodeAt(0);
      // Control characters, path syntax and unpaired surrogates (a pair is one char here).
      return code < 0x20 || (char.length === 1 && code >= 0xd800 && code <= 0xdfff) || '/\\?#%*:|"<>'.includes(char) ? '_' : char;
    })
    .join('')
    .trim()
    .slice(-120);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}
