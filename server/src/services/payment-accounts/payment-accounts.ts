import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { forms, paymentAccounts, submissionPayments, submissions } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { PaymentAccount, PaymentAccountType } from '@front-office/shared/core';
import type { PaymentProviderGateway } from './payment-provider';
import { moneyBlockingDelete } from '../submissions/money-held';

type Row = typeof paymentAccounts.$inferSelect;

const toAccount = (row: Row): PaymentAccount => ({
  id: row.id,
  stripe_user_id: row.stripeUserId,
  account_name: row.accountName,
  type: row.type,
  stripe_publishable_key: row.stripePublishableKey,
  status: row.status,
  creationDate: row.creationDate.toISOString(),
});

const isSportspay = (type: PaymentAccountType) => type !== 'stripe';

/** Spec 000 §5: an account's name is entered, so a blank one is refused. */
function accountNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new HttpError(400, 'The account name is required');
  return trimmed;
}

export async function listPaymentAccounts(db: AppDb, organizationId: string): Promise<PaymentAccount[]> {
  const rows = await db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.organizationId, organizationId))
    .orderBy(asc(paymentAccounts.creationDate), asc(paymentAccounts.id));
  return rows.map(toAccount);
}

async function findAccount(db: AppDb, organizationId: string, where: { id?: string | undefined; providerAccountId?: string | undefined }) {
  const match = where.id ? eq(paymentAccounts.id, where.id) : eq(paymentAccounts.stripeUserId, where.providerAccountId ?? '');
  const [row] = await db.select().from(paymentAccounts).where(and(eq(paymentAccounts.organizationId, organizationId), match));
  // Another organization's account reads as absent: its existence is not the caller's business.
  if (!row) throw notFound('Payment account not found');
  return row;
}

export interface AccountUpdate {
  id?: string | undefined;
  stripe_user_id?: string | undefined;
  account_name: string;
  type: PaymentAccountType;
}

/** Renames an account; its payment method cannot change (spec 000 §5). */
export async function updatePaymentAccount(db: AppDb, organizationId: string, update: AccountUpdate): Promise<PaymentAccount> {
  const accountName = accountNameOf(update.account_name);
  const row = await findAccount(db, organizationId, { id: update.id, providerAccountId: update.stripe_user_id });
  if (row.type !== update.type) throw new HttpError(400, 'The payment method of an account cannot be changed');
  const [updated] = await db
    .update(paymentAccounts)
    .set({ accountName })
    .where(eq(paymentAccounts.id, row.id))
    .returning();
  if (!updated) throw notFound('Payment account not found');
  return toAccount(updated);
}

export interface ConnectRequest {
  code: string;
  name: string;
  type: PaymentAccountType;
  status?: string | undefined;
}

const oneSportspay = () => new HttpError(409, 'This organization already has a SportsPay account (one per organization)');

/** Completes the connect flow (spec 000 §4): exchanges the code, then records the account. */
export async function connectPaymentAccount(
  db: AppDb,
  provider: PaymentProviderGateway,
  organizationId: string,
  request: ConnectRequest,
): Promise<PaymentAccount> {
  const accountName = accountNameOf(request.name);
  if (isSportspay(request.type)) {
    const [existing] = await db
      .select({ id: paymentAccounts.id })
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.organizationId, organizationId), ne(paymentAccounts.type, 'stripe')));
    if (existing) throw oneSportspay();
  }
  const connected = await provider.exchangeCode(request.type, request.code, request.status);
  const [duplicate] = await db
    .select({ id: paymentAccounts.id })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.organizationId, organizationId), eq(paymentAccounts.stripeUserId, connected.providerAccountId)));
  if (duplicate) throw new HttpError(409, 'This account is already connected to the organization');
  try {
    const [row] = await db
      .insert(paymentAccounts)
      .values({
        id: randomUUID(),
        organizationId,
        stripeUserId: connected.providerAccountId,
        accountName,
        type: request.type,
        stripePublishableKey: connected.publishableKey,
        status: connected.status,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toAccount(row);
  } catch (error) {
    // Two connect calls racing past the check above: the partial unique index decides.
    if (isSportspay(request.type) && String(error).includes('payment_accounts_one_sportspay')) throw oneSportspay();
    throw error;
  }
}

/**
 * Removes an account; only stripe-type accounts can be removed (spec 000 §6). Refused (409) while
 * a form of the organization takes its payments through it (`accountInUse`: choose another account
 * on the form first), or while a payment made through it holds money not given back or still
 * moving (`moneyHeld`, the rule of the submission delete: refunds and later charges go through
 * the payment's own account). The account row and those payments are locked until the delete.
 */
export async function deletePaymentAccount(db: AppDb, organizationId: string, accountId: string): Promise<void> {
  const row = await findAccount(db, organizationId, { id: accountId });
  if (row.type !== 'stripe') throw new HttpError(400, 'Only stripe accounts can be removed');
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: paymentAccounts.id }).from(paymentAccounts).where(eq(paymentAccounts.id, row.id)).for('update');
    if (!locked) throw notFound('Payment account not found');
    // forms.payment_account is the account id as a JSON string, or an object with it (older clients).
    const usedBy = or(sql`${forms.paymentAccount} #>> '{}' = ${row.id}`, sql`${forms.paymentAccount} ->> 'id' = ${row.id}`);
    const [form] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.organizationId, organizationId), usedBy)).limit(1);
    if (form) throw new HttpError(409, 'A form takes its payments through this account: choose another account on the form before removing it', ['accountInUse']);
    const paidThrough = or(
      inArray(submissions.id, tx.select({ id: submissionPayments.submissionId }).from(submissionPayments).where(eq(submissionPayments.accountId, row.id))),
      sql`${submissions.payment} ->> 'accountId' = ${row.id}`,
    );
    if (await moneyBlockingDelete(tx, paidThrough as SQL)) {
      throw new HttpError(409, 'Payments made through this account are not refunded or still planned: refund or cancel them before removing it', ['moneyHeld']);
    }
    await tx.delete(paymentAccounts).where(eq(paymentAccounts.id, row.id));
  });
}
