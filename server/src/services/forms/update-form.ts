import { and, eq, sql } from 'drizzle-orm';
import type { DiscountCode, EmailContent, Form, FormPaymentModes, FormSettings, FormStatus, Language, LocalizedText } from '@front-office/shared/core';
import { checkFormSettings, checkText, emailContentWith, emailTextIn } from '@front-office/shared/core';
import type { AppDb } from '../../db/client';
import { discountCodeUses, forms, paymentAccounts } from '../../db/schema';
import { asPaymentAccount, asPaymentModes, getFormDetails, insertAvatar } from './forms';
import type { NewFormAvatar } from './forms';

/** What a designer save changes; everything else (editor, dates, counts, organization) is the server's. */
export interface FormUpdate {
  version: number;
  name: LocalizedText;
  localizations: Language[];
  content: string;
  /** Left out (undefined): the stored codes are kept, as for the settings. */
  discountCodes?: DiscountCode[];
  recaptchaEnabled?: boolean;
  submissionLimit?: number | null;
  /** A new avatar (checked image); null removes it; undefined keeps it. */
  avatar?: NewFormAvatar | null;
  /** Form settings and payment tab (issue 10): a key left out keeps the stored value. */
  settings?: FormSettingsPart;
}

/**
 * The settings a designer save may carry (issue 10 §2, §3), each optional: a key left out keeps
 * the stored value. The route reads their shape; what they must satisfy (spec 001 §5) is
 * shared/core's `checkFormSettings`, run on the stored settings with these applied.
 */
export interface FormSettingsPart {
  status?: number;
  startDate?: string | null;
  endDate?: string | null;
  adminEmails?: string[];
  /** The confirmation e-mail's text: plain, or one per language of the form. */
  emailText?: string | LocalizedText;
  fixedAmount?: number | null;
  paymentEnabled?: boolean;
  paymentOptional?: boolean;
  paymentAccount?: string | null;
  paymentModes?: FormPaymentModes;
}

export type UpdateFormResult = { status: 'saved'; form: Form } | { status: 'notFound' } | { status: 'stale'; version: number } | { status: 'invalid'; message: string };

type FormRow = typeof forms.$inferSelect;

/** Uses already counted per discount code of a form (issue 10 §5: shown in the Payment tab, never reset by a save). */
export async function discountCodeUsesOf(db: AppDb, formId: string): Promise<Record<string, number>> {
  const rows = await db.select({ code: discountCodeUses.code, used: discountCodeUses.used }).from(discountCodeUses).where(eq(discountCodeUses.formId, formId));
  return Object.fromEntries(rows.map((row) => [row.code, row.used]));
}
type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * Issue 10 §5: the stored settings with the save's applied, checked by shared/core against the
 * organization's payment accounts; the columns to write, or the English text of what is wrong
 * (`form.endDate: End date should be after start date; …`). Field properties (the products'
 * claimed quantities) and the discount codes' counted uses are never part of a save.
 */
