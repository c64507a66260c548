// Drizzle view of migrations/*.sql; the SQL files are the source of truth.
import { bigserial, boolean, customType, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PermissionArea } from '@front-office/shared/core';

// pg returns Buffer and PGlite Uint8Array; both are Uint8Array, and Buffer is accepted by both drivers.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const files = pgTable('files', {
  id: uuid('id').primaryKey(),
  path: text('path').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The form a submission's file was sent to (0004); null for avatars. */
  formId: uuid('form_id'),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  name: text('name').notNull().default(''),
  culture: text('culture').$type<'fr' | 'en'>().notNull().default('en'),
  isAdmin: boolean('is_admin').notNull().default(false),
  avatar: text('avatar'),
  passwordHash: text('password_hash'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').$type<'usd' | 'cad'>().notNull().default('usd'),
  avatar: text('avatar'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  createdBy: uuid('created_by'),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id').notNull(),
    area: text('area').$type<PermissionArea>().notNull(),
    canRead: boolean('can_read').notNull().default(false),
    canWrite: boolean('can_write').notNull().default(false),
    canUpdate: boolean('can_update').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId, table.area] })],
);

export interface LocalizedValue {
  culture: string;
  value: string;
}

export const formTemplates = pgTable('form_templates', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  content: text('content').notNull(),
  paymentModes: jsonb('payment_modes').$type<unknown[]>().notNull().default([]),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const forms = pgTable('forms', {
  id: uuid('id').primaryKey(),
  organizationId: uuid('organization_id').notNull(),
  name: jsonb('name').$type<LocalizedValue[]>().notNull(),
  status: integer('status').notNull().default(2),
  avatar: text('avatar'),
  recaptchaEnabled: boolean('recaptcha_enabled').notNull().default(false),
  editedBy: uuid('edited_by'),
  submissionCount: integer('submission_count').notNull().default(0),
  submissionLimit: integer('submission_limit'),
  creationDate: timestamptz('creation_date').notNull().defaultNow(),
  modificationDate: timestamptz('modification_date').notNull().defaultNow(),
  currency: text('currency').$type<'usd' | 'cad'>().notNull().default('usd'),
  localizations: jsonb('localizations').$type<string[]>().notNull().default(['en']),
  content: text('content').notNull(),
  emailContent: jsonb('email_content').$type<unknown>(),
  fieldProperties: jsonb('field_properties').$type<unknown>(),
  discountCodes: jsonb('discount_codes').$type<unknown[]>().notNull().default([]),
  hasDiscountCodes: boolean('has_discount_codes').notNull().default(false),
  paymentEnabled: boolean('payment_enabled').notNull().default(false),
  paymentOptional: boolean('payment_optional').notNull().default(false),
  fixedAmount: integer('fixed_amount'),
  paymentAccount: jsonb('payment_account').$type<unknown>(),
  paymentProvider: text('payment_provider'),
  paymentModes: jsonb('payment_modes').$type<unknown[]>().notNull().default([]),
  startDate: timestamptz('start_date'),
  endDate: timestamptz('end_date'),
  // Issue 9 (0006): raised by each save; a save on an older version is refused with 409.
  version: integer('version').notNull().default(1),
});

export const submissions = pgTable('submissions', {
  id: uuid('id').primaryKey(),
  formId: uuid('form_id').notNull(),
  date: timestamptz('date').notNull().defaultNow(),
  fields: jsonb('fields').$type<unknown[]>().notNull().default([]),
  payment: jsonb('payment').$type<unknown>(),
  coupon: jsonb('coupon').$type<unknown>(),
  customerEmail: text('customer_email'),
  culture: text('culture').$type<'fr' | 'en'>(),
  paymentMethod: text('payment_method'),
  paymentMode: text('payment_mode'),
  couponCode: text('coupon_code'),
  setupIntentId: text('setup_intent_id'),
});

export const paymentAccounts = pgTable('payment_accounts', {
  id: uuid('id').primaryKey(),
  organizationId: uuid('organization_id').notNull(),
  stripeUserId: text('stripe_user_id').notNull(),
  accountName: text('account_name').notNull().default(''),
  type: text('type').$type<'stripe' | 'sportspay-ca' | 'sportspay-us'>().notNull(),
  stripePublishableKey: text('stripe_publishable_key'),
  status: text('status').notNull().default('created'),
  creationDate: timestamptz('creation_date').notNull().defaultNow(),
});

export const reports = pgTable('reports', {
  id: uuid('id').primaryKey(),
  formId: uuid('form_id').notNull(),
  culture: text('culture').$type<'fr' | 'en'>().notNull().default('en'),
  name: text('name').notNull(),
  content: jsonb('content').$type<unknown>().notNull(),
  createdBy: uuid('created_by'),
  creationDate: timestamptz('creation_date').notNull().defaultNow(),
  modificationDate: timestamptz('modification_date').notNull().defaultNow(),
});

// Issue 8 (migrations/0005_payments.sql).
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    formId: uuid('form_id').notNull(),
    code: text('code').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.formId, table.code] })],
);

