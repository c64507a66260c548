import type { Organization } from '@front-office/shared/core';
import { sortOrganizationsByName } from './sort-organizations-by-name';

const organization = (name: string): Organization => ({ id: name, name, currency: 'cad', avatar: null });

describe('sortOrganizationsByName', () => {
  it('orders organizations by name regardless of case', () => {
    const names = sortOrganizationsByName([organization('montreal'), organization('Boston'), organization('Club')]).map((o) => o.name);
    expect(names).toEqual(['Boston', 'Club', 'montreal']);
  });

  it('leaves the given list untouched', () => {
    const list = [organization('B'), organization('A')];
    sortOrganizationsByName(list);
    expect(list.map((o) => o.name)).toEqual(['B', 'A']);
  });
});
