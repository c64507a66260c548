import type { FormContent, Section, Step } from '../types/form-model';

/** The field ids a rule reads (conditions) or changes (targets). */
export function fieldIdsUsedByRules(content: FormContent): Set<string> {
  const used = new Set<string>();
  for (const rule of content.rules) {
    for (const group of rule.conditions) for (const condition of group) used.add(condition.fieldId);
    for (const target of rule.targets) used.add(target.fieldId);
  }
  return used;
}

/** The names of the rules using a field (spec 001 §4: such a field may not be deleted). */
export function rulesUsingField(content: FormContent, fieldId: string): string[] {
  return content.rules
    .filter((rule) => rule.conditions.some((group) => group.some((condition) => condition.fieldId === fieldId)) || rule.targets.some((target) => target.fieldId === fieldId))
    .map((rule) => rule.name || rule.id);
}

/** The names of the rules using a section: one of its fields, or the section as a rule's repeatable section. */
export function rulesUsingSection(content: FormContent, section: Section): string[] {
  const names = new Set<string>();
  for (const field of section.fields) for (const name of rulesUsingField(content, field.id)) names.add(name);
  for (const rule of content.rules) if (rule.sectionMultipleId === section.id) names.add(rule.name || rule.id);
  return [...names];
}

/** The names of the rules using any field of a step. */
export function rulesUsingStep(content: FormContent, step: Step): string[] {
  const names = new Set<string>();
  for (const section of step.sections) for (const name of rulesUsingSection(content, section)) names.add(name);
  return [...names];
}
