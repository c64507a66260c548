import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { discountCodeUses, forms, paymentAccounts } from '../../db/schema';
import type { Coupon, DiscountCode, FieldStates, FormContent, FormValues, Payment, PaymentAccountType, PaymentMode, PricedLine } from '@front-office/shared/core';
import { claimedProducts, computeTotal, findUsableDiscountCode, normalizeDiscountCode, paymentSchedule } from '@front-office/shared/core';
import { asPaymentAccount, asPaymentModes } from '../forms/forms';

type FormRow = typeof forms.$inferSelect;
type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** A payment problem of a submission, answered as spec 001 §8 lists them. */
export class PaymentRejected extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The posted parts a payment reads (spec 001 §3 "Submission as posted"). */
export interface PaymentParts {
  paymentMethod: string | null;
  paymentMode: string | null;
  coupon: string | null;
  customerEmail: string | null;
  cardHolderName: string | null;
  setupIntentId: string | null;
}

/** One planned charge as stored in payment_installments and mirrored in paymentDetails. */
export interface PlannedInstallment {
  id: string;
  position: number;
  dueDate: string;
  amount: number;
}

/** What the submission's transaction stores for its payment. */
export interface PricedSubmission {
  payment: Payment & { currency: string; accountId: string | null };
  coupon: Coupon | null;
  /** The code to claim one use of, with its quantity. */
  codeClaim: { code: string; quantity: number } | null;
  productLines: PricedLine[];
  installments: PlannedInstallment[];
  accountId: string | null;
  /** The account's provider, kept with the payment: refunds and cancels go through it (issue 18 §9). */
  provider: { type: PaymentAccountType; providerAccountId: string } | null;
}

/** Today's date on the server (UTC): the day installments are due from. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

function chosenMode(form: FormRow, requested: string | null): PaymentMode {
  const modes = asPaymentModes(form.paymentModes)?.modes ?? [];
  if (requested) {
    const found = modes.find((mode) => mode.id === requested);
    if (!found) throw new PaymentRejected(400, 'invalidPaymentMode', 'PaymentMode is not a payment mode of this form');
    return found;
  }
  return modes.find((mode) => mode.mode === 'single') ?? modes[0] ?? { id: 'single', mode: 'single', discount: { type: 'amount', value: 0 } };
}

/**
 * Prices a submission from the stored form and the answers, never from anything the client
 * says it costs (issue 8): the chosen mode and code are looked up in the form, the total and
 * schedule computed by shared/core. Throws PaymentRejected for what the visitor must fix.
 */
export async function priceSubmission(
  db: AppDb,
  form: FormRow,
  content: FormContent,
  values: FormValues,
  states: FieldStates,
  parts: PaymentParts,
  now: Date = new Date(),
): Promise<PricedSubmission | null> {
  if (!form.paymentEnabled) return null;
  const today = todayUtc(now);
  const method = parts.paymentMethod ?? 'credit_card';
  if (method === 'other' && !form.paymentOptional) throw new PaymentRejected(400, 'invalidPaymentMethod', 'This form does not allow paying outside the product');
  const mode = chosenMode(form, parts.paymentMode);

  let code: DiscountCode | null = null;
  if (parts.coupon) {
    const wanted = normalizeDiscountCode(parts.coupon);
    const [uses] = await db.select({ used: discountCodeUses.used }).from(discountCodeUses).where(and(eq(discountCodeUses.formId, form.id), eq(discountCodeUses.code, wanted)));
    const found = findUsableDiscountCode((form.discountCodes ?? []) as DiscountCode[], wanted, today, uses?.used ?? 0);
    // Spec 001 §8: 410 is "incorrect discount"; the page clears the applied code.
    if (!found.ok) throw new PaymentRejected(410, found.problem === 'unknown' ? 'discountCodeInvalid' : 'discountCode', `The discount code is ${found.problem}`);
    code = found.code;
  }

  const price = computeTotal({ content, values, states, fixedAmount: form.fixedAmount, mode, code });
  const isCard = method === 'credit_card' && price.total > 0;
  let accountId: string | null = null;
  let provider: PricedSubmission['provider'] = null;
  if (isCard) {
    if (!parts.customerEmail) throw new PaymentRejected(400, 'missingCustomerEmail', 'A receipt e-mail is required to pay');
    if (!parts.cardHolderName) throw new PaymentRejected(400, 'missingCardHolderName', 'The card-holder name is required to pay');
    accountId = asPaymentAccount(form.paymentAccount);
    const [account] = accountId
      ? await db.select({ id: paymentAccounts.id, type: paymentAccounts.type, providerAccountId: paymentAccounts.stripeUserId }).from(paymentAccounts).where(and(eq(paymentAccounts.id, accountId), eq(paymentAccounts.organizationId, form.organizationId)))
      : [];
    if (!account) throw new PaymentRejected(400, 'noPaymentAccount', 'This form has no payment account to pay with');
    provider = { type: account.type, providerAccountId: account.providerAccountId };
  }

  const installments: PlannedInstallment[] = isCard
    ? paymentSchedule(price.total, mode, today).map((charge, position) => ({ id: randomUUID(), position, dueDate: charge.date, amount: charge.total }))
    : [];
  const payment: PricedSubmission['payment'] = {
    id: randomUUID(),
    method: method === 'other' ? 'other' : 'credit_card',
    status: method === 'other' ? 'pending' : isCard ? 'requires_payment_method' : 'succeeded',
    paymentIntentId: null,
    modeDefinition: { id: mode.id, mode: mode.mode, discount: mode.discount, ...(mode.installments ? { installments: mode.installments } : {}) },
    paymentDetails: installments.map((installment) => ({ id: installment.id, date: installment.dueDate, total: installment.amount, status: 'READY', paymentIntentId: null })),
    total: price.total,
    modeDiscountTotal: price.modeDiscount,
    currency: form.currency,
    accountId,
  };
  return {
    payment,
    coupon: code ? { code: code.code, discountTotal: price.codeDiscount } : null,
    codeClaim: code ? { code: code.code, quantity: code.quantity } : null,
    productLines: price.lines.filter((line) => content.steps.some((step) => step.sections.some((section) => section.fields.some((field) => field.id === line.fieldId && field.type === 'Products')))),
    installments,
    accountId,
    provider,
  };
}

