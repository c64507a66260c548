import { PAGINATION_RADIUS } from './constants';

/** Number of pages needed for `totalCount` items; 0 when there is nothing to show. */
export function pageCount(totalCount: number, pageSize: number): number {
  if (totalCount <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalCount / pageSize);
}

/** The page numbers shown around the current page (spec 000 §2, §9: two either side). */
export function paginationWindow(current: number, totalPages: number, radius: number = PAGINATION_RADIUS): number[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const first = Math.max(1, page - radius);
  const last = Math.min(totalPages, page + radius);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
