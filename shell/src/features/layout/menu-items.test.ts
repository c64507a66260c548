import type { PermissionArea } from '@front-office/shared/core';
import { PERMISSION_AREAS } from '@front-office/shared/core';
import { MENU, isActivePath, visibleMenuEntries } from './menu-items';

function readOn(areas: PermissionArea[]) {
  return PERMISSION_AREAS.map((name) => ({ name, read: areas.includes(name), write: false, update: false, delete: false }));
}

function ids(areas: PermissionArea[]): string[] {
  return visibleMenuEntries(MENU, readOn(areas)).flatMap((entry) => [entry.id, ...(entry.children ?? []).map((child) => child.id)]);
}

describe('visibleMenuEntries (spec 000 §2 App shell: only items whose resource allows read)', () => {
  it('shows every entry but the hidden communication one with every read right', () => {
    expect(ids([...PERMISSION_AREAS])).toEqual([
      'home', 'dashboard', 'forms', 'reports', 'settings', 'payment', 'organization',
      'account', 'members', 'events', 'finances', 'connected-sites',
    ]);
  });

  it('drops the areas without read and keeps Settings while one child is readable', () => {
    expect(ids(['ORGANIZATION'])).toEqual(['home', 'dashboard', 'settings', 'organization', 'account', 'members', 'events', 'finances', 'connected-sites']);
  });

  it('drops Settings when none of its children is readable', () => {
    expect(ids([])).not.toContain('settings');
  });
});

describe('isActivePath (spec 000 §2: the active item is highlighted by the current path)', () => {
  it.each([
    ['/', '/', true],
    ['/', '/dashboard', false],
    ['/registrations', '/registrations', true],
    ['/registrations', '/registrations/submissions/f1', true],
    ['/reports', '/reportsx', false],
  ])('entry %s on %s → %s', (entryPath, pathname, expected) => {
    expect(isActivePath(entryPath, pathname)).toBe(expected);
  });
});
