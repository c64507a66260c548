import { copyFieldId } from '../form/copy-field-id';
import type { FieldValue, FormValues } from '../form/form-values';
import { createRulesEngine } from '../form/rules-engine';
import type { FormContent, Rule, RuleAction } from '../types/form-model';
import { repeatableSectionOfFields, ruleFields } from './rule-fields';

/** A new, empty rule: one empty condition group, no target. */
export function newRule(id: string, name = ''): Rule {
  return { id, name, sectionMultipleId: null, conditions: [[]], targets: [] };
}

/** Spec 001 §5: a rule using a repeatable-section field takes that section (none otherwise). */
export function withRuleSection(content: FormContent, rule: Rule): Rule {
  const fields = new Map(ruleFields(content).map((entry) => [entry.field.id, entry]));
  const section = repeatableSectionOfFields([...rule.conditions.flat().map((c) => fields.get(c.fieldId)), ...rule.targets.map((t) => fields.get(t.fieldId))]);
  const sectionMultipleId = section === 'mixed' ? (rule.sectionMultipleId ?? null) : section;
  return sectionMultipleId === (rule.sectionMultipleId ?? null) ? rule : { ...rule, sectionMultipleId };
}

/** Puts a rule in the form: replaces the rule of the same id, or adds it last; its section is set from its fields. */
export function saveRule(content: FormContent, rule: Rule): FormContent {
  const saved = withRuleSection(content, rule);
  const index = content.rules.findIndex((candidate) => candidate.id === rule.id);
  const rules = index === -1 ? [...content.rules, saved] : content.rules.map((candidate, i) => (i === index ? saved : candidate));
  return { ...content, rules };
}

/** Removes a rule from the form. */
export function deleteRule(content: FormContent, ruleId: string): FormContent {
  return { ...content, rules: content.rules.filter((rule) => rule.id !== ruleId) };
}

/** What the "try it" panel shows for one target: the field, the action, and the state the rules engine decided. */
export interface TriedTarget {
  targetId: string;
  fieldId: string;
  action: RuleAction;
  visible: boolean;
  required: boolean;
}

export interface RuleTrial {
  /** Whether the rule holds on the answers (any group of all-holding conditions). */
  holds: boolean;
  targets: TriedTarget[];
}

/**
 * Issue 10 §1 "try it": runs the shared rules engine on the form with this rule alone, on answers
 * keyed by field id (a field of a repeatable section is answered in its first copy), and gives
 * each target's visible and required state, as the public form would show them.
 */
export function tryRule(content: FormContent, rule: Rule, answers: Readonly<Record<string, FieldValue>>): RuleTrial {
  const fields = ruleFields(content);
  const repeatable = new Map(fields.map((entry) => [entry.field.id, entry.repeatableSectionId]));
  const keyOf = (fieldId: string) => (repeatable.get(fieldId) ? copyFieldId(fieldId, 1) : fieldId);
  const values: FormValues = {};
  // Every field of a used repeatable section gets a key in copy 1, so that copy exists.
  const section = withRuleSection(content, rule).sectionMultipleId;
  for (const entry of fields) if (section && entry.repeatableSectionId === section) values[copyFieldId(entry.field.id, 1)] = null;
  for (const [fieldId, value] of Object.entries(answers)) if (repeatable.has(fieldId)) values[keyOf(fieldId)] = value;
  const engine = createRulesEngine({ ...content, rules: [rule] });
  const evaluation = engine.evaluate(values);
  const holds = [...evaluation.holding.values()].some(Boolean);
  const targets = rule.targets.map((target) => {
    const state = evaluation.states.get(keyOf(target.fieldId)) ?? { visible: false, required: false };
    return { targetId: target.id, fieldId: target.fieldId, action: target.action, visible: state.visible, required: state.required };
  });
  return { holds, targets };
}
