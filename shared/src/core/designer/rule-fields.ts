import { holdsValue } from '../form/form-values';
import type { LocalizedText } from '../types/common';
import type { ComparisonOperator, Field, FormContent, Rule, Section, Step } from '../types/form-model';

/** A field as the rules editor sees it: where it sits, and the repeatable section holding it. */
export interface RuleField {
  field: Field;
  step: Step;
  section: Section;
  /** The repeatable section the field belongs to, or null outside repeatable sections. */
  repeatableSectionId: string | null;
}

/** Every field of the form in designer order, with its place. */
export function ruleFields(content: FormContent): RuleField[] {
  const found: RuleField[] = [];
  for (const step of content.steps) {
    for (const section of step.sections) {
      for (const field of section.fields) found.push({ field, step, section, repeatableSectionId: section.multiple ? section.id : null });
    }
  }
  return found;
}

/** How many fields a form needs before rules can be edited (spec 001 §5 Rules). */
export const MIN_FIELDS_FOR_RULES = 2;

/** Spec 001 §5: at least 2 fields are needed to edit rules. */
export function canEditRules(content: FormContent): boolean {
  return ruleFields(content).length >= MIN_FIELDS_FOR_RULES;
}

/** A field can be a rule's condition when it holds an answer (info-only, captcha and payment placeholders do not). */
export function isConditionField(field: Field): boolean {
  return holdsValue(field);
}

const CHECK_TYPES = new Set<Field['type']>(['CheckBox', 'Toggle', 'Acknowledgment']);
const TEXT_TYPES = new Set<Field['type']>(['Text', 'LongText', 'MaskText', 'EmailAddress']);
const ORDERED_TYPES = new Set<Field['type']>(['Numeric', 'Rating', 'Date', 'Datetime', 'Time', 'Birthdate']);
const FILE_TYPES = new Set<Field['type']>(['UploadFile', 'Signature', 'TakePicture']);
const ORDER_OPERATORS: ComparisonOperator[] = ['equal', 'greaterThan', 'lowerThan', 'greaterOrEqual', 'lowerOrEqual', 'isCompleted'];

/** Whether a field is a list of choices (options, choices, products, yes/no). */
export function isListField(field: Field): boolean {
  return ['Select', 'OptionList', 'YesNo', 'PaymentOptionList', 'PaymentChoiceList', 'Products'].includes(field.type);
}

/** Whether a list takes one choice only (spec 001 §5: such a list offers no `includes`). */
export function isSingleSelection(field: Field): boolean {
  switch (field.type) {
    case 'Select':
    case 'YesNo':
    case 'PaymentChoiceList':
      return true;
    case 'OptionList':
    case 'PaymentOptionList':
      return field.multiSelection !== true;
    default:
      return false;
  }
}

/**
 * The operators offered for a condition on a field (spec 001 §3 operators, §5: `includes` only
 * when the field is not a single-selection list): checks are checked or not, texts are equal,
 * include a text or are completed, numbers, ratings, dates and times compare, lists are equal
 * (and include, when several choices are allowed), files are completed. A field without an
 * answer offers none.
 */
export function operatorsForField(field: Field): ComparisonOperator[] {
  if (!isConditionField(field)) return [];
  if (CHECK_TYPES.has(field.type)) return ['isChecked'];
  if (TEXT_TYPES.has(field.type)) return ['equal', 'includes', 'isCompleted'];
  if (ORDERED_TYPES.has(field.type)) return ORDER_OPERATORS;
  if (FILE_TYPES.has(field.type)) return ['isCompleted'];
  if (isListField(field)) return isSingleSelection(field) ? ['equal', 'isCompleted'] : ['includes', 'equal', 'isCompleted'];
  return ['isCompleted'];
}

/** One choice of a list field; `text` is absent for the yes/no values (the UI names them). */
export interface RuleChoice {
  value: string;
  text?: LocalizedText;
}

/** The choices of a list field, in order. */
export function choicesOf(field: Field): RuleChoice[] {
  switch (field.type) {
    case 'Select':
    case 'OptionList':
    case 'PaymentOptionList':
      return field.options.map((option) => ({ value: option.value, text: option.text }));
    case 'PaymentChoiceList':
      return field.choices.map((choice) => ({ value: choice.value, text: choice.text }));
    case 'Products':
      return field.products.map((product) => ({ value: product.value, text: product.text }));
    case 'YesNo':
      return (field.allowNa ? ['yes', 'no', 'na'] : ['yes', 'no']).map((value) => ({ value }));
    default:
      return [];
  }
}

/** The input a value takes: a condition's expected value, or a "try it" answer. */
export type RuleValueInput =
  | { kind: 'none' }
  | { kind: 'check' }
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'datetime' }
  | { kind: 'time' }
  | { kind: 'text' }
  | { kind: 'file' }
  | { kind: 'choice'; choices: RuleChoice[] }
  | { kind: 'choices'; choices: RuleChoice[] };

