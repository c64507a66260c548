import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { runsOnPglite } from '../../db/client';
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
 * On PGlite a file is written in pieces of this size: its memory grows to fit the largest
 * statement and never shrinks (10 × 10 MB files: +222 MB in one statement each, +77 MB in 1 MB
 * pieces), and every other query waits for the statement running (2.0 s at most for a whole
 * 10 MB file on a busy machine, 0.75 s for a piece).
 */
export const PGLITE_FILE_PIECE_BYTES = 1024 * 1024;

/**
 * Stores `uploads` of the form `formId` (null: not a submission's), one statement each and
 * outside any transaction, so other queries run in between and no lock is held while the bytes
 * travel; on PGlite in pieces (PGLITE_FILE_PIECE_BYTES). The caller drops them (dropFiles) if
 * what refers to them is not stored after all: until then nothing names their paths.
 */
export async function storeFiles(db: AppDb, uploads: readonly NewFile[], formId: string | null): Promise<void> {
  const piece = runsOnPglite(db) ? PGLITE_FILE_PIECE_BYTES : Number.POSITIVE_INFINITY;
  for (const upload of uploads) {
    const { bytes } = upload;
    await db.insert(files).values({ id: upload.id, path: upload.path, contentType: upload.contentType, size: bytes.length, bytes: bytes.subarray(0, piece), formId });
    for (let offset = piece; offset < bytes.length; offset += piece) {
      await db
        .update(files)
        .set({ bytes: sql`${files.bytes} || ${bytes.subarray(offset, offset + piece)}` })
        .where(eq(files.id, upload.id));
    }
  }
}

/**
 * storeFiles, then the function that drops those files again (for when what refers to them is not
 * stored after all). If storing fails part way, what was stored is dropped and the error thrown.
 */
export async function storeFilesFirst(db: AppDb, uploads: readonly NewFile[], formId: string | null): Promise<() => Promise<void>> {
  const drop = () => dropFiles(db, uploads.map((upload) => upload.id));
  await storeFiles(db, uploads, formId).catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  return drop;
}

export async function dropFiles(db: AppDb, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(files).where(inArray(files.id, [...ids]));
}
