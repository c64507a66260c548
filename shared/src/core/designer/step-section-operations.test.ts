import { addSection, addStep, deleteSection, deleteStep, editSection, renameStep, stepAfterDelete } from './step-section-operations';
import type { DesignerResult } from './result';
import { designerTestContent, ruleOn } from './test-content';

const content = designerTestContent();
const ok = (result: DesignerResult) => {
  if (!result.ok) throw new Error(result.error);
  return result.content;
};
const name = [{ culture: 'en' as const, value: 'New' }];

describe('spec 001 §2: add and edit a step, name per language', () => {
  it('adds an empty step at the end and renames it', () => {
    const added = addStep(content, { id: 's4', name });
    expect(added.steps.map((step) => step.id)).toEqual(['s1', 's2', 's3', 's4']);
    expect(ok(renameStep(added, 's4', [{ culture: 'fr', value: 'Nouveau' }])).steps[3]!.name).toEqual([{ culture: 'fr', value: 'Nouveau' }]);
  });
});

describe('spec 001 §4: deleting a step selects the first remaining one, and is blocked while a rule uses it', () => {
  it.each([
    ['a step no rule uses', 's2', [], { steps: ['s1', 's3'], selected: 's1' }],
    ['the first step', 's1', [], { steps: ['s2', 's3'], selected: 's2' }],
    ['a step whose field a rule reads', 's2', [ruleOn('f4', 'f1')], { error: 'usedInRule', rules: ['Rule on f4'] }],
  ])('%s', (_name, stepId, rules, expected) => {
    const result = deleteStep(designerTestContent(rules), stepId);
    if (!result.ok) return expect({ error: result.error, rules: result.rules }).toEqual(expected);
    const next = ok(result);
    expect({ steps: next.steps.map((step) => step.id), selected: stepAfterDelete(next) }).toEqual(expected);
  });
});

describe('spec 001 §2: add/edit section with name, multiple flag and min/max copies', () => {
  it.each([
    ['a plain section', { name, multiple: false, min: 0, max: null }, { multiple: false, multipleValidations: null }],
    ['a repeatable section, min 1 max 3', { name, multiple: true, min: 1, max: 3 }, { multiple: true, multipleValidations: { min: 1, max: 3 } }],
    ['max below min is raised to min', { name, multiple: true, min: 2, max: 1 }, { multipleValidations: { min: 2, max: 2 } }],
    ['no max', { name, multiple: true, min: 0, max: null }, { multipleValidations: { min: 0, max: Number.POSITIVE_INFINITY } }],
  ])('%s', (_name, properties, expected) => {
    const next = ok(addSection(content, 's3', 'n', properties));
    expect(next.steps[2]!.sections[0]).toMatchObject({ id: 'n', fields: [], ...expected });
  });

  it('adding a section with no step selected is the empty step error', () => {
    expect(addSection(content, 'nope', 'n', { name, multiple: false, min: 0, max: null })).toEqual({ ok: false, error: 'emptyStep' });
  });
});

describe('spec 001 §4: deleting a section or changing its multiple flag is blocked while a rule uses it', () => {
  const used = designerTestContent([ruleOn('f4', 'f4', { sectionMultipleId: 'r' })]);
  it.each([
    ['delete a section no rule uses', () => deleteSection(used, 'b'), true],
    ['delete a section a rule uses', () => deleteSection(used, 'r'), false],
    ['change the multiple flag of a used section', () => editSection(used, 'r', { name, multiple: false, min: 0, max: null }), false],
    ['rename a used section, keeping its flag', () => editSection(used, 'r', { name, multiple: true, min: 1, max: 2 }), true],
  ])('%s', (_name, run, allowed) => {
    const result = run();
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result).toEqual({ ok: false, error: 'usedInRule', rules: ['Rule on f4'] });
  });
});