function orderedInput(field: Field): RuleValueInput {
  if (field.type === 'Date' || field.type === 'Birthdate') return { kind: 'date' };
  if (field.type === 'Datetime') return { kind: 'datetime' };
  if (field.type === 'Time') return { kind: 'time' };
  return { kind: 'number' };
}

/**
 * The value input of a condition (issue 10 §1: "a value input that fits the field"): checked /
 * completed take yes or no, `includes` on a list takes several of its choices, `equal` takes one
 * choice of a single-selection list or several of another list, ordered types take a number,
 * a date, a date-time or a time, texts a text.
 */
export function conditionValueInput(field: Field, operator: ComparisonOperator): RuleValueInput {
  if (operator === 'isChecked' || operator === 'isCompleted') return { kind: 'check' };
  if (isListField(field)) return isSingleSelection(field) && operator === 'equal' ? { kind: 'choice', choices: choicesOf(field) } : { kind: 'choices', choices: choicesOf(field) };
  if (ORDERED_TYPES.has(field.type)) return orderedInput(field);
  return { kind: 'text' };
}

/** The answer input of the "try it" panel for a condition field: as the visitor would answer it. */
export function answerInput(field: Field): RuleValueInput {
  if (!isConditionField(field)) return { kind: 'none' };
  if (CHECK_TYPES.has(field.type)) return { kind: 'check' };
  if (FILE_TYPES.has(field.type)) return { kind: 'file' };
  if (isListField(field)) return isSingleSelection(field) ? { kind: 'choice', choices: choicesOf(field) } : { kind: 'choices', choices: choicesOf(field) };
  if (ORDERED_TYPES.has(field.type)) return orderedInput(field);
  return { kind: 'text' };
}

/** The field ids of a rule's conditions, over all groups. */
export function conditionFieldIds(rule: Rule): string[] {
  return rule.conditions.flat().map((condition) => condition.fieldId);
}

/** The one repeatable section a list of fields uses, null for none, 'mixed' for several (spec 001 §5). */
export function repeatableSectionOfFields(fields: readonly (RuleField | undefined)[]): string | null | 'mixed' {
  const sections = new Set<string>();
  for (const entry of fields) if (entry?.repeatableSectionId) sections.add(entry.repeatableSectionId);
  if (sections.size > 1) return 'mixed';
  return sections.values().next().value ?? null;
}

/** Which fields a place of a rule may hold. */
export type RuleSlot = { kind: 'condition'; group: number; condition: number | null } | { kind: 'target'; target: number | null };

/**
 * The fields offered in a condition's or a target's field list (spec 001 §5 Rules): conditions
 * only on fields holding an answer and not already used as a condition of the same group; never
 * a field that is both a condition and a target of the rule; never a second repeatable section;
 * and a target in a repeatable section only when every condition and other target is in that
 * same section (so nothing outside it is offered while such a target exists).
 */
export function fieldsOfferedFor(content: FormContent, rule: Rule, slot: RuleSlot): RuleField[] {
  const all = ruleFields(content);
  const byId = new Map(all.map((entry) => [entry.field.id, entry]));
  // The rule's other places: the one being chosen for does not constrain itself.
  const conditions = rule.conditions.flatMap((group, g) => group.filter((_, c) => !(slot.kind === 'condition' && slot.group === g && slot.condition === c)));
  const targets = rule.targets.filter((_, t) => !(slot.kind === 'target' && slot.target === t));
  const others = [...conditions.map((c) => byId.get(c.fieldId)), ...targets.map((t) => byId.get(t.fieldId))];
  const section = repeatableSectionOfFields(others);
  const targetSection = repeatableSectionOfFields(targets.map((t) => byId.get(t.fieldId)));
  return all.filter((entry) => {
    const id = entry.field.id;
    if (entry.repeatableSectionId && section !== null && section !== 'mixed' && entry.repeatableSectionId !== section) return false;
    if (slot.kind === 'condition') {
      if (!isConditionField(entry.field)) return false;
      if (targets.some((t) => t.fieldId === id)) return false;
      const group = rule.conditions[slot.group] ?? [];
      if (group.some((c, index) => c.fieldId === id && index !== slot.condition)) return false;
      // Targets inside a repeatable section take conditions of that section only.
      if (targetSection !== null && targetSection !== 'mixed' && entry.repeatableSectionId !== targetSection) return false;
      return true;
    }
    if (conditions.some((c) => c.fieldId === id)) return false;
    // A target in a repeatable section goes with conditions and targets of that section only.
    if (targetSection !== null && targetSection !== 'mixed' && entry.repeatableSectionId !== targetSection) return false;
    if (entry.repeatableSectionId) return [...conditions, ...targets].every((c) => byId.get(c.fieldId)?.repeatableSectionId === entry.repeatableSectionId);
    return true;
  });
}
