import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
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

/** Reads every part into memory within the limits; too large → 413, not multipart → 400. */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpError(400, 'Expected a multipart/form-data body');
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  for await (const part of request.parts({ limits: { ...limits, parts: limits.files + limits.fields } })) {
    if (part.type === 'file') {
      files.push({ fieldName: part.fieldname, fileName: part.filename, bytes: await part.toBuffer() });
      continue;
    }
    if (part.valueTruncated) throw new HttpError(413, `The part ${part.fieldname} is too large`);
    fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
  }
  return { fields, files };
}

/** A file name safe as the last segment of a stored path (`{category}/{id}/{fileName}`). */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name.replace(/[/\\?#%*:|"<>\u0000-\u001f]/g, '_').trim().slice(-120);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}
