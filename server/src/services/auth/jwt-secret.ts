import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { settings } from '../../db/schema';

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * The configured secret, else (sample mode) one generated once and stored in the database,
 * so tokens survive restarts of the same data directory.
 */
export async function resolveJwtSecret(db: AppDb, configured: string | undefined, sampleMode: boolean): Promise<string> {
  if (configured) return configured;
  if (!sampleMode) throw new Error('FO_JWT_SECRET is required when sample mode is off');
  await db
    .insert(settings)
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, JWT_SECRET_KEY));
  if (!row) throw new Error('Could not store the JWT secret');
  return row.value;
}
