import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { files, organizationMembers, organizations, users } from '../../db/schema';
import { DomainError, notFound } from '../../lib/http-error';
import { DEFAULT_ORGANIZATIONS_PER_USER } from '../../config';
import type { Currency, Organization } from '@front-office/shared/core';
import { PERMISSION_AREAS } from '@front-office/shared/core';
import type { ImageKind } from '../files/images';

export interface UploadedImage {
  bytes: Buffer;
  kind: ImageKind;
}

type Executor = Pick<AppDb, 'insert'>;

async function storeAvatar(db: Executor, image: UploadedImage): Promise<string> {
  const id = randomUUID();
  const path = `avatars/${id}/logo.${image.kind.extension}`;
  await db.insert(files).values({ id, path, contentType: image.kind.contentType, size: image.bytes.length, bytes: image.bytes });
  return path;
}

/** Creates the organization with its logo; the creator gets every flag on every area. */
export async function createOrganization(
  db: AppDb,
  creatorId: string,
  input: { name: string; currency: Currency; avatar: UploadedImage },
  limit: number = DEFAULT_ORGANIZATIONS_PER_USER,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    // The creator's row is locked so two creations at once count each other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, creatorId)).for('update');
    const [created] = await tx.select({ total: count() }).from(organizations).where(eq(organizations.createdBy, creatorId));
    if ((created?.total ?? 0) >= limit) {
      throw new DomainError(409, `You have created ${limit} organizations, the most one person may create`, { errors: ['organizationLimit'] });
    }
    const id = randomUUID();
    const avatar = await storeAvatar(tx, input.avatar);
    await tx.insert(organizations).values({ id, name: input.name, currency: input.currency, avatar, createdBy: creatorId });
    await tx.insert(organizationMembers).values(
      PERMISSION_AREAS.map((area) => ({
        organizationId: id,
        userId: creatorId,
        area,
        canRead: true,
        canWrite: true,
        canUpdate: true,
        canDelete: true,
      })),
    );
    return { id, name: input.name, currency: input.currency, avatar };
  });
}

/** Renames the organization, changes its currency and, when given, its logo. */
export async function updateOrganization(
  db: AppDb,
  id: string,
  input: { name: string; currency: Currency; avatar: UploadedImage | null },
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const changes: { name: string; currency: Currency; avatar?: string } = { name: input.name, currency: input.currency };
    if (input.avatar) changes.avatar = await storeAvatar(tx, input.avatar);
    const [row] = await tx
      .update(organizations)
      .set(changes)
      .where(eq(organizations.id, id))
      .returning({ id: organizations.id, name: organizations.name, currency: organizations.currency, avatar: organizations.avatar });
    if (!row) throw notFound('Organization not found');
    return row;
  });
}
