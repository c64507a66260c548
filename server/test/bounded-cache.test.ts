// lib/bounded-cache.ts: the least-recently-used map behind the parsed form contents and the
// public submission intake's forms.
import { BoundedCache } from '../src/lib/bounded-cache';

const textCache = (maxEntries: number, maxWeight: number) => new BoundedCache<string>({ maxEntries, maxWeight }, (text) => text.length);

describe('BoundedCache', () => {
  it('lets the least recently used entry go past its number of entries, a read counting as a use', () => {
    const cache = textCache(2, 100);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('lets the least recently used entries go past its weight, counting a replaced or deleted value once', () => {
    const cache = textCache(10, 10);
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('a', 'zz');
    cache.set('c', 'wwww');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['zz', 'yyyy', 'wwww']);
    cache.delete('b');
    cache.set('d', 'vvvv');
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['zz', 'wwww', 'vvvv']);
    cache.set('e', 'uuuuuu');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect([cache.get('d'), cache.get('e')]).toEqual(['vvvv', 'uuuuuu']);
  });

  it('keeps no value heavier than its whole weight, and drops the key’s older value', () => {
    const cache = textCache(10, 5);
    cache.set('a', 'abc');
    cache.set('a', 'abcdefgh');
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'abcde');
    expect(cache.get('b')).toBe('abcde');
  });
});
