import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { files, forms } from '../../db/schema';

export interface StoredFile {
  contentType: string;
  size: number;
  bytes: Buffer;
  /** For a submission's file: the organization of the form it was sent to. */
  organizationId: string | null;
}

export async function getFileByPath(db: AppDb, path: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({ contentType: files.contentType, size: files.size, bytes: files.bytes, organizationId: forms.organizationId })
    .from(files)
    .leftJoin(forms, eq(forms.id, files.formId))
    .where(eq(files.path, path));
  if (!row) return null;
  // PGlite hands back a Uint8Array; Fastify sends Buffers as-is instead of serializing them.
  return { ...row, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
}

/** A file to store: its id, its path `{category}/{id}/{fileName}`, its sniffed type and bytes. */
export interface NewFile {
  id: string;
  path: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Stores `uploads` of the form `formId`, one statement each and outside any transaction: on
 * PGlite (one connection) other queries run between two files rather than after all of them,
 * and on PostgreSQL no lock is held while the bytes travel. The caller drops them (dropFiles) if
 * what refers to them is not stored after all.
 */
export async function storeFiles(db: AppDb, uploads: readonly NewFile[], formId: string | null): Promise<void> {
  for (const upload of uploads) {
    await db.insert(files).values({ id: upload.id, path: upload.path, contentType: upload.contentType, size: upload.bytes.length, bytes: upload.bytes, formId });
  }
}

export async function dropFiles(db: AppDb, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(files).where(inArray(files.id, [...ids]));
}
