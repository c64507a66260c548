import type { Field } from '../types/form-model';
import { fieldDefaultValue } from './field-default-value';
import { isAnswered } from './form-values';
import type { FieldValue } from './form-values';
import type { FieldError } from './validation-messages';

function chosenValues(value: FieldValue | undefined): Set<string> {
  if (typeof value === 'string') return new Set(value === '' ? [] : [value]);
  if (Array.isArray(value)) return new Set(value.filter((item): item is string => typeof item === 'string'));
  return new Set();
}

function quantities(value: FieldValue | undefined): Map<string, number> {
  const lines = new Map<string, number>();
  if (!Array.isArray(value)) return lines;
  for (const line of value) if (typeof line === 'object' && line.quantity > 0) lines.set(line.id, (lines.get(line.id) ?? 0) + line.quantity);
  return lines;
}

/** Whether two answers of a field mean the same: order of a list and zero quantities do not count. */
export function sameAnswer(field: Field, a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (!isAnswered(field, a) || !isAnswered(field, b)) return !isAnswered(field, a) && !isAnswered(field, b);
  if (field.type === 'Products') {
    const left = quantities(a);
    const right = quantities(b);
    return left.size === right.size && [...left].every(([id, quantity]) => right.get(id) === quantity);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = chosenValues(a);
    const right = chosenValues(b);
    return left.size === right.size && [...left].every((value) => right.has(value));
  }
  return a === b;
}

function optionsOf(field: Field): { options: readonly { value: string; disabled?: boolean }[]; single: boolean } | null {
  switch (field.type) {
    case 'Select':
      return { options: field.options, single: true };
    case 'PaymentChoiceList':
      return { options: field.choices, single: true };
    case 'OptionList':
      return { options: field.options, single: !field.multiSelection };
    case 'PaymentOptionList':
      return { options: field.options, single: field.multiSelection === false };
    default:
      return null;
  }
}

/**
 * What the visitor cannot change (spec 001 §3), as the public form renders it: a field with
 * `enabled: false` keeps its default (a read-only priced field cannot be overridden), and a
 * disabled option keeps the state its field's default gives it: it cannot be chosen, and when
 * checked by default in a multiple-selection list it cannot be unchecked (a single-selection
 * list may move off it, as its radio buttons allow). `previous`, for a staff edit, is the
 * answer stored before: keeping it is never refused, whatever the designer changed since.
 */
export function lockedAnswerError(field: Field, answer: FieldValue | undefined, previous?: FieldValue): FieldError | null {
  if (previous !== undefined && sameAnswer(field, answer, previous)) return null;
  const initial = fieldDefaultValue(field);
  if (field.enabled === false) return sameAnswer(field, answer, initial) ? null : { key: 'validation.readOnly' };
  const list = optionsOf(field);
  if (!list) return null;
  const chosen = chosenValues(answer);
  const byDefault = chosenValues(initial);
  for (const option of list.options) {
    if (!option.disabled || chosen.has(option.value) === byDefault.has(option.value)) continue;
    if (list.single && !chosen.has(option.value)) continue;
    return { key: 'validation.disabledOption', params: { option: option.value } };
  }
  return null;
}
