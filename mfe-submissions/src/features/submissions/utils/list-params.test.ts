import { filterFromParams, paramsFromFilter } from './list-params';

describe('the submissions list state in the URL', () => {
  it('reads page, search and payment status', () => {
    expect(filterFromParams(new URLSearchParams('page=3&q=lea&status=refunded'))).toEqual({ page: 3, search: 'lea', paymentStatus: 'refunded' });
  });

  it.each([
    ['page=0', { page: 1, search: '', paymentStatus: '' }],
    ['page=abc&status=bogus', { page: 1, search: '', paymentStatus: '' }],
    ['status=none', { page: 1, search: '', paymentStatus: 'none' }],
  ])('falls back to defaults for %s', (query, expected) => {
    expect(filterFromParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes only what differs from the defaults', () => {
    expect(paramsFromFilter({ page: 1, search: '', paymentStatus: '' }).toString()).toBe('');
    expect(paramsFromFilter({ page: 2, search: 'a b', paymentStatus: 'succeeded' }).toString()).toBe('page=2&q=a+b&status=succeeded');
  });
});
