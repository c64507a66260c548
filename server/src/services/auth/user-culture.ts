import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema';
import type { Language, User } from '@front-office/shared/core';
import { findUserById } from './users';

/**
 * Keeps the interface language a user chose with the user (issue 13 §3): the spec's first
 * language rule reads the user's culture, so the choice survives a reload and the next sign-in.
 */
export async function setUserCulture(db: AppDb, userId: string, culture: Language): Promise<User | null> {
  await db.update(users).set({ culture }).where(eq(users.id, userId));
  return findUserById(db, userId);
}
