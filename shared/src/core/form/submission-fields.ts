import type { Field, FormContent, Section } from '../types/form-model';
import type { SubmissionField } from '../types/submission';
import { copyFieldId, parseCopyFieldId } from './copy-field-id';
import { defaultValues } from './default-values';
import { fieldDefaultValue } from './field-default-value';
import { holdsValue } from './form-values';
import type { FieldStates, FieldValue, FormValues } from './form-values';
import { sectionCopies } from './repeatable-sections';
import { isRecord } from '../is-record';

function encode(value: unknown): string {
  return JSON.stringify({ value });
}

/**
 * The answers as submission fields (spec 000 §3): one `{ id, rowId, value }` per answered field
 * with `value` the JSON text of `{ value }`; a repeatable section gives one entry with the
 * section's id whose value is a list of objects, one per copy, keyed by field id. Hidden fields
 * and fields holding no answer (info-only, captcha, payment) are left out; files themselves
 * travel apart, the answer holds what the UI stored for them (such as the file name).
 */
export function toSubmissionFields(content: FormContent, values: FormValues, states: FieldStates): SubmissionField[] {
  const result: SubmissionField[] = [];
  for (const step of content.steps) {
    for (const section of step.sections) {
      const fields = section.fields.filter(holdsValue);
      if (!section.multiple) {
        for (const field of fields) {
          if (states.get(field.id)?.visible) result.push({ id: field.id, rowId: null, value: encode(values[field.id] ?? null) });
        }
        continue;
      }
      let anyVisible = false;
      const rows = sectionCopies(section, values).map((copy) => {
        const row: Record<string, FieldValue> = {};
        for (const field of fields) {
          const key = copyFieldId(field.id, copy);
          if (!states.get(key)?.visible) continue;
          row[field.id] = values[key] ?? null;
          anyVisible = true;
        }
        return row;
      });
      if (anyVisible) result.push({ id: section.id, rowId: null, value: encode(rows) });
    }
  }
  return result;
}

function isProductLine(entry: unknown): entry is { id: string; quantity: number } {
  if (typeof entry !== 'object' || entry === null) return false;
  const line = entry as { id?: unknown; quantity?: unknown };
  return typeof line.id === 'string' && typeof line.quantity === 'number';
}

/** A stored answer as a `FieldValue`, or undefined when its shape is none of them. */
function asFieldValue(value: unknown): FieldValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (!Array.isArray(value)) return undefined;
  if (value.every((entry) => typeof entry === 'string')) return value.map(String);
  if (value.every(isProductLine)) return value.map((line) => ({ id: line.id, quantity: line.quantity }));
  return undefined;
}

/** A stored answer's value: the JSON text of `{ value }` unwrapped (older answers may hold bare text). */
export function decodeSubmissionValue(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed) && 'value' in parsed) return parsed.value;
    return parsed;
  } catch {
    // Older answers may hold the bare text rather than JSON.
    return text;
  }
}

function clearCopies(section: Section, values: FormValues): void {
  for (const copy of sectionCopies(section, values)) for (const field of section.fields) delete values[copyFieldId(field.id, copy)];
}

/** Answers read from submission fields, and the keys whose answer had no shape of a `FieldValue`. */
export interface ReadSubmissionFields {
  values: FormValues;
  /** Field or copy ids of a known field whose sent answer is of no answer shape (such as a quantity "2"). */
  unreadable: string[];
}

/**
 * The answers of a stored or posted submission (reverse of `toSubmissionFields`), over the form's
 * defaults: a repeatable section gets as many copies as the data holds (numbered from 1), else
 * its minimum. Entries of unknown fields are ignored; an answer of a known field whose shape is
 * no answer keeps the field's default and is listed in `unreadable`, so that a submission can
 * refuse it rather than ignore it (issue 18 §2).
 */
export function readSubmissionFields(content: FormContent, fields: readonly SubmissionField[]): ReadSubmissionFields {
  const values = defaultValues(content);
  const unreadable: string[] = [];
  const fieldsById = new Map<string, { field: Field; section: Section }>();
  const sections = new Map<string, Section>();
  for (const step of content.steps) {
    for (const section of step.sections) {
      sections.set(section.id, section);
      for (const field of section.fields) if (holdsValue(field)) fieldsById.set(field.id, { field, section });
    }
  }
  const cleared = new Set<string>();
  const clearOnce = (section: Section) => {
    if (cleared.has(section.id)) return;
    cleared.add(section.id);
    clearCopies(section, values);
  };

  for (const entry of fields) {
    const stored = decodeSubmissionValue(entry.value);
    const section = sections.get(entry.id);
    if (section?.multiple && Array.isArray(stored)) {
      clearOnce(section);
      stored.forEach((row: unknown, index) => {
        const object = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
        for (const field of section.fields.filter(holdsValue)) {
          const value = field.id in object ? asFieldValue(object[field.id]) : undefined;
          if (field.id in object && value === undefined) unreadable.push(copyFieldId(field.id, index + 1));
          values[copyFieldId(field.id, index + 1)] = value === undefined ? fieldDefaultValue(field) : value;
        }
      });
      continue;
    }
    const direct = fieldsById.get(entry.id);
    const value = asFieldValue(stored);
    if (value === undefined) {
      const known = direct ?? fieldsById.get(parseCopyFieldId(entry.id).fieldId);
      if (known || section?.multiple) unreadable.push(entry.id);
      continue;
    }
    if (direct && !direct.section.multiple) {
      values[entry.id] = value;
      continue;
    }
    // Answers stored one per copy (`{fieldId}@{copy}`) are accepted too.
    const { fieldId, copy } = parseCopyFieldId(entry.id);
    const inCopy = fieldsById.get(fieldId);
    if (copy !== null && inCopy?.section.multiple) {
      clearOnce(inCopy.section);
      values[entry.id] = value;
    }
  }
  // A copy found through some of its fields gets the others' defaults, so every copy is whole.
  for (const sectionId of cleared) {
    const section = sections.get(sectionId);
    if (!section) continue;
    for (const copy of sectionCopies(section, values)) {
      for (const field of section.fields.filter(holdsValue)) {
        const key = copyFieldId(field.id, copy);
        if (!(key in values)) values[key] = fieldDefaultValue(field);
      }
    }
  }
  return { values, unreadable };
}

/** The answers of a stored submission: `readSubmissionFields` without its list of unreadable answers. */
export function fromSubmissionFields(content: FormContent, fields: readonly SubmissionField[]): FormValues {
  return readSubmissionFields(content, fields).values;
}
