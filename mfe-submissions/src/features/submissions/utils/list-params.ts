import type { CanonicalPaymentStatus } from '@front-office/shared/core';
import { CANONICAL_PAYMENT_STATUSES } from '@front-office/shared/core';
import type { SubmissionsFilter } from '../api/get-submissions';

/** The list's state kept in the URL (`page`, `q`, `status`), read defensively. */
export function filterFromParams(params: URLSearchParams): SubmissionsFilter {
  const page = Number(params.get('page'));
  const status = params.get('status') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get('q') ?? '').slice(0, 200),
    paymentStatus: status === 'none' || CANONICAL_PAYMENT_STATUSES.includes(status as CanonicalPaymentStatus) ? (status as SubmissionsFilter['paymentStatus']) : '',
  };
}

/** The URL parameters of a filter; defaults are left out so the address stays short. */
export function paramsFromFilter(filter: SubmissionsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.search) params.set('q', filter.search);
  if (filter.paymentStatus) params.set('status', filter.paymentStatus);
  return params;
}
