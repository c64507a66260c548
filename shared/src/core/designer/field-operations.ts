import { GRID_COLUMNS } from '../constants';
import type { Field, FormContent, Section } from '../types/form-model';
import { done, refused } from './result';
import type { DesignerResult } from './result';
import { rulesUsingField } from './rule-usage';

/** Where a field is: step, section and position indexes. */
export interface FieldPlace {
  step: number;
  section: number;
  index: number;
}

export function findField(content: FormContent, fieldId: string): (FieldPlace & { field: Field }) | null {
  for (const [s, step] of content.steps.entries()) {
    for (const [c, section] of step.sections.entries()) {
      const index = section.fields.findIndex((field) => field.id === fieldId);
      if (index >= 0) return { step: s, section: c, index, field: section.fields[index]! };
    }
  }
  return null;
}

export function findSection(content: FormContent, sectionId: string): { step: number; section: number } | null {
  for (const [s, step] of content.steps.entries()) {
    const c = step.sections.findIndex((section) => section.id === sectionId);
    if (c >= 0) return { step: s, section: c };
  }
  return null;
}

/** Replaces one section, keeping every other step and section object identical. */
export function updateSection(content: FormContent, sectionId: string, update: (section: Section) => Section): FormContent {
  return {
    ...content,
    steps: content.steps.map((step) =>
      step.sections.some((section) => section.id === sectionId)
        ? { ...step, sections: step.sections.map((section) => (section.id === sectionId ? update(section) : section)) }
        : step,
    ),
  };
}

/**
 * Adds a field to the selected step (spec 001 §4): right after `afterFieldId` when that field is
 * in the step, else at the end of its last section. No step selected is the empty-step error, a
 * step without sections the empty-section error.
 */
export function addField(content: FormContent, stepId: string | null, field: Field, afterFieldId: string | null = null): DesignerResult {
  const step = content.steps.find((candidate) => candidate.id === stepId);
  if (!step) return refused('emptyStep');
  const after = afterFieldId === null ? null : findField(content, afterFieldId);
  if (after && content.steps[after.step] === step) return insertField(content, field, step.sections[after.section]!.id, after.index + 1);
  const last = step.sections.at(-1);
  if (!last) return refused('emptySection');
  return done(updateSection(content, last.id, (section) => ({ ...section, fields: [...section.fields, field] })));
}

/** Inserts a new field at a position of any section (a drop from the toolbox); the position is clamped to the section. */
export function insertField(content: FormContent, field: Field, sectionId: string, index: number): DesignerResult {
  if (!findSection(content, sectionId)) return refused('notFound');
  return done(
    updateSection(content, sectionId, (section) => {
      const fields = [...section.fields];
      fields.splice(Math.max(0, Math.min(index, fields.length)), 0, field);
      return { ...section, fields };
    }),
  );
}

/**
 * Moves a field to a position of a section, its own or another, empty or not (spec 001 §2 drag
 * and drop). `index` is the position in the target section after the field left its own.
 */
export function moveField(content: FormContent, fieldId: string, toSectionId: string, index: number): DesignerResult {
  const from = findField(content, fieldId);
  if (!from || !findSection(content, toSectionId)) return refused('notFound');
  const fromSectionId = content.steps[from.step]!.sections[from.section]!.id;
  const without = updateSection(content, fromSectionId, (section) => ({ ...section, fields: section.fields.filter((field) => field.id !== fieldId) }));
  return insertField(without, from.field, toSectionId, index);
}

/** Replaces a field's properties (the editing panel); the id and type stay. */
export function updateField(content: FormContent, fieldId: string, patch: Partial<Field>): DesignerResult {
  const place = findField(content, fieldId);
  if (!place) return refused('notFound');
  const sectionId = content.steps[place.step]!.sections[place.section]!.id;
  const next = { ...place.field, ...patch, id: place.field.id, type: place.field.type } as Field;
  return done(updateSection(content, sectionId, (section) => ({ ...section, fields: section.fields.map((field) => (field.id === fieldId ? next : field)) })));
}

/** Resizes a field's width on the 12-column grid, kept within 1–12 (spec 001 §9). */
export function resizeField(content: FormContent, fieldId: string, size: number): DesignerResult {
  return updateField(content, fieldId, { size: Math.min(GRID_COLUMNS, Math.max(1, Math.round(size))) });
}

/** Deletes a field, refused while a rule uses it (spec 001 §4). */
export function deleteField(content: FormContent, fieldId: string): DesignerResult {
  const place = findField(content, fieldId);
  if (!place) return refused('notFound');
  const rules = rulesUsingField(content, fieldId);
  if (rules.length > 0) return refused('usedInRule', rules);
  const sectionId = content.steps[place.step]!.sections[place.section]!.id;
  return done(updateSection(content, sectionId, (section) => ({ ...section, fields: section.fields.filter((field) => field.id !== fieldId) })));
}
