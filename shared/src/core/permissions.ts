import type { PermissionArea, PermissionEntry, PermissionFlag } from './types/organization';

/** Whether a security list grants `flag` on `area` (spec 000 §6); false when the area is absent. */
export function can(security: PermissionEntry[] | undefined, area: PermissionArea, flag: PermissionFlag): boolean {
  const entry = security?.find((candidate) => candidate.name === area);
  return entry?.[flag] === true;
}
