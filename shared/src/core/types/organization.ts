import type { Currency } from './common';

/** Areas rights are granted on (spec 000 §3, §6). */
export const PERMISSION_AREAS = ['FORM', 'FORM_SUBMISSION', 'REPORT', 'PAYMENT_ACCOUNTS', 'ORGANIZATION'] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export const PERMISSION_FLAGS = ['read', 'write', 'update', 'delete'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** One area's flags in an organization's security list (spec 000 §3). */
export interface PermissionEntry {
  name: PermissionArea;
  read: boolean;
  write: boolean;
  update: boolean;
  delete: boolean;
}

/** An organization (spec 000 §3); `avatar` is a file path shown through `fileUrl`. */
export interface Organization {
  id: string;
  name: string;
  currency: Currency;
  avatar: string | null;
  security?: PermissionEntry[];
}
