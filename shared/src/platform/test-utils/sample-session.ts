import type { LoginResponse, Organization, PermissionEntry } from '@front-office/shared/core';

export const loginResponse: LoginResponse = {
  jwt: 'header.payload.signature',
  id: 'u1',
  firstName: 'Ada',
  name: 'Admin',
  culture: 'en',
  email: 'admin@frontoffice.test',
  isAdmin: true,
  avatar: null,
};

export const laval: Organization = { id: 'o2', name: 'Club Aquatique Laval', currency: 'cad', avatar: null };
export const boston: Organization = { id: 'o1', name: 'Boston Rowing Association', currency: 'usd', avatar: null };
export const montreal: Organization = { id: 'o3', name: 'Montreal Soccer Club', currency: 'cad', avatar: null };

/** Rights with only FORM read, to tell granted from refused. */
export const formReadOnly: PermissionEntry[] = [
  { name: 'FORM', read: true, write: false, update: false, delete: false },
  { name: 'FORM_SUBMISSION', read: false, write: false, update: false, delete: false },
];
