import { parseFormContent } from './form';
import { submissionCellText, submissionListFields } from './submission-columns';
import type { FormContent } from './types/form-model';

const text = (value: string) => [{ culture: 'en', value }, { culture: 'fr', value: `${value} (fr)` }];
const field = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, text: text(id), size: 6, required: false, visible: true, enabled: true, ...extra });

function content(steps: unknown[][], multiple = false): FormContent {
  const parsed = parseFormContent(
    JSON.stringify({
      steps: steps.map((fields, index) => ({ id: `s${index}`, name: text('Step'), sections: [{ id: `sec${index}`, name: text('Section'), multiple, visible: true, fields }] })),
      rules: [],
    }),
  );
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.content;
}

describe('spec 000 §2 submissions list columns', () => {
  it('takes the first four text-like fields of the first step, in order', () => {
    const form = content([
      [field('a', 'Text'), field('box', 'CheckBox'), field('b', 'EmailAddress'), field('sig', 'Signature'), field('c', 'Birthdate'), field('d', 'Numeric'), field('e', 'Text')],
      [field('later', 'Text')],
    ]);
    expect(submissionListFields(form).map((f) => f.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('skips types that are not text-like (checks, uploads, payments, info)', () => {
    const form = content([[field('box', 'CheckBox'), field('up', 'UploadFile'), field('html', 'HTML', { value: text('x') }), field('name', 'Text')]]);
    expect(submissionListFields(form).map((f) => f.id)).toEqual(['name']);
  });

  it('skips fields of repeatable sections', () => {
    expect(submissionListFields(content([[field('name', 'Text')]], true))).toEqual([]);
  });

  it('has no columns without steps', () => {
    expect(submissionListFields({ steps: [], rules: [] } as unknown as FormContent)).toEqual([]);
  });
});

describe('submission list cells', () => {
  const form = content([[field('name', 'Text'), field('level', 'Select', { options: [{ value: 'beginner', text: text('Beginner') }] }), field('age', 'Numeric')]]);
  const [name, level, age] = submissionListFields(form);
  const answers = [
    { id: 'name', rowId: null, value: JSON.stringify({ value: 'Léa' }) },
    { id: 'level', rowId: null, value: JSON.stringify({ value: 'beginner' }) },
    { id: 'age', rowId: null, value: JSON.stringify({ value: 12 }) },
  ];

  it('shows the answer as text, a select by its label in the language', () => {
    expect(submissionCellText(name!, answers, 'en')).toBe('Léa');
    expect(submissionCellText(level!, answers, 'fr')).toBe('Beginner (fr)');
    expect(submissionCellText(age!, answers, 'en')).toBe('12');
  });

  it('is empty when unanswered', () => {
    expect(submissionCellText(name!, [], 'en')).toBe('');
    expect(submissionCellText(name!, [{ id: 'name', rowId: null, value: JSON.stringify({ value: null }) }], 'en')).toBe('');
  });
});
