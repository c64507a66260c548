import { and, eq, sql } from 'drizzle-orm';
import type { DiscountCode, Form, Language, LocalizedText } from '@front-office/shared/core';
import type { AppDb } from '../db/client';
import { forms } from '../db/schema';
import { getFormDetails, insertAvatar } from './forms';
import type { NewFormAvatar } from './forms';

/** What a designer save changes; everything else (editor, dates, counts, organization) is the server's. */
export interface FormUpdate {
  version: number;
  name: LocalizedText;
  localizations: Language[];
  content: string;
  discountCodes: DiscountCode[];
  recaptchaEnabled?: boolean;
  submissionLimit?: number | null;
  /** A new avatar (checked image); null removes it; undefined keeps it. */
  avatar?: NewFormAvatar | null;
}

export type UpdateFormResult = { status: 'saved'; form: Form } | { status: 'notFound' } | { status: 'stale'; version: number };

/**
 * Saves the designer's form in one transaction whose first statement carries the condition: it
 * applies only while the stored version is the one the save was made on, and raises it;
 * otherwise the save is stale (409) and nothing is written (not even the avatar).
 */
export async function updateForm(db: AppDb, organizationId: string, formId: string, editedBy: string, update: FormUpdate): Promise<UpdateFormResult> {
  const outcome = await db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    const updated = await txDb
      .update(forms)
      .set({
        name: update.name,
        localizations: update.localizations,
        content: update.content,
        discountCodes: update.discountCodes,
        hasDiscountCodes: update.discountCodes.length > 0,
        ...(update.recaptchaEnabled === undefined ? {} : { recaptchaEnabled: update.recaptchaEnabled }),
        ...(update.submissionLimit === undefined ? {} : { submissionLimit: update.submissionLimit }),
        ...(update.avatar === null ? { avatar: null } : {}),
        editedBy,
        modificationDate: new Date(),
        version: sql`${forms.version} + 1`,
      })
      .where(and(eq(forms.id, formId), eq(forms.organizationId, organizationId), eq(forms.version, update.version)))
      .returning({ id: forms.id });
    if (updated.length === 0) {
      const [current] = await txDb
        .select({ version: forms.version })
        .from(forms)
        .where(and(eq(forms.id, formId), eq(forms.organizationId, organizationId)));
      return current ? ({ status: 'stale', version: current.version } as const) : ({ status: 'notFound' } as const);
    }
    if (update.avatar) {
      const avatar = await insertAvatar(txDb, update.avatar);
      await txDb.update(forms).set({ avatar }).where(eq(forms.id, formId));
    }
    return { status: 'saved' } as const;
  });
  if (outcome.status !== 'saved') return outcome;
  const details = await getFormDetails(db, formId, organizationId);
  if (!details) return { status: 'notFound' };
  return { status: 'saved', form: details.form };
}
