import { confirmationPath } from './receipt-link';

describe('confirmationPath (spec 000 §2 route, issue 18 §11 receipt key)', () => {
  it('is the spec route without a key', () => {
    expect(confirmationPath('form-1', 'sub-1')).toBe('/registrations/form-1/confirm/sub-1');
    expect(confirmationPath('form-1', 'sub-1', null)).toBe('/registrations/form-1/confirm/sub-1');
  });

  it('carries the receipt key in its query, encoded', () => {
    expect(confirmationPath('form-1', 'sub-1', 'ab_-C9')).toBe('/registrations/form-1/confirm/sub-1?key=ab_-C9');
    expect(confirmationPath('a b', 'c/d', 'x+y')).toBe('/registrations/a%20b/confirm/c%2Fd?key=x%2By');
  });
});
