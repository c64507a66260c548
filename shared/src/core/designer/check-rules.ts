import { parseClockTime, parseDateTime, parseIsoDate } from '../form/date-formats';
import { localizedValue } from '../localized-value';
import type { ConditionValue, FormContent, Rule } from '../types/form-model';
import { conditionFieldIds, conditionValueInput, isConditionField, operatorsForField, repeatableSectionOfFields, ruleFields } from './rule-fields';
import type { RuleField } from './rule-fields';

/** What is wrong with a rule (spec 001 §5 Rules); each has a message in the designer's texts. */
export type RuleErrorCode =
  | 'noConditions'
  | 'emptyGroup'
  | 'noTargets'
  | 'fieldMissing'
  | 'notAnswerable'
  | 'operatorNotOffered'
  | 'valueMissing'
  | 'valueInvalid'
  | 'conditionRepeated'
  | 'targetIsCondition'
  | 'targetRepeated'
  | 'mixedSections'
  | 'sectionNotTaken'
  | 'targetNeedsSameSection';

/** One error of a rule, with the place it is in (group and condition, or target) and the field concerned. */
export interface RuleError {
  code: RuleErrorCode;
  fieldId?: string;
  group?: number;
  condition?: number;
  target?: number;
}

const isBlank = (value: ConditionValue): boolean => value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Whether a condition's expected value fits its field and operator; null when it does, else the error. */
function valueError(entry: RuleField, operator: Rule['conditions'][number][number]['comparisonOperator'], value: ConditionValue): 'valueMissing' | 'valueInvalid' | null {
  const input = conditionValueInput(entry.field, operator);
  switch (input.kind) {
    case 'check':
      return value === null || value === true || value === false || value === 'true' || value === 'false' ? null : 'valueInvalid';
    case 'choice':
    case 'choices': {
      if (isBlank(value)) return 'valueMissing';
      const chosen = Array.isArray(value) ? value : [String(value)];
      if (input.kind === 'choice' && chosen.length > 1) return 'valueInvalid';
      const known = new Set(input.choices.map((choice) => choice.value));
      return chosen.every((id) => known.has(id)) ? null : 'valueInvalid';
    }
    case 'number':
      if (isBlank(value)) return 'valueMissing';
      return (typeof value === 'number' || typeof value === 'string') && Number.isFinite(Number(value)) ? null : 'valueInvalid';
    case 'date':
    case 'datetime':
    case 'time': {
      if (isBlank(value)) return 'valueMissing';
      const parse = input.kind === 'date' ? parseIsoDate : input.kind === 'datetime' ? parseDateTime : parseClockTime;
      return typeof value === 'string' && parse(value.trim()) !== null ? null : 'valueInvalid';
    }
    default:
      if (isBlank(value)) return 'valueMissing';
      return typeof value === 'string' || typeof value === 'number' ? null : 'valueInvalid';
  }
}

/**
 * The errors of one rule in a form (spec 001 §5 Rules): at least one condition group, no empty
 * group, at least one target; every field still in the form (a missing one is the rules refresh
 * error); conditions only on fields holding an answer, with an operator offered for the field
 * (`includes` never on a single-selection list) and a value that fits; a field once per group;
 * no field both condition and target; a target (field and action) once; no mix of repeatable
 * sections; the rule's section, when set, is the one its fields use; a target in a repeatable
 * section only with conditions and other targets of that same section.
 */
