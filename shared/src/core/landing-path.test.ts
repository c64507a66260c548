import { landingPath } from './landing-path';
import type { PermissionArea, PermissionEntry } from './types/organization';

const reading = (...areas: PermissionArea[]): PermissionEntry[] =>
  areas.map((name) => ({ name, read: true, write: false, update: false, delete: false }));

describe('landingPath', () => {
  it.each([
    ['FORM read', reading('FORM', 'REPORT'), '/registrations'],
    ['no FORM read (the coach): reports', reading('FORM_SUBMISSION', 'REPORT', 'ORGANIZATION'), '/reports'],
    ['payment accounts only', reading('PAYMENT_ACCOUNTS', 'ORGANIZATION'), '/payment-accounts'],
    ['organization only', reading('ORGANIZATION'), '/organization'],
    ['submissions only (their list needs a form): dashboard', reading('FORM_SUBMISSION'), '/dashboard'],
    ['no rights: dashboard', [], '/dashboard'],
  ] as const)('spec 000 §4, issue 13 §3: choosing an organization with %s lands on %s', (_case, rights, expected) => {
    expect(landingPath([...rights])).toBe(expected);
  });

  it('issue 13 §3: a FORM entry without read does not count', () => {
    const rights: PermissionEntry[] = [{ name: 'FORM', read: false, write: true, update: true, delete: true }, ...reading('REPORT')];
    expect(landingPath(rights)).toBe('/reports');
  });
});
