import { isLanguage } from './is-language';

describe('isLanguage', () => {
  it.each([
    ['fr', true],
    ['en', true],
    ['de', false],
    ['FR', false],
    ['fr-CA', false],
    [undefined, false],
    [3, false],
  ])('spec 000 §9: only fr and en are interface languages (%s → %s)', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});
