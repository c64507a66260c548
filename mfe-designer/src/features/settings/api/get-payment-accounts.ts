import { getPaymentAccountsQueryOptions, useQuery } from '@front-office/shared/platform';

/** GET …/settings/paymentaccounts (spec 000 §7): the organization's accounts for the settings' account list. */
export function usePaymentAccounts(organizationId: string, enabled: boolean) {
  return useQuery({ ...getPaymentAccountsQueryOptions(organizationId), enabled });
}
