import { httpErrorMessageKey } from './http-error-message-key';

describe('httpErrorMessageKey', () => {
  it.each([
    [400, 'errors.http400'],
    [401, 'errors.sessionExpired'],
    [404, 'errors.notFound'],
    [500, 'errors.server'],
    [503, 'errors.server'],
    [403, 'errors.generic'],
    [409, 'errors.generic'],
    [0, 'errors.generic'],
  ])('spec 000 §8: HTTP %i shows the %s message', (status, key) => {
    expect(httpErrorMessageKey(status)).toBe(key);
  });
});
