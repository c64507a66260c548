import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { settings } from '../../db/schema';

const RECEIPT_SECRET_KEY = 'receipt_secret';

/** A receipt key's form: HMAC-SHA256 in base64url, 43 characters (the route schemas check it). */
export const RECEIPT_KEY_PATTERN = '^[A-Za-z0-9_-]{43}$';

/**
 * The secret handed to the visitor who made a submission (issue 18 §11): the submission id is not
 * a secret (it shows in the confirmation URL, the staff lists, e-mails), so the receipt and the
 * payer's card change are given only to whoever holds `HMAC(secret, submissionId)`. The secret is
 * generated once per database (the `settings` table) and shared by every API instance; it is not
 * the JWT secret, so rotating sign-in tokens does not break the receipt links already sent.
 */
export interface ReceiptKeys {
  keyFor(submissionId: string): string;
  /** Constant-time comparison with the key of this submission. */
  isValid(submissionId: string, key: string): boolean;
}

/** The receipt secret of this database, generated and stored on first use (read once when the app starts). */
export async function resolveReceiptSecret(db: AppDb): Promise<Buffer> {
  await db
    .insert(settings)
    .values({ key: RECEIPT_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, RECEIPT_SECRET_KEY));
  if (!row) throw new Error('Could not store the receipt secret');
  return Buffer.from(row.value, 'base64url');
}

export function createReceiptKeys(secret: Buffer): ReceiptKeys {
  const keyFor = (submissionId: string) => createHmac('sha256', secret).update(`receipt:${submissionId.toLowerCase()}`).digest('base64url');
  return {
    keyFor,
    isValid(submissionId, key) {
      const expected = Buffer.from(keyFor(submissionId));
      const given = Buffer.from(key);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
