import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { organizationMembers, organizations } from '../../db/schema';
import type { Organization, PermissionEntry } from '@front-office/shared/core';
import { PERMISSION_AREAS } from '@front-office/shared/core';

/** The organizations the user is a member of, by name. */
export async function listUserOrganizations(db: AppDb, userId: string): Promise<Organization[]> {
  return db
    .selectDistinct({ id: organizations.id, name: organizations.name, currency: organizations.currency, avatar: organizations.avatar })
    .from(organizations)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.name));
}

/** The user's rights in the organization for all five areas, or null when not a member. */
export async function getUserRights(db: AppDb, organizationId: string, userId: string): Promise<PermissionEntry[] | null> {
  const rows = await db
    .select()
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
  if (rows.length === 0) return null;
  return PERMISSION_AREAS.map((area) => {
    const row = rows.find((candidate) => candidate.area === area);
    return {
      name: area,
      read: row?.canRead ?? false,
      write: row?.canWrite ?? false,
      update: row?.canUpdate ?? false,
      delete: row?.canDelete ?? false,
    };
  });
}