async function checkedSettings(tx: Tx, row: FormRow, update: FormUpdate): Promise<{ ok: true; values: Partial<FormRow> } | { ok: false; message: string }> {
  const part = update.settings ?? {};
  const stored = row.emailContent as EmailContent | null;
  const merged: FormSettings = {
    status: (part.status ?? row.status) as FormStatus,
    startDate: part.startDate === undefined ? (row.startDate?.toISOString() ?? null) : part.startDate,
    endDate: part.endDate === undefined ? (row.endDate?.toISOString() ?? null) : part.endDate,
    submissionLimit: update.submissionLimit === undefined ? row.submissionLimit : update.submissionLimit,
    adminEmails: part.adminEmails ?? stored?.emails ?? [],
    // A stored text of a language the save removes goes with it; a sent one must fit the languages.
    emailText: part.emailText ?? emailTextIn(stored?.content ?? '', update.localizations),
    fixedAmount: part.fixedAmount === undefined ? row.fixedAmount : part.fixedAmount,
    recaptchaEnabled: update.recaptchaEnabled ?? row.recaptchaEnabled,
    paymentEnabled: part.paymentEnabled ?? row.paymentEnabled,
    paymentOptional: part.paymentOptional ?? row.paymentOptional,
    paymentAccount: part.paymentAccount === undefined ? asPaymentAccount(row.paymentAccount) : part.paymentAccount,
    paymentModes: part.paymentModes ?? asPaymentModes(row.paymentModes) ?? { modes: [], applyTo: [] },
    discountCodes: update.discountCodes ?? (row.discountCodes as DiscountCode[]),
  };
  const accounts = await tx.select({ id: paymentAccounts.id, type: paymentAccounts.type }).from(paymentAccounts).where(eq(paymentAccounts.organizationId, row.organizationId));
  const problems = checkFormSettings(merged, { accountIds: accounts.map((account) => account.id), languages: update.localizations });
  if (problems.length > 0) return { ok: false, message: problems.map((problem) => `form.${problem.path}: ${checkText(problem.message)}`).join('; ') };
  const account = accounts.find((candidate) => candidate.id === merged.paymentAccount);
  return {
    ok: true,
    values: {
      status: merged.status,
      startDate: merged.startDate === null ? null : new Date(merged.startDate),
      endDate: merged.endDate === null ? null : new Date(merged.endDate),
      emailContent: emailContentWith(merged, update.localizations),
      fixedAmount: merged.fixedAmount,
      paymentEnabled: merged.paymentEnabled,
      paymentOptional: merged.paymentOptional,
      paymentAccount: merged.paymentAccount,
      paymentModes: merged.paymentModes as unknown as unknown[],
      ...(account ? { paymentProvider: account.type === 'stripe' ? 'stripe' : 'sportspay' } : {}),
    },
  };
}

/**
 * Saves the designer's form in one transaction that first locks the stored row (SELECT … FOR UPDATE):
 * the save applies only while the stored version is the one the save was made on, and raises it;
 * otherwise the save is stale (409) and nothing is written (not even the avatar).
 */
export async function updateForm(db: AppDb, organizationId: string, formId: string, editedBy: string, update: FormUpdate): Promise<UpdateFormResult> {
  const outcome = await db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    // The row as stored, locked until the save commits: the settings are checked on it.
    const [row] = await tx
      .select()
      .from(forms)
      .where(and(eq(forms.id, formId), eq(forms.organizationId, organizationId)))
      .for('update');
    if (!row) return { status: 'notFound' } as const;
    if (row.version !== update.version) return { status: 'stale', version: row.version } as const;
    const settings = await checkedSettings(tx, row, update);
    if (!settings.ok) return { status: 'invalid', message: settings.message } as const;
    await txDb
      .update(forms)
      .set({
        ...settings.values,
        name: update.name,
        localizations: update.localizations,
        content: update.content,
        ...(update.discountCodes === undefined ? {} : { discountCodes: update.discountCodes, hasDiscountCodes: update.discountCodes.length > 0 }),
        ...(update.recaptchaEnabled === undefined ? {} : { recaptchaEnabled: update.recaptchaEnabled }),
        ...(update.submissionLimit === undefined ? {} : { submissionLimit: update.submissionLimit }),
        ...(update.avatar === null ? { avatar: null } : {}),
        editedBy,
        modificationDate: new Date(),
        version: sql`${forms.version} + 1`,
      })
      // The row is locked and its version checked above: nothing can have changed it since.
      .where(eq(forms.id, formId));
    if (update.avatar) {
      const avatar = await insertAvatar(txDb, update.avatar);
      await txDb.update(forms).set({ avatar }).where(eq(forms.id, formId));
    }
    return { status: 'saved' } as const;
  });
  if (outcome.status !== 'saved') return outcome;
  const details = await getFormDetails(db, formId, organizationId);
  if (!details) return { status: 'notFound' };
  return { status: 'saved', form: { ...details.form, discountCodeUses: await discountCodeUsesOf(db, formId) } };
}
