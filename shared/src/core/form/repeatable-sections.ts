import type { Section } from '../types/form-model';
import { copyFieldId, parseCopyFieldId } from './copy-field-id';
import { fieldDefaultValue } from './field-default-value';
import { holdsValue } from './form-values';
import type { FormValues } from './form-values';

/** The copy bounds of a repeatable section: min defaults to 1, max to unlimited (null). */
export function copyBounds(section: Section): { min: number; max: number | null } {
  const min = Math.max(0, section.multipleValidations?.min ?? 1);
  const max = section.multipleValidations?.max ?? null;
  return { min, max: max === null || !Number.isFinite(max) ? null : Math.max(min, max) };
}

/** The copy numbers of a repeatable section present in `values`, ascending. */
export function sectionCopies(section: Section, values: FormValues): number[] {
  const fieldIds = new Set(section.fields.map((field) => field.id));
  const copies = new Set<number>();
  for (const key of Object.keys(values)) {
    const { fieldId, copy } = parseCopyFieldId(key);
    if (copy !== null && fieldIds.has(fieldId)) copies.add(copy);
  }
  return [...copies].sort((a, b) => a - b);
}

/** How many copies a repeatable section starts with (spec 001 §4): those found in the data, else min. */
export function initialCopies(section: Section, values: FormValues): number {
  const found = sectionCopies(section, values).length;
  return found > 0 ? found : copyBounds(section).min;
}

/** Whether one more copy may be added (spec 001 §4: unless max is reached). */
export function canAddCopy(section: Section, values: FormValues): boolean {
  const { max } = copyBounds(section);
  return max === null || sectionCopies(section, values).length < max;
}

/** Whether a copy may be removed (spec 001 §4: unless min is reached). */
export function canRemoveCopy(section: Section, values: FormValues): boolean {
  return sectionCopies(section, values).length > copyBounds(section).min;
}

/**
 * Adds a copy holding each field's default value, numbered after the highest existing copy so
 * that ids of removed copies are never reused; null when max is reached.
 */
export function addCopy(section: Section, values: FormValues): { values: FormValues; copy: number } | null {
  if (!canAddCopy(section, values)) return null;
  const copies = sectionCopies(section, values);
  const copy = (copies[copies.length - 1] ?? 0) + 1;
  const next: FormValues = { ...values };
  for (const field of section.fields) {
    if (holdsValue(field)) next[copyFieldId(field.id, copy)] = fieldDefaultValue(field);
  }
  return { values: next, copy };
}

/** Removes a copy and clears its values; null when min is reached or the copy does not exist. */
export function removeCopy(section: Section, values: FormValues, copy: number): FormValues | null {
  if (!canRemoveCopy(section, values) || !sectionCopies(section, values).includes(copy)) return null;
  const next: FormValues = { ...values };
  for (const field of section.fields) delete next[copyFieldId(field.id, copy)];
  return next;
}
