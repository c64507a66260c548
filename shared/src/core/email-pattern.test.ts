import { EMAIL_PATTERN } from './email-pattern';

describe('EMAIL_PATTERN (the WHATWG e-mail rule)', () => {
  it.each(['ana@example.org', 'a.b+tag@club.sub.example.ca', "o'neil@example.com"])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['nobody', 'john@', '@example.org', 'a b@example.org', 'a@-b.co', 'a@b..co', 'a@example.org '])('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});
