import { httpErrorMessageKey, retryAfterSeconds } from './http-error-message-key';

describe('httpErrorMessageKey', () => {
  it.each([
    [400, 'errors.http400'],
    [401, 'errors.sessionExpired'],
    [404, 'errors.notFound'],
    [500, 'errors.server'],
    [503, 'errors.server'],
    [403, 'errors.generic'],
    [429, 'errors.tooManyRequests'],
    [409, 'errors.generic'],
    [0, 'errors.generic'],
  ])('spec 000 §8: HTTP %i shows the %s message', (status, key) => {
    expect(httpErrorMessageKey(status)).toBe(key);
  });
});

describe('a 429 says how long to wait', () => {
  it('has its own message', () => {
    expect(httpErrorMessageKey(429)).toBe('errors.tooManyRequests');
  });

  it('reads Retry-After in seconds or as a date, at least 1 s and at most an hour; 60 s when missing or unreadable', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryAfterSeconds('42', now)).toBe(42);
    expect(retryAfterSeconds(' 0 ', now)).toBe(1);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('999999', now)).toBe(3600);
    expect(retryAfterSeconds(null, now)).toBe(60);
    expect(retryAfterSeconds('soon', now)).toBe(60);
    expect(retryAfterSeconds('-5', now)).toBe(60);
  });
});
