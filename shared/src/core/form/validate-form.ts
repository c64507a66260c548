import type { FormContent, Section } from '../types/form-model';
import { copyFieldId } from './copy-field-id';
import type { FieldStates, FormValues } from './form-values';
import { createRulesEngine } from './rules-engine';
import { validateField } from './validate-field';
import type { FieldValidationOptions } from './validate-field';
import { copyBounds, sectionCopies } from './repeatable-sections';
import type { FieldError } from './validation-messages';
import { totalBoundErrors } from '../pricing/money-bounds';

/** Options shared by every field of a step or submission. */
export type FormValidationOptions = Omit<FieldValidationOptions, 'required' | 'previous'> & {
  /** A staff edit's stored answers: what keeps them is not refused for read-only fields, disabled options or copies. */
  previous?: FormValues;
  /** The form takes payment (its fixed amount in cents): the submission's total is bounded (`totalBoundErrors`). */
  paid?: { fixedAmount: number | null };
};

/**
 * Spec 001 §3, §4: a repeatable section holds from min to max copies (the public form adds and
 * removes copies only within them); the error is keyed by the section's id.
 */
export function copiesError(section: Section, values: FormValues, previous?: FormValues): FieldError | null {
  if (!section.multiple) return null;
  const copies = sectionCopies(section, values).length;
  if (previous && sectionCopies(section, previous).length === copies) return null;
  const { min, max } = copyBounds(section);
  if (copies >= min && (max === null || copies <= max)) return null;
  return max === null ? { key: 'validation.copiesMin', params: { min } } : { key: 'validation.copies', params: { min, max } };
}

function validateSection(
  section: Section,
  values: FormValues,
  states: FieldStates,
  options: FormValidationOptions,
  errors: Record<string, FieldError>,
): void {
  const copies = copiesError(section, values, options.previous);
  if (copies) errors[section.id] = copies;
  const keys = section.multiple
    ? sectionCopies(section, values).flatMap((copy) => section.fields.map((field) => ({ field, key: copyFieldId(field.id, copy) })))
    : section.fields.map((field) => ({ field, key: field.id }));
  for (const { field, key } of keys) {
    const state = states.get(key);
    // Hidden fields are neither validated nor required (spec 001 §5).
    if (!state?.visible) continue;
    const error = validateField(field, values[key], { today: options.today, claimed: options.claimed, previous: options.previous?.[key], required: state.required });
    if (error) errors[key] = error;
  }
}

/** Errors of one step's visible fields (Next moves on only when empty), keyed by field or copy id. */
export function validateStep(
  content: FormContent,
  stepIndex: number,
  values: FormValues,
  states: FieldStates,
  options: FormValidationOptions = {},
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const section of content.steps[stepIndex]?.sections ?? []) validateSection(section, values, states, options, errors);
  return errors;
}

/**
 * Errors of a whole submission, with the field states computed from the rules (as the server does).
 * `states`: the rules' states for these very values when the caller already has them (the server
 * evaluates the rules once per submission, with an engine compiled once per form content).
 */
export function validateSubmission(
  content: FormContent,
  values: FormValues,
  options: FormValidationOptions = {},
  states: FieldStates = createRulesEngine(content).evaluate(values).states,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  content.steps.forEach((_step, index) => Object.assign(errors, validateStep(content, index, values, states, options)));
  // The total only once every answer is valid: an invalid one may be what makes it too high.
  if (options.paid && Object.keys(errors).length === 0) Object.assign(errors, totalBoundErrors(content, values, states, options.paid.fixedAmount));
  return errors;
}
