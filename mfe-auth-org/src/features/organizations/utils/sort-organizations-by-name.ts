import type { Organization } from '@front-office/shared/core';

/** The chooser's order (spec 000 §2): by name, as a person reads it, whatever the server sent. */
export function sortOrganizationsByName(organizations: readonly Organization[]): Organization[] {
  return [...organizations].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