export function ruleErrors(content: FormContent, rule: Rule, fields: ReadonlyMap<string, RuleField> = new Map(ruleFields(content).map((entry) => [entry.field.id, entry]))): RuleError[] {
  const errors: RuleError[] = [];
  if (rule.conditions.length === 0) errors.push({ code: 'noConditions' });
  if (rule.targets.length === 0) errors.push({ code: 'noTargets' });
  const targetIds = new Set(rule.targets.map((target) => target.fieldId));
  rule.conditions.forEach((group, g) => {
    if (group.length === 0) errors.push({ code: 'emptyGroup', group: g });
    const seen = new Set<string>();
    group.forEach((condition, c) => {
      const place = { fieldId: condition.fieldId, group: g, condition: c };
      const entry = fields.get(condition.fieldId);
      if (!entry) {
        errors.push({ code: 'fieldMissing', ...place });
        return;
      }
      if (seen.has(condition.fieldId)) errors.push({ code: 'conditionRepeated', ...place });
      seen.add(condition.fieldId);
      if (targetIds.has(condition.fieldId)) errors.push({ code: 'targetIsCondition', ...place });
      if (!isConditionField(entry.field)) {
        errors.push({ code: 'notAnswerable', ...place });
        return;
      }
      if (!operatorsForField(entry.field).includes(condition.comparisonOperator)) {
        errors.push({ code: 'operatorNotOffered', ...place });
        return;
      }
      const wrong = valueError(entry, condition.comparisonOperator, condition.value);
      if (wrong) errors.push({ code: wrong, ...place });
    });
  });
  const seenTargets = new Set<string>();
  rule.targets.forEach((target, t) => {
    const place = { fieldId: target.fieldId, target: t };
    if (!fields.has(target.fieldId)) errors.push({ code: 'fieldMissing', ...place });
    const key = `${target.fieldId} ${target.action}`;
    if (seenTargets.has(key)) errors.push({ code: 'targetRepeated', ...place });
    seenTargets.add(key);
  });
  const conditionEntries = rule.conditions.flat().map((condition) => fields.get(condition.fieldId));
  const targetEntries = rule.targets.map((target) => fields.get(target.fieldId));
  const section = repeatableSectionOfFields([...conditionEntries, ...targetEntries]);
  if (section === 'mixed') errors.push({ code: 'mixedSections' });
  else if (rule.sectionMultipleId && rule.sectionMultipleId !== section) errors.push({ code: 'sectionNotTaken' });
  if (section !== 'mixed') {
    rule.targets.forEach((target, t) => {
      const entry = targetEntries[t];
      if (!entry?.repeatableSectionId) return;
      const others = [...conditionFieldIds(rule), ...rule.targets.filter((_, i) => i !== t).map((other) => other.fieldId)];
      const outside = others.find((fieldId) => fields.has(fieldId) && fields.get(fieldId)?.repeatableSectionId !== entry.repeatableSectionId);
      if (outside) errors.push({ code: 'targetNeedsSameSection', fieldId: target.fieldId, target: t });
    });
  }
  return errors;
}

/** The English text of a rule error, naming the field by its label (the server's 400 message). */
export function describeRuleError(content: FormContent, error: RuleError): string {
  const entry = error.fieldId ? ruleFields(content).find((candidate) => candidate.field.id === error.fieldId) : undefined;
  const label = entry ? `"${localizedValue(entry.field.text, 'en') || entry.field.id}"` : JSON.stringify(error.fieldId ?? '');
  const where = error.group !== undefined ? `group ${error.group + 1}, condition ${(error.condition ?? 0) + 1}: ` : error.target !== undefined ? `target ${error.target + 1}: ` : '';
  const texts: Record<RuleErrorCode, string> = {
    noConditions: 'a rule needs at least one condition',
    emptyGroup: `group ${(error.group ?? 0) + 1} has no condition`,
    noTargets: 'a rule needs at least one target',
    fieldMissing: `the field ${label} no longer exists`,
    notAnswerable: `the field ${label} holds no answer and cannot be a condition`,
    operatorNotOffered: `this operator is not offered for the field ${label}`,
    valueMissing: `enter the value to compare the field ${label} with`,
    valueInvalid: `the value does not fit the field ${label}`,
    conditionRepeated: `the field ${label} is already a condition of this group`,
    targetIsCondition: `the field ${label} cannot be both a condition and a target`,
    targetRepeated: `the field ${label} is already a target with this action`,
    mixedSections: 'conditions and targets may not mix fields of different repeatable sections',
    sectionNotTaken: "the rule's repeatable section is not the one its fields are in",
    targetNeedsSameSection: `the target ${label} is in a repeatable section: every condition and target must be in that same section`,
  };
  return `${where}${texts[error.code]}`;
}

/** The rules of a form with errors, by index; empty when every rule may be saved. */
export function invalidRules(content: FormContent): { index: number; rule: Rule; errors: RuleError[] }[] {
  const fields = new Map(ruleFields(content).map((entry) => [entry.field.id, entry]));
  return content.rules.flatMap((rule, index) => {
    const errors = ruleErrors(content, rule, fields);
    return errors.length > 0 ? [{ index, rule, errors }] : [];
  });
}

export type CheckFormRulesResult = { ok: true } | { ok: false; error: string };

/**
 * The save check of a form's rules (spec 001 §5 Rules, issue 10 §5), the same the designer runs
 * before saving: the first rule with errors, named by its place and name, with what is wrong.
 */
export function checkFormRules(content: FormContent): CheckFormRulesResult {
  const [first] = invalidRules(content);
  if (!first) return { ok: true };
  const messages = first.errors.map((error) => describeRuleError(content, error));
  return { ok: false, error: `rules[${first.index}] (${first.rule.name || first.rule.id}): ${messages.join('; ')}` };
}
