import type { FormContent } from '../types/form-model';
import type { ReportContent } from '../types/report';
import { REPORT_GENERAL_COLUMNS } from '../types/report';
import {
  checkedReportFieldCount,
  editorStateFromForm,
  moveReportField,
  reportColumnFields,
  reportContentFromEditor,
  setAllReportFieldsChecked,
  setReportFieldChecked,
} from './report-editor';
import type { ReportEditorState } from './report-editor';

const text = (en: string, fr: string) => [
  { culture: 'en' as const, value: en },
  { culture: 'fr' as const, value: fr },
];
const base = { size: 6, required: false, visible: true, enabled: true };

const content = {
  steps: [
    {
      id: 's1',
      name: text('Swimmer', 'Nageur'),
      sections: [
        {
          id: 'sec1',
          name: text('Identity', 'Identité'),
          multiple: false,
          visible: true,
          fields: [
            { ...base, id: 'first', type: 'Text', text: text('First name', 'Prénom') },
            { ...base, id: 'last', type: 'Text', text: text('Last name', 'Nom') },
            { ...base, id: 'intro', type: 'StaticText', text: text('Intro', 'Intro'), value: text('Hi', 'Salut') },
            { ...base, id: 'secret', type: 'Text', text: text('Secret', 'Secret'), excludeFromReport: true },
            { ...base, id: 'email', type: 'EmailAddress', text: text('E-mail', 'Courriel') },
          ],
        },
        {
          id: 'kids',
          name: text('Children', 'Enfants'),
          multiple: true,
          visible: true,
          fields: [{ ...base, id: 'kid', type: 'Text', text: text('Child', 'Enfant') }],
        },
      ],
    },
    { id: 's2', name: text('Options', 'Options'), sections: [{ id: 'sec2', name: text('Level', 'Niveau'), multiple: false, visible: true, fields: [{ ...base, id: 'level', type: 'Select', text: text('Level', 'Niveau'), options: [] }] }] },
  ],
  rules: [],
} as FormContent;

const ids = (state: ReportEditorState, sectionIndex = 0) => state[0]?.sections[sectionIndex]?.fields.map((line) => line.field.id);
const checked = (state: ReportEditorState) => state.flatMap((step) => step.sections.flatMap((section) => section.fields.filter((line) => line.checked).map((line) => line.field.id)));

describe('report editor state (spec 001 §3 Report, §4 report editor)', () => {
  it('groups the reportable fields by step then section, in the given language; info-only and excluded fields are not offered', () => {
    const state = editorStateFromForm(content, null, 'fr');
    expect(state.map((step) => step.name)).toEqual(['Nageur', 'Options']);
    expect(state[0]?.sections.map((section) => [section.name, section.multiple])).toEqual([
      ['Identité', false],
      ['Enfants', true],
    ]);
    expect(ids(state)).toEqual(['first', 'last', 'email']);
    expect(state[0]?.sections[0]?.fields[0]?.field).toEqual({ id: 'first', text: 'Prénom' });
  });

  it('create mode: every field starts checked', () => {
    expect(checked(editorStateFromForm(content, null, 'en'))).toEqual(['first', 'last', 'email', 'kid', 'level']);
  });

  it("edit mode: a section lists the report's fields checked in the report's order, then the others unchecked in form order", () => {
    const report: ReportContent = { name: 'R', steps: [{ id: 's1', fields: [{ id: 'email' }, { id: 'first' }, { id: 'gone' }] }], general: [] };
    const state = editorStateFromForm(content, report, 'en');
    expect(ids(state)).toEqual(['email', 'first', 'last']);
    expect(checked(state)).toEqual(['email', 'first']);
  });

  it('the form without steps gives an empty state (the no-fields note)', () => {
    expect(editorStateFromForm({ steps: [], rules: [] }, null, 'en')).toEqual([]);
  });
});

describe('reorder (spec 001 §4: up is ignored for the first item, down for the last)', () => {
  const state = editorStateFromForm(content, null, 'en');

  it.each([
    ['last', 'up', ['last', 'first', 'email']],
    ['first', 'down', ['last', 'first', 'email']],
    ['email', 'up', ['first', 'email', 'last']],
  ] as const)('%s %s moves one place within its section', (fieldId, direction, expected) => {
    expect(ids(moveReportField(state, fieldId, direction))).toEqual(expected);
  });

  it.each([
    ['first', 'up'],
    ['email', 'down'],
    ['kid', 'up'],
    ['unknown', 'down'],
  ] as const)('%s %s changes nothing and gives the same state back', (fieldId, direction) => {
    expect(moveReportField(state, fieldId, direction)).toBe(state);
  });
});

describe('check, check all, uncheck all (spec 001 §2 report editor header)', () => {
  const state = editorStateFromForm(content, null, 'en');

  it('unchecking one field leaves the others', () => {
    expect(checked(setReportFieldChecked(state, 'last', false))).toEqual(['first', 'email', 'kid', 'level']);
  });

  it('uncheck all then check all', () => {
    const none = setAllReportFieldsChecked(state, false);
    expect(checkedReportFieldCount(none)).toBe(0);
    expect(checkedReportFieldCount(setAllReportFieldsChecked(none, true))).toBe(5);
  });
});

describe('saved content (spec 001 §3 Report content {name, steps [{id, fields [{id}]}], general [{id}]})', () => {
  it('keeps the checked fields per step in the editor order, the trimmed name and the fixed columns', () => {
    const state = setReportFieldChecked(moveReportField(editorStateFromForm(content, null, 'en'), 'email', 'up'), 'level', false);
    expect(reportContentFromEditor(state, '  Camp list ')).toEqual({
      name: 'Camp list',
      steps: [
        { id: 's1', fields: [{ id: 'first' }, { id: 'email' }, { id: 'last' }, { id: 'kid' }] },
        { id: 's2', fields: [] },
      ],
      general: REPORT_GENERAL_COLUMNS.map((id) => ({ id })),
    });
  });

  it('reloading the saved content gives the same editor state back', () => {
    const state = setReportFieldChecked(moveReportField(editorStateFromForm(content, null, 'en'), 'email', 'up'), 'first', false);
    const again = editorStateFromForm(content, reportContentFromEditor(state, 'x'), 'en');
    expect(checked(again)).toEqual(checked(state));
  });
});

describe('report columns (issue 12: checked fields in the report order, excludeFromReport honoured)', () => {
  it('follows the report order and drops unknown, excluded, info-only and repeated ids', () => {
    const report: ReportContent = {
      name: 'R',
      steps: [
        { id: 's2', fields: [{ id: 'level' }] },
        { id: 's1', fields: [{ id: 'email' }, { id: 'secret' }, { id: 'intro' }, { id: 'nope' }, { id: 'email' }, { id: 'kid' }] },
      ],
      general: [],
    };
    expect(reportColumnFields(content, report).map(({ field, section }) => [field.id, section.id])).toEqual([
      ['level', 'sec2'],
      ['email', 'sec1'],
      ['kid', 'kids'],
    ]);
  });
});
