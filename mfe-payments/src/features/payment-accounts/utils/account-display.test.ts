import type { PaymentAccountType } from '@front-office/shared/core';
import { canOpenExternal, isRemovable, shouldShowStatusBadge } from './account-display';

describe('payment account display rules (spec 000 §4, §6)', () => {
  it.each([
    ['stripe', 'pk_1', false],
    ['stripe', null, false],
    ['sportspay-us', 'pk_1', true],
    ['sportspay-us', null, true],
    ['sportspay-ca', null, true],
    ['sportspay-ca', '', true],
    ['sportspay-ca', 'pk_1', false],
  ] as [PaymentAccountType, string | null, boolean][])('a %s account with key %j shows the status badge: %s', (type, key, shown) => {
    expect(shouldShowStatusBadge({ type, stripe_publishable_key: key })).toBe(shown);
  });

  it('hides the open-external button only while in review', () => {
    expect(canOpenExternal({ status: 'in-review' })).toBe(false);
    expect(canOpenExternal({ status: 'created' })).toBe(true);
  });

  it('only stripe accounts are removable', () => {
    expect(isRemovable({ type: 'stripe' })).toBe(true);
    expect(isRemovable({ type: 'sportspay-ca' })).toBe(false);
    expect(isRemovable({ type: 'sportspay-us' })).toBe(false);
  });
});
