import { getPaymentAccountsQueryOptions, useQuery } from '@front-office/shared/platform';

/** The accounts page's list; key, fetcher and options are the shared platform's (the designer's settings read the same list). */
export function usePaymentAccounts(organizationId: string) {
  return useQuery(getPaymentAccountsQueryOptions(organizationId));
}
