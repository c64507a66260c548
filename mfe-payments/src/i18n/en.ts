export const en = {
  area: { title: 'Payment accounts' },
  pages: {
    PaymentAccounts: 'Payment accounts',
  },
  page: {
    title: 'Payment accounts',
    add: 'Add an account',
    loading: 'Loading the payment accounts…',
    noOrganization: 'No organization selected',
  },
  providers: {
    stripe: 'Stripe',
    'sportspay-ca': 'SportsPay Canada',
    'sportspay-us': 'SportsPay US',
  },
  statuses: {
    created: 'Created',
    'in-review': 'In review',
  },
  row: {
    provider: 'Provider: {{provider}}',
    accountId: 'Account id: {{id}}',
    created: 'Created on {{date}}',
    open: 'Open in {{provider}}',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    cardPaymentsSampleOnly: 'Card payments on this account work in sample mode only (no SportsPay server integration yet): its public forms show "online payment unavailable".',
    cardPaymentsUnavailableStripe: 'Card payments are not available on this account: no Stripe key is configured on the server. Its public forms show "online payment unavailable".',
  },
  dialog: {
    addTitle: 'Add a payment account',
    editTitle: 'Edit the payment account',
    method: 'Payment method',
    methodLocked: 'The payment method of an account cannot be changed.',
    name: 'Account name',
    nameRequired: 'Enter the account name.',
    continue: 'Continue',
  },
  connect: {
    inProgress: 'Connecting the account…',
    success: 'Payment account connected',
    failed: 'The payment account could not be connected',
    canceled: 'Connection canceled',
    notConfigured: 'This payment provider is not configured',
  },
  edit: {
    success: 'Payment account updated',
    failed: 'The payment account could not be updated',
  },
  delete: {
    title: 'Delete the payment account?',
    message: '{{name}} will be removed from this organization.',
    success: 'Payment account deleted',
    failed: 'The payment account could not be deleted',
    accountInUse: 'A form takes its payments through this account. Choose another account in that form’s settings before deleting it.',
    moneyHeld: 'Payments made through this account are not refunded, or installments are still planned. Refund or cancel them before deleting it.',
  },
};
