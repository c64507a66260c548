import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
  /** Only with `keepTooLarge`: the file went past `fileSize` and `bytes` holds its beginning. */
  tooLarge: boolean;
}

export interface MultipartBody {
  fields: Map<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
}

/**
 * Adds the multipart parser to this route scope unless an enclosing scope already has it
 * (other route folders may register it too; registering twice in one line would throw).
 */
export async function ensureMultipart(app: FastifyInstance): Promise<void> {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(multipart, { throwFileSizeLimit: true });
}

/**
 * Reads every part into memory within the limits; not multipart → 400, too many or too large
 * parts → 413, except a too large file with `keepTooLarge` (the caller names the field instead).
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits, keepTooLarge = false): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpError(400, 'Expected a multipart/form-data body');
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  // throwFileSizeLimit is read per call by @fastify/multipart, though its typings omit it.
  const options = { limits: { ...limits, parts: limits.files + limits.fields }, throwFileSizeLimit: !keepTooLarge };
  for await (const part of request.parts(options)) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      files.push({ fieldName: part.fieldname, fileName: part.filename, bytes, tooLarge: part.file.truncated });
      continue;
    }
    if (part.valueTruncated) throw new HttpError(413, `The part ${part.fieldname} is too large`);
    fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
  }
  return { fields, files };
}

/** A file name safe as the last segment of a stored path (`{category}/{id}/{fileName}`). */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = [...name]
    .map((char) => (char.charCodeAt(0) < 0x20 || '/\\?#%*:|"<>'.includes(char) ? '_' : char))
    .join('')
    .trim()
    .slice(-120);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}
