import { localizedValue } from './localized-value';

describe('localizedValue', () => {
  const name = [
    { culture: 'en' as const, value: 'Swim camp' },
    { culture: 'fr' as const, value: 'Camp de natation' },
  ];

  it('spec 000 §3: a plain-string form name is shown as is', () => {
    expect(localizedValue('Summer camp', 'fr')).toBe('Summer camp');
  });

  it('spec 000 §3: a localized name shows the entry of the current language', () => {
    expect(localizedValue(name, 'fr')).toBe('Camp de natation');
    expect(localizedValue(name, 'en')).toBe('Swim camp');
  });

  it('spec 001 §3: a text missing in the current language falls back to another language', () => {
    expect(localizedValue([{ culture: 'en', value: 'Only English' }], 'fr')).toBe('Only English');
  });

  it('spec 001 §3: no text shows an empty string', () => {
    expect(localizedValue(null, 'en')).toBe('');
    expect(localizedValue([], 'en')).toBe('');
  });
});
