import { resolveLanguage } from './resolve-language';

describe('resolveLanguage', () => {
  it('spec 000 §1: the signed-in user culture wins over every other source', () => {
    expect(resolveLanguage({ userCulture: 'fr', queryLang: 'en', stored: 'en', browser: 'en-US' })).toBe('fr');
  });

  it('spec 000 §1: without a user, the lang query parameter comes next', () => {
    expect(resolveLanguage({ queryLang: 'fr', stored: 'en', browser: 'en-US' })).toBe('fr');
  });

  it('spec 000 §1: then the stored language preference', () => {
    expect(resolveLanguage({ queryLang: 'xx', stored: 'fr', browser: 'en-US' })).toBe('fr');
  });

  it.each([
    ['fr-CA', 'fr'],
    ['FR', 'fr'],
    ['en-GB', 'en'],
    ['de-DE', 'en'],
  ] as const)('spec 000 §1: then the browser language, French when it starts with fr (%s → %s)', (browser, expected) => {
    expect(resolveLanguage({ browser })).toBe(expected);
  });

  it('spec 000 §1: English when nothing is known', () => {
    expect(resolveLanguage({})).toBe('en');
  });
});
