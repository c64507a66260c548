import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { discountCodeUses, forms } from '../../db/schema';
import type { DiscountCode, DiscountType } from '@front-office/shared/core';
import { findUsableDiscountCode, normalizeDiscountCode } from '@front-office/shared/core';
import { isStorableText } from './storable-text';
import { todayUtc } from './submission-payment';

/**
 * The discount-code check of the summary step (spec 001 §7): the code's type and value when it
 * can be applied now, null for an unknown, expired or used-up code. The submission claims the use.
 */
export async function validateDiscountCode(
  db: AppDb,
  target: { organizationId: string; formId: string; code: string },
  now: Date = new Date(),
): Promise<{ discountType: DiscountType; discountValue: number; code: string } | null | 'noForm'> {
  const [form] = await db
    .select({ id: forms.id, discountCodes: forms.discountCodes })
    .from(forms)
    .where(and(eq(forms.id, target.formId), eq(forms.organizationId, target.organizationId)));
  if (!form) return 'noForm';
  if (!isStorableText(target.code)) return null;
  const code = normalizeDiscountCode(target.code);
  const [uses] = await db.select({ used: discountCodeUses.used }).from(discountCodeUses).where(and(eq(discountCodeUses.formId, form.id), eq(discountCodeUses.code, code)));
  const found = findUsableDiscountCode((form.discountCodes ?? []) as DiscountCode[], code, todayUtc(now), uses?.used ?? 0);
  return found.ok ? { discountType: found.code.type, discountValue: found.code.value, code: found.code.code } : null;
}
