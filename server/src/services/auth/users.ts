import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { revokedTokens, users } from '../../db/schema';
import type { Language, User } from '@front-office/shared/core';

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  name: users.name,
  culture: users.culture,
  email: users.email,
  isAdmin: users.isAdmin,
  avatar: users.avatar,
};

const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export async function findUserById(db: AppDb, id: string): Promise<User | null> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function findUserWithHash(db: AppDb, email: string): Promise<{ user: User; passwordHash: string | null } | null> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sameEmail(email));
  if (!row) return null;
  const { passwordHash, ...user } = row;
  return { user, passwordHash };
}

export interface SocialProfile {
  email: string;
  firstName: string;
  name: string;
}

/** The account with this e-mail; created (no password, no organizations) when unknown. */
export async function findOrCreateSocialUser(db: AppDb, profile: SocialProfile, culture: Language): Promise<User> {
  await db
    .insert(users)
    .values({ id: randomUUID(), email: profile.email, firstName: profile.firstName, name: profile.name, culture })
    .onConflictDoNothing();
  const [user] = await db.select(userColumns).from(users).where(sameEmail(profile.email));
  if (!user) throw new Error('Could not create the social account');
  return user;
}

export async function isTokenRevoked(db: AppDb, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(and(eq(revokedTokens.jti, jti), gt(revokedTokens.expiresAt, new Date())));
  return row !== undefined;
}

/** Sign-out: the token stops working before its expiry; expired entries are purged on the way. */
export async function revokeToken(db: AppDb, jti: string, expiresAt: Date): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}