// Issue 18 (0016): a submission's card and planned charges are deleted with it.
export const submissionPayments = pgTable('submission_payments', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id').notNull(),
  // Issue 18 §9 (0018): the provider that took the payment, for its refunds and cancels.
  providerType: text('provider_type').$type<'stripe' | 'sportspay-ca' | 'sportspay-us'>(),
  providerAccountId: text('provider_account_id'),
  currency: text('currency').notNull().default('usd'),
  setupIntentId: text('setup_intent_id'),
  customerId: text('customer_id'),
  paymentMethodId: text('payment_method_id'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const paymentInstallments = pgTable('payment_installments', {
  id: uuid('id').primaryKey(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  dueDate: text('due_date').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull().default('READY'),
  attempts: integer('attempts').notNull().default(0),
  paymentIntentId: text('payment_intent_id'),
  errorCode: text('error_code'),
  declineCode: text('decline_code'),
  nextAttemptAt: timestamptz('next_attempt_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const sampleProviderSetups = pgTable('sample_provider_setups', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  accountId: text('account_id').notNull(),
  status: text('status').notNull().default('requires_payment_method'),
  customerId: text('customer_id').notNull(),
  paymentMethodId: text('payment_method_id'),
  cardLast4: text('card_last4'),
  cardBrand: text('card_brand'),
  errorCode: text('error_code'),
  declineCode: text('decline_code'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const sampleProviderCharges = pgTable('sample_provider_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  id: text('id').notNull(),
  accountId: text('account_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  status: text('status').notNull(),
  errorCode: text('error_code'),
  declineCode: text('decline_code'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

// Migration 0020: what the card providers tell us, applied once per event id, and disputes.
export const providerEvents = pgTable(
  'provider_events',
  {
    id: text('id').notNull(),
    provider: text('provider').$type<'stripe' | 'sportspay'>().notNull(),
    type: text('type').notNull(),
    account: text('account'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.id] })],
);

export const paymentDisputes = pgTable('payment_disputes', {
  id: text('id').primaryKey(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  installmentId: uuid('installment_id'),
  paymentIntentId: text('payment_intent_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason'),
  status: text('status').notNull(),
  outcome: text('outcome').$type<'won' | 'lost'>(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  closedAt: timestamptz('closed_at'),
});

// Issue 11 (migration 0007): refunds and cancels asked of a provider, and a submission's history.
export const submissionRefunds = pgTable('submission_refunds', {
  id: uuid('id').primaryKey(),
  submissionId: uuid('submission_id').notNull(),
  formId: uuid('form_id').notNull(),
  paymentId: text('payment_id').notNull(),
  detailId: text('detail_id').notNull(),
  kind: text('kind').$type<'refund' | 'cancel'>().notNull(),
  amount: integer('amount').notNull(),
  includeFees: boolean('include_fees').notNull().default(false),
  status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
  providerReference: text('provider_reference'),
  failure: text('failure'),
  requestKey: text('request_key'),
  createdBy: uuid('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const submissionHistory = pgTable('submission_history', {
  id: uuid('id').primaryKey(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  kind: text('kind')
    .$type<'edited' | 'refunded' | 'refundFailed' | 'refundSettled' | 'canceled' | 'cancelFailed' | 'chargeRetried' | 'chargeSettled' | 'disputeOpened' | 'disputeClosed'>()
    .notNull(),
  userId: uuid('user_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Issue 7 §6: counts of submissions to forms without a limit, a few slots per form (migration 0014). */
export const formSubmissionCounts = pgTable(
  'form_submission_counts',
  {
    formId: uuid('form_id').notNull(),
    slot: integer('slot').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.formId, table.slot] })],
);

/** Issue 18 §5: what each submission took from its form's caps, given back once (migration 0017). */
export const submissionClaims = pgTable(
  'submission_claims',
  {
    submissionId: uuid('submission_id').notNull(),
    kind: text('kind').$type<'place' | 'product' | 'code'>().notNull(),
    fieldId: text('field_id').notNull().default(''),
    item: text('item').notNull().default(''),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamptz('released_at'),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.kind, table.fieldId, table.item] })],
);

/** Issue 18 §5: a card payment not completed holds its submission's claims for PAYMENT_HOLD_MINUTES (migration 0017). */
export const paymentHolds = pgTable('payment_holds', {
  submissionId: uuid('submission_id').primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  releasedAt: timestamptz('released_at'),
});

/** Issue 19: one rendered e-mail waiting for, or past, its delivery (migration 0019). */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  kind: text('kind').notNull(),
  submissionId: uuid('submission_id'),
  formId: uuid('form_id'),
  recipient: text('recipient').notNull(),
  culture: text('culture').$type<'fr' | 'en'>().notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  messageId: text('message_id').notNull(),
  status: text('status').$type<'pending' | 'sent' | 'failed' | 'suppressed'>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  sentAt: timestamptz('sent_at'),
});

/** Issue 19: what the embedded SMTP server of sample mode received (migration 0019). */
export const sampleMail = pgTable('sample_mail', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  messageId: text('message_id').notNull(),
  sender: text('sender').notNull(),
  recipients: text('recipients').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/** The rate limits' windows, one row per limited key (migration 0022, an UNLOGGED table). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});
