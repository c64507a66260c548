import { deleteRule, newRule, saveRule, tryRule, withRuleSection } from './rule-operations';
import { rule, rulesTestContent, target, when } from './rules-test-form';

describe('spec 001 §5 Rules: a rule using a repeatable-section field takes that section', () => {
  it.each([
    ['a condition in kids', rule([[when('allergy', 'isChecked')]], [target('note')]), 'kids'],
    ['a target in kids', rule([[when('allergy', 'isChecked')]], [target('kid')]), 'kids'],
    ['no repeatable field', rule([[when('member', 'isChecked')]], [target('note')], { sectionMultipleId: 'kids' }), null],
  ])('%s → %s', (_name, edited, section) => {
    expect(withRuleSection(rulesTestContent(), edited).sectionMultipleId).toBe(section);
  });
});

describe('issue 10 §1: rules are added, replaced and deleted in the content', () => {
  it('adds a new rule last, replaces one of the same id, deletes by id', () => {
    const content = rulesTestContent([rule([[when('member', 'isChecked')]], [target('note')])]);
    const added = saveRule(content, { ...newRule('r2', 'Second'), conditions: [[when('level', 'equal', 'a')]], targets: [target('age')] });
    expect(added.rules.map((entry) => entry.id)).toEqual(['rule', 'r2']);
    const renamed = saveRule(added, { ...added.rules[0]!, name: 'Renamed' });
    expect(renamed.rules.map((entry) => entry.name)).toEqual(['Renamed', 'Second']);
    expect(renamed.steps).toBe(content.steps);
    expect(deleteRule(renamed, 'rule').rules.map((entry) => entry.id)).toEqual(['r2']);
  });

  it('a new rule starts with one empty condition group and no target', () => {
    expect(newRule('x')).toEqual({ id: 'x', name: '', sectionMultipleId: null, conditions: [[]], targets: [] });
  });
});

describe('issue 10 §1 "try it": the shared rules engine decides which targets show or are required', () => {
  const orGroups = rule([[when('member', 'isChecked', true)], [when('level', 'equal', 'b'), when('age', 'greaterOrEqual', 18)]], [target('note'), target('day', 'isRequired')]);
  const content = rulesTestContent();
  it.each([
    ['nothing answered', {}, false],
    ['the first group', { member: true }, true],
    ['half of the second group', { level: 'b' }, false],
    ['all of the second group', { level: 'b', age: 20 }, true],
    ['the second group with a lower age', { level: 'b', age: 17 }, false],
  ])('%s → holds %s', (_name, answers, holds) => {
    const trial = tryRule(content, orGroups, answers);
    expect(trial.holds).toBe(holds);
    expect(trial.targets).toEqual([
      { targetId: 'note-isVisible', fieldId: 'note', action: 'isVisible', visible: holds, required: false },
      { targetId: 'day-isRequired', fieldId: 'day', action: 'isRequired', visible: true, required: holds },
    ]);
  });

  it('a rule on a repeatable section is tried on a copy of it', () => {
    const perCopy = rule([[when('allergy', 'isChecked', true)]], [target('kid', 'isRequired')], { sectionMultipleId: 'kids' });
    expect(tryRule(content, perCopy, { allergy: true }).targets[0]).toMatchObject({ fieldId: 'kid', required: true });
    expect(tryRule(content, perCopy, { allergy: false }).targets[0]).toMatchObject({ fieldId: 'kid', required: false });
  });
});
