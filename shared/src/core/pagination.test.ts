import { pageCount, paginationWindow } from './pagination';

describe('pageCount', () => {
  it.each([
    [0, 5, 0],
    [1, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [17, 8, 3],
    [10, 0, 0],
  ])('spec 000 §9: %i items at %i per page make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('paginationWindow', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3, 4]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [8, 9, 10]],
    [1, 1, [1]],
    [3, 4, [1, 2, 3, 4]],
  ])('spec 000 §2: on page %i of %i the pages within two of the current are %j', (current, total, pages) => {
    expect(paginationWindow(current, total)).toEqual(pages);
  });

  it('spec 000 §2: no pages give no buttons', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('spec 000 §2: a current page past the end is clamped to the last page', () => {
    expect(paginationWindow(12, 5)).toEqual([3, 4, 5]);
  });

  it('spec 000 §9: another radius widens the window', () => {
    expect(paginationWindow(5, 10, 1)).toEqual([4, 5, 6]);
  });
});