/**
 * Takes one use of a discount code in the submission's transaction: one conditional upsert whose
 * condition is the cap, so concurrent submissions never take more uses than the quantity.
 */
export async function claimDiscountCode(tx: Tx, formId: string, claim: { code: string; quantity: number }): Promise<boolean> {
  if (claim.quantity < 1) return false;
  const rows = await tx
    .insert(discountCodeUses)
    .values({ formId, code: claim.code, used: 1 })
    .onConflictDoUpdate({
      target: [discountCodeUses.formId, discountCodeUses.code],
      set: { used: sql`${discountCodeUses.used} + 1` },
      setWhere: sql`${discountCodeUses.used} < ${claim.quantity}`,
    })
    .returning({ used: discountCodeUses.used });
  return rows.length === 1;
}

type ClaimedProperties = Record<string, { claimed?: Record<string, number> } & Record<string, unknown>>;

/** A product line of the submission beyond what is left of its product: at its field (or copy) id. */
export interface ProductShortage {
  key: string;
  product: string;
  left: number;
}

/**
 * Adds the ordered quantities to the products' claimed counts (spec 001 §9: held in the form's
 * field properties), refusing when one would pass its limit. Runs after the submission count's
 * UPDATE in the same transaction: that statement holds the form's row lock and returned its
 * latest field properties, so concurrent orders queue and each sees the previous one's claims.
 * Answers every line whose product would pass its limit (empty when all were claimed; when not,
 * nothing is written): the visitor is told about each product at once, with what is left of it
 * before this submission (copies of a repeatable section ordering one product share its stock).
 */
export async function claimProducts(tx: Tx, form: { id: string; fieldProperties: unknown }, content: FormContent, lines: PricedLine[]): Promise<ProductShortage[]> {
  if (lines.length === 0) return [];
  const properties: ClaimedProperties = structuredClone((form.fieldProperties ?? {}) as ClaimedProperties);
  const limits = new Map<string, number | null>();
  for (const step of content.steps) {
    for (const section of step.sections) {
      for (const field of section.fields) if (field.type === 'Products') for (const product of field.products) limits.set(`${field.id}\u0000${product.value}`, product.limit ?? null);
    }
  }
  const claimedBefore = claimedProducts(properties);
  const ordered = new Map<string, number>();
  for (const line of lines) ordered.set(line.value, (ordered.get(line.value) ?? 0) + line.quantity);
  const shortages: ProductShortage[] = [];
  for (const line of lines) {
    const limit = limits.get(`${line.fieldId}\u0000${line.value}`) ?? null;
    const claimed = claimedBefore[line.value] ?? 0;
    if (limit !== null && claimed + (ordered.get(line.value) ?? 0) > limit) shortages.push({ key: line.key, product: line.value, left: Math.max(0, limit - claimed) });
  }
  if (shortages.length > 0) return shortages;
  for (const line of lines) {
    const entry = (properties[line.fieldId] ??= {});
    entry.claimed = { ...(entry.claimed ?? {}), [line.value]: (entry.claimed?.[line.value] ?? 0) + line.quantity };
  }
  await tx.update(forms).set({ fieldProperties: properties }).where(eq(forms.id, form.id));
  return [];
}
