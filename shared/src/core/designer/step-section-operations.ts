import type { LocalizedText } from '../types/common';
import type { FormContent, Section } from '../types/form-model';
import { updateSection } from './field-operations';
import { done, refused } from './result';
import type { DesignerResult } from './result';
import { rulesUsingSection, rulesUsingStep } from './rule-usage';

/** Adds an empty step at the end. */
export function addStep(content: FormContent, step: { id: string; name: LocalizedText }): FormContent {
  return { ...content, steps: [...content.steps, { id: step.id, name: step.name, sections: [] }] };
}

/** Renames a step (name per language). */
export function renameStep(content: FormContent, stepId: string, name: LocalizedText): DesignerResult {
  if (!content.steps.some((step) => step.id === stepId)) return refused('notFound');
  return done({ ...content, steps: content.steps.map((step) => (step.id === stepId ? { ...step, name } : step)) });
}

/** Deletes a step, refused while a rule uses one of its fields (spec 001 §4). */
export function deleteStep(content: FormContent, stepId: string): DesignerResult {
  const step = content.steps.find((candidate) => candidate.id === stepId);
  if (!step) return refused('notFound');
  const rules = rulesUsingStep(content, step);
  if (rules.length > 0) return refused('usedInRule', rules);
  return done({ ...content, steps: content.steps.filter((candidate) => candidate.id !== stepId) });
}

/** The step selected after deleting one: the first remaining step (spec 001 §4), or none. */
export function stepAfterDelete(content: FormContent): string | null {
  return content.steps[0]?.id ?? null;
}

/** What the section dialog edits. */
export interface SectionProperties {
  name: LocalizedText;
  multiple: boolean;
  /** Copies of a repeatable section: min ≥ 0, max ≥ min (null = no maximum). */
  min: number;
  max: number | null;
}

function bounds(properties: SectionProperties): Section['multipleValidations'] {
  if (!properties.multiple) return null;
  const min = Math.max(0, Math.round(properties.min));
  const max = properties.max === null ? Number.POSITIVE_INFINITY : Math.max(min, Math.round(properties.max));
  return { min, max };
}

/** Adds a section at the end of a step. */
export function addSection(content: FormContent, stepId: string, id: string, properties: SectionProperties): DesignerResult {
  if (!content.steps.some((step) => step.id === stepId)) return refused('emptyStep');
  const section: Section = { id, name: properties.name, multiple: properties.multiple, visible: true, fields: [], multipleValidations: bounds(properties) };
  return done({ ...content, steps: content.steps.map((step) => (step.id === stepId ? { ...step, sections: [...step.sections, section] } : step)) });
}

/** Edits a section; changing its multiple flag is refused while a rule uses it (spec 001 §4). */
export function editSection(content: FormContent, sectionId: string, properties: SectionProperties): DesignerResult {
  const section = content.steps.flatMap((step) => step.sections).find((candidate) => candidate.id === sectionId);
  if (!section) return refused('notFound');
  if (section.multiple !== properties.multiple) {
    const rules = rulesUsingSection(content, section);
    if (rules.length > 0) return refused('usedInRule', rules);
  }
  return done(updateSection(content, sectionId, (current) => ({ ...current, name: properties.name, multiple: properties.multiple, multipleValidations: bounds(properties) })));
}

/** Deletes a section and its fields, refused while a rule uses it (spec 001 §4). */
export function deleteSection(content: FormContent, sectionId: string): DesignerResult {
  const section = content.steps.flatMap((step) => step.sections).find((candidate) => candidate.id === sectionId);
  if (!section) return refused('notFound');
  const rules = rulesUsingSection(content, section);
  if (rules.length > 0) return refused('usedInRule', rules);
  return done({ ...content, steps: content.steps.map((step) => ({ ...step, sections: step.sections.filter((candidate) => candidate.id !== sectionId) })) });
}
