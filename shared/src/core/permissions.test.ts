import { can } from './permissions';
import type { PermissionEntry } from './types/organization';

const security: PermissionEntry[] = [
  { name: 'FORM', read: true, write: false, update: true, delete: false },
  { name: 'REPORT', read: false, write: false, update: false, delete: false },
];

describe('can', () => {
  it.each([
    ['FORM', 'read', true],
    ['FORM', 'write', false],
    ['FORM', 'update', true],
    ['FORM', 'delete', false],
    ['REPORT', 'read', false],
  ] as const)('spec 000 §6: the %s %s right is read from the organization security list (%s)', (area, flag, expected) => {
    expect(can(security, area, flag)).toBe(expected);
  });

  it('spec 000 §6: an area missing from the security list grants nothing', () => {
    expect(can(security, 'PAYMENT_ACCOUNTS', 'read')).toBe(false);
  });

  it('spec 000 §6: without a security list (no organization chosen) nothing is granted', () => {
    expect(can(undefined, 'FORM', 'read')).toBe(false);
  });
});
