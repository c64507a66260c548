import type { Language } from './types/common';
import type { Field, FieldType, FormContent } from './types/form-model';
import type { SubmissionField } from './types/submission';
import { localizedValue } from './localized-value';

/** Field types whose answer reads as one short text in a table cell (spec 000 §2 "text-like"). */
export const TEXT_LIKE_FIELD_TYPES: readonly FieldType[] = ['Text', 'LongText', 'MaskText', 'Numeric', 'EmailAddress', 'Date', 'Datetime', 'Time', 'Birthdate', 'Select'];

/** Columns of the submissions list: the first four text-like fields of the first step (spec 000 §2). */
export const SUBMISSION_LIST_COLUMNS = 4;

const textLike = new Set<FieldType>(TEXT_LIKE_FIELD_TYPES);

/**
 * The fields the submissions list shows (spec 000 §2): up to four of the first step, in order,
 * skipping types that are not text-like and fields of repeatable sections (their answers are lists).
 */
export function submissionListFields(content: FormContent): Field[] {
  const step = content.steps[0];
  if (!step) return [];
  return step.sections
    .filter((section) => !section.multiple)
    .flatMap((section) => section.fields)
    .filter((field) => textLike.has(field.type))
    .slice(0, SUBMISSION_LIST_COLUMNS);
}

function decoded(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'value' in parsed ? (parsed as { value: unknown }).value : parsed;
  } catch {
    return text;
  }
}

/** The text of one field's answer in a list cell: a Select shows its option's label; '' when unanswered. */
export function submissionCellText(field: Field, answers: SubmissionField[], language: Language): string {
  const entry = answers.find((answer) => answer.id === field.id && answer.rowId === null);
  if (!entry) return '';
  const value = decoded(entry.value);
  if (value === null || value === undefined) return '';
  if (field.type === 'Select') {
    const option = field.options.find((candidate) => candidate.value === value);
    return option ? localizedValue(option.text, language) : String(value);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
