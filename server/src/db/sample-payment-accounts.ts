// Sample payment accounts (spec 000 §2 "Payment accounts page"): Club Aquatique Laval shows both
// kinds and a sportspay badge, Boston Rowing Association starts empty.
import type { PaymentAccountType } from '@front-office/shared/core';
import { SAMPLE_IDS, SAMPLE_SECOND_PROVIDER_ACCOUNT } from './sample-data';

export interface SamplePaymentAccount {
  id: string;
  organizationId: string;
  stripeUserId: string;
  accountName: string;
  type: PaymentAccountType;
  stripePublishableKey: string | null;
  status: string;
  daysAgo: number;
}

export const SAMPLE_PAYMENT_ACCOUNTS: SamplePaymentAccount[] = [
  {
    id: '70000000-0000-4000-8000-000000000001',
    organizationId: SAMPLE_IDS.organizations.laval,
    stripeUserId: 'acct_sample_laval',
    accountName: 'Laval registrations',
    type: 'stripe',
    stripePublishableKey: 'pk_test_sample_laval',
    status: 'created',
    daysAgo: 30,
  },
  {
    id: '70000000-0000-4000-8000-000000000002',
    organizationId: SAMPLE_IDS.organizations.laval,
    stripeUserId: 'sp_ca_sample_laval',
    accountName: '',
    type: 'sportspay-ca',
    stripePublishableKey: null,
    status: 'in-review',
    daysAgo: 12,
  },
  {
    id: '70000000-0000-4000-8000-000000000003',
    organizationId: SAMPLE_IDS.organizations.montreal,
    stripeUserId: 'acct_sample_montreal',
    accountName: 'Montreal Soccer',
    type: 'stripe',
    stripePublishableKey: 'pk_test_sample_montreal',
    status: 'created',
    daysAgo: 60,
  },
  // Issue 8: an 8-character account id means the second provider and its built-in card form.
  {
    id: SAMPLE_SECOND_PROVIDER_ACCOUNT.id,
    organizationId: SAMPLE_IDS.organizations.montreal,
    stripeUserId: SAMPLE_SECOND_PROVIDER_ACCOUNT.providerAccountId,
    accountName: 'Montreal SportsPay',
    type: 'sportspay-ca',
    stripePublishableKey: 'pk_sample_spca0001',
    status: 'created',
    daysAgo: 20,
  },
];
