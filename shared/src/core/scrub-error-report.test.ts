import { scrubErrorReport, scrubText } from './scrub-error-report';
import { urlWithoutQuery } from './url-without-query';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('scrubText (issue 24 §9: no personal data or tokens in an error report)', () => {
  it.each([
    ['an e-mail address', 'No account for admin@frontoffice.test', 'No account for [email]'],
    ['a JWT', `token ${JWT} refused`, 'token [token] refused'],
    ['a bearer token', 'Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    ['the sign-in query values', '/api/login?email=a%40b.co&password=secret1', '/api/login?email=[redacted]&password=[redacted]'],
    ['a receipt key', '/api/receipt?key=k123&lang=fr', '/api/receipt?key=[redacted]&lang=fr'],
  ])('replaces %s', (_what, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('leaves a text without personal data as it is', () => {
    expect(scrubText('Remote forms failed at the manifest stage (/forms/3f2a/edit)')).toBe('Remote forms failed at the manifest stage (/forms/3f2a/edit)');
  });
});

describe('urlWithoutQuery', () => {
  it('drops the query string and the fragment', () => {
    expect(urlWithoutQuery('https://api.test/api/login?email=a@b.co#x')).toBe('https://api.test/api/login');
    expect(urlWithoutQuery('/forms')).toBe('/forms');
  });
});

describe('scrubErrorReport', () => {
  it('drops the user, the body, the cookies, the query string and every header that may hold a credential', () => {
    const event = {
      message: 'failed for jane@club.test',
      user: { email: 'jane@club.test', username: 'Jane' },
      tags: { organization_id: 'org-1', route: '/forms/:formId' },
      request: {
        url: 'https://app.test/login?email=jane@club.test&password=pw',
        query_string: 'email=jane@club.test',
        data: { password: 'pw' },
        cookies: { sid: 's' },
        headers: { Authorization: `Bearer ${JWT}`, 'User-Agent': 'Chromium', Cookie: 'sid=s' },
      },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/login?email=jane@club.test&password=pw', status_code: 500 } }],
    };
    const scrubbed = scrubErrorReport(event);
    expect(scrubbed).toEqual({
      message: 'failed for [email]',
      tags: { organization_id: 'org-1', route: '/forms/:formId' },
      request: { url: 'https://app.test/login', headers: { 'User-Agent': 'Chromium' } },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/login', status_code: 500 } }],
    });
    expect(JSON.stringify(scrubbed)).not.toMatch(/jane|pw|eyJ/);
  });
});
