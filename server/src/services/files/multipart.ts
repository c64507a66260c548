import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, HttpError } from '../../lib/http-error';
import { UNSTORABLE_MESSAGE, findUnstorableInJson } from '../../lib/text-guard';
import type { UploadGate } from './upload-gate';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's bounds on multipart bodies (upload-gate.ts), decorated by app.ts. */
    uploadGate: UploadGate;
  }
}

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
}

const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${bytes} bytes`);
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

// The reply of each multipart request: a body read sets its headers (Retry-After, Connection:
// close) and gives its files' memory back once the answer is sent or the socket closed.
const replies = new WeakMap<FastifyRequest, FastifyReply>();

/**
 * Adds the multipart parser to this route scope unless an enclosing scope already has it
 * (other route folders may register it too; registering twice in one line would throw).
 */
export async function ensureMultipart(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) replies.set(request, reply);
  });
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(multipart, { throwFileSizeLimit: false });
}

/** Reads a text part sent as a file, stopping at `cap` bytes; `over` says there was more. */
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

/**
 * Writes a file part to `file` as it arrives, keeping at most `cap` bytes (the rest is drained):
 * only the stream's own small buffers are in memory, whatever the file's size or the sender's pace.
 */
async function spool(part: MultipartFile, file: string, cap: number): Promise<{ size: number; over: boolean }> {
  const out = createWriteStream(file, { flags: 'wx' });
  // The stream's errors are always heard: when the request gives up (a 408 while this still
  // writes), its directory is removed and the file's pending open or write fails on a destroyed
  // stream; an 'error' event with no listener would end the process.
  let failure: Error | null = null;
  out.on('error', (error) => {
    failure ??= error;
  });
  let size = 0;
  let over = part.file.truncated;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (over) continue;
      const room = cap - size;
      if (chunk.length > room) over = true;
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      size += kept.length;
      if (failure) throw failure;
      if (kept.length > 0 && !out.write(kept)) await once(out, 'drain');
    }
    if (failure) throw failure;
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  } catch (error) {
    out.destroy();
    throw error;
  }
  return { size, over: over || part.file.truncated };
}

/**
 * Fails with a 408 when the body stops arriving for `idleMs` (the socket read nothing new) or is
 * not all there after `bodyMs`; `stop` ends the watch once the body is read.
 */
function watchBody(request: FastifyRequest, idleMs: number, bodyMs: number): { expired: Promise<never>; stop: () => void } {
  const socket = request.raw.socket;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    const started = Date.now();
    let lastRead = socket.bytesRead;
    let lastProgress = started;
    timer = setInterval(
      () => {
        const now = Date.now();
        if (socket.bytesRead !== lastRead) {
          lastRead = socket.bytesRead;
          lastProgress = now;
        }
        if (now - started >= bodyMs) reject(new HttpError(408, `The request body did not arrive within ${seconds(bodyMs)}`, ['bodyTimeout']));
        else if (now - lastProgress >= idleMs) reject(new HttpError(408, `The request body stopped arriving (nothing for ${seconds(idleMs)})`, ['bodyIdle']));
      },
      Math.max(50, Math.min(1000, Math.floor(Math.min(idleMs, bodyMs) / 4))),
    );
    timer.unref();
  });
  expired.catch(() => undefined);
  return { expired, stop: () => clearInterval(timer) };
}

function checkText(name: string, value: string, max: number): string {
  if (Buffer.byteLength(value) > max) throw new HttpError(413, `The part "${name}" is too large (at most ${megabytes(max)})`);
  // JSON parts are checked once decoded too: their \u0000 escapes become NULs in the database.
  const found = findUnstorableInJson(value);
  if (found) throw new HttpError(400, `The part "${name}"${found === 'value' ? '' : ` (${found})`} ${UNSTORABLE_MESSAGE}`);
  return value;
}

/** A parser error as the caller's fault: 4xx kept with a clearer text, anything else a malformed body. */
function asClientError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
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
 *
 * Bounded for the server as a whole (docs/production.md "Uploads"): an address already sending
 * `perAddress` bodies → 429 (upload-gate.ts: small bodies are not counted); a body idle or too slow → 408 and the connection closed. Files are
 * spooled to a temporary directory while they arrive and read into memory only once the whole
 * body is there, within the server's memory for uploads (waiting at most `memoryWaitMs`, else 503):
 * held until the answer is sent. The temporary files are gone when this returns or throws.
 */
export async function readMultipart(request: FastifyRequest, spec: MultipartSpec): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpError(400, 'Expected a multipart/form-data body');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > spec.maxBytes) {
    throw new HttpError(413, `The request is too large (at most ${megabytes(spec.maxBytes)})`);
  }
  const reply = replies.get(request);
  const gate = request.server.uploadGate;
  const { limits } = gate;
  const leave = gate.enter(request.ip, declared);
  if (!leave) {
    if (!request.raw.complete) reply?.header('connection', 'close');
    reply?.header('retry-after', String(Math.ceil(limits.idleMs / 1000)));
    throw new HttpError(429, `Too many uploads from this address at once (at most ${limits.perAddress}); try again once one is done`, ['tooManyUploads']);
  }
  const textCaps = [spec.otherTextMax ?? 0, ...Object.values(spec.text)];
  const maxText = Math.max(...textCaps);
  const fields = new Map<string, string>();
  const spooled: { fieldName: string; fileName: string; file: string; size: number; over: boolean }[] = [];
  const seen = new Set<string>();
  let total = 0;
  let count = 0;
  let directory: string | null = null;
  let current: MultipartFile | null = null;
  const watch = watchBody(request, limits.idleMs, limits.bodyMs);
  // Every wait on the sender also ends at the watch's deadline (the late promise's failure is dropped).
  const inTime = <T>(promise: Promise<T>): Promise<T> => {
    promise.catch(() => undefined);
    return Promise.race([promise, watch.expired]);
  };
  const busboyLimits = {
    // Busboy stops a file at this size; our own caps below are tighter per part.
    fileSize: Math.max(spec.maxFileBytes, maxText) + 1,
    fieldSize: maxText + 1,
    parts: spec.maxParts + 1,
    files: spec.maxParts + 1,
    fields: spec.maxParts + 1,
  };
  try {
    // throwFileSizeLimit is read per call by @fastify/multipart, though its typings omit it.
    const parts = request.parts({ limits: busboyLimits, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0])[Symbol.asyncIterator]();
    for (let next = await inTime(parts.next()); !next.done; next = await inTime(parts.next())) {
      const part = next.value;
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
        const { bytes, over } = await inTime(readCapped(part, textMax));
        if (over) throw new HttpError(413, `The part "${name}" is too large (at most ${megabytes(textMax)})`);
        total += bytes.length;
        fields.set(name, checkText(name, bytes.toString('utf8'), textMax));
        continue;
      }
      if (!spec.acceptsFile(name)) throw new HttpError(400, `Unexpected file part "${name}"`);
      if (spooled.length >= (spec.maxFiles ?? spec.maxParts)) throw new HttpError(413, `Too many files (at most ${spec.maxFiles ?? spec.maxParts})`);
      directory ??= await mkdtemp(path.join(tmpdir(), 'fo-upload-'));
      const file = path.join(directory, String(spooled.length));
      const { size, over } = await inTime(spool(part, file, spec.maxFileBytes));
      if (over && !spec.keepTooLarge) throw new HttpError(413, `The file "${name}" is too large (at most ${megabytes(spec.maxFileBytes)})`);
      total += size;
      if (total > spec.maxBytes) throw new HttpError(413, `The request is too large (at most ${megabytes(spec.maxBytes)})`);
      spooled.push({ fieldName: name, fileName: part.filename, file, size, over });
      current = null;
    }
    if (total > spec.maxBytes) throw new HttpError(413, `The request is too large (at most ${megabytes(spec.maxBytes)})`);
    watch.stop();
    leave();
    const files: UploadedFile[] = [];
    const fileBytes = spooled.reduce((sum, entry) => sum + entry.size, 0);
    if (fileBytes > 0) {
      const release = await gate.holdMemory(fileBytes, limits.memoryWaitMs);
      if (!release) {
        reply?.header('retry-after', String(Math.ceil(limits.memoryWaitMs / 1000)));
        throw new HttpError(503, 'The server is receiving too many uploads; try again in a moment', ['uploadsBusy']);
      }
      if (reply) reply.raw.once('close', release);
      try {
        for (const entry of spooled) files.push({ fieldName: entry.fieldName, fileName: entry.fileName, bytes: await readFile(entry.file), tooLarge: entry.over });
      } catch (error) {
        release();
        throw error;
      }
      // Without a reply to wait for (a scope without ensureMultipart), the memory is counted only while read.
      if (!reply) release();
    }
    return { fields, files };
  } catch (error) {
    // An unread file part would hold busboy (and the socket) until it times out.
    if (current && !current.file.readableEnded) current.file.destroy();
    // A body refused before its end is not read further: the connection closes once the answer is sent.
    if (!request.raw.complete) reply?.header('connection', 'close');
    throw asClientError(error);
  } finally {
    watch.stop();
    leave();
    if (directory) await rm(directory, { recursive: true, force: true });
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
