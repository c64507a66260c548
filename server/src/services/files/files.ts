import { eq } from 'drizzle-orm';
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
