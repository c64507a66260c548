import type { Language } from '../types/common';
import type { Field, FormContent, Section } from '../types/form-model';
import type { ReportContent } from '../types/report';
import { REPORT_GENERAL_COLUMNS } from '../types/report';
import { holdsValue } from '../form/form-values';
import { localizedValue } from '../localized-value';

/** One field line of the report editor (spec 001 §3 Report: a checked flag and field {id, text}). */
export interface ReportEditorField {
  checked: boolean;
  field: { id: string; text: string };
}

export interface ReportEditorSection {
  id: string;
  name: string;
  /** Repeatable: its fields give one column per copy. */
  multiple: boolean;
  fields: ReportEditorField[];
}

export interface ReportEditorStep {
  id: string;
  name: string;
  sections: ReportEditorSection[];
}

/** The report editor's state: per step, per section, the fields in report order. */
export type ReportEditorState = ReportEditorStep[];

export type MoveDirection = 'up' | 'down';

/** Whether a field can be a report column: it holds an answer and is not excluded from reports. */
export function isReportable(field: Field): boolean {
  return holdsValue(field) && field.excludeFromReport !== true;
}

/** The reportable fields of a section, in form order. */
export function reportableFields(section: Section): Field[] {
  return section.fields.filter(isReportable);
}

/**
 * The editor state for a form (spec 001 §3–§4): every reportable field grouped by step and
 * section. Without a report (create mode) every field starts checked. With one, a section
 * lists the report's fields first, checked and in the report's order, then the others in form
 * order, unchecked; fields the form no longer has are dropped.
 */
export function editorStateFromForm(content: FormContent, report: ReportContent | null, language: Language): ReportEditorState {
  const chosen = new Map<string, number>();
  report?.steps.forEach((step) => step.fields.forEach((field) => {
    if (!chosen.has(field.id)) chosen.set(field.id, chosen.size);
  }));
  return content.steps.map((step) => ({
    id: step.id,
    name: localizedValue(step.name, language),
    sections: step.sections.map((section) => {
      const fields = reportableFields(section).map((field) => ({
        checked: report ? chosen.has(field.id) : true,
        field: { id: field.id, text: localizedValue(field.text, language) },
      }));
      const rank = (line: ReportEditorField) => chosen.get(line.field.id) ?? Number.POSITIVE_INFINITY;
      // A stable sort keeps form order among the unchecked ones.
      if (report) fields.sort((a, b) => (rank(a) === rank(b) ? 0 : rank(a) - rank(b)));
      return { id: section.id, name: localizedValue(section.name, language), multiple: section.multiple, fields };
    }),
  }));
}

function mapSections(state: ReportEditorState, change: (section: ReportEditorSection) => ReportEditorSection): ReportEditorState {
  return state.map((step) => ({ ...step, sections: step.sections.map(change) }));
}

/**
 * Moves a field one place up or down within its section (spec 001 §4): up is ignored for the
 * first field, down for the last; the same state comes back when nothing moves.
 */
export function moveReportField(state: ReportEditorState, fieldId: string, direction: MoveDirection): ReportEditorState {
  let moved = false;
  const next = mapSections(state, (section) => {
    const index = section.fields.findIndex((line) => line.field.id === fieldId);
    const target = direction === 'up' ? index - 1 : index + 1;
    if (index < 0 || target < 0 || target >= section.fields.length) return section;
    const fields = [...section.fields];
    const [line] = fields.splice(index, 1);
    if (line) fields.splice(target, 0, line);
    moved = true;
    return { ...section, fields };
  });
  return moved ? next : state;
}

/** Checks or unchecks one field. */
export function setReportFieldChecked(state: ReportEditorState, fieldId: string, checked: boolean): ReportEditorState {
  return mapSections(state, (section) => ({
    ...section,
    fields: section.fields.map((line) => (line.field.id === fieldId ? { ...line, checked } : line)),
  }));
}

/** Check all / uncheck all (spec 001 §2 report editor header). */
export function setAllReportFieldsChecked(state: ReportEditorState, checked: boolean): ReportEditorState {
  return mapSections(state, (section) => ({ ...section, fields: section.fields.map((line) => ({ ...line, checked })) }));
}

/** How many fields are checked. */
export function checkedReportFieldCount(state: ReportEditorState): number {
  return state.reduce((sum, step) => sum + step.sections.reduce((inner, section) => inner + section.fields.filter((line) => line.checked).length, 0), 0);
}

/**
 * The saved report content (spec 001 §3): the name, each step with its checked fields in the
 * editor's order, and the fixed columns under `general`.
 */
export function reportContentFromEditor(state: ReportEditorState, name: string): ReportContent {
  return {
    name: name.trim(),
    steps: state.map((step) => ({
      id: step.id,
      fields: step.sections.flatMap((section) => section.fields.filter((line) => line.checked).map((line) => ({ id: line.field.id }))),
    })),
    general: REPORT_GENERAL_COLUMNS.map((id) => ({ id })),
  };
}

/** A field chosen as a report column, with the section it sits in. */
export interface ReportColumnField {
  field: Field;
  section: Section;
}

/**
 * The columns a report asks for (issue 12), in the report's order: steps as listed in the
 * report, then their fields. Ids the form does not have, fields excluded from reports and
 * fields holding no answer are left out, and a field listed twice counts once.
 */
export function reportColumnFields(content: FormContent, report: ReportContent): ReportColumnField[] {
  const byId = new Map<string, ReportColumnField>();
  for (const step of content.steps) {
    for (const section of step.sections) for (const field of section.fields) byId.set(field.id, { field, section });
  }
  const seen = new Set<string>();
  const columns: ReportColumnField[] = [];
  for (const step of report.steps) {
    for (const { id } of step.fields) {
      const found = byId.get(id);
      if (!found || seen.has(id) || !isReportable(found.field)) continue;
      seen.add(id);
      columns.push(found);
    }
  }
  return columns;
}
