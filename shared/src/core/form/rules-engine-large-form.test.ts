import { generateLargeForm, LARGE_FORM_TOGGLE_FIELD_ID } from '../../../../bench/fixtures/large-form';
import { defaultValues } from './default-values';
import { createRulesEngine } from './rules-engine';

describe('architecture bar: rules engine on 1,000 fields and 300 rules', () => {
  const content = generateLargeForm({ fields: 1000, rules: 300 });
  const engine = createRulesEngine(content);
  const values = defaultValues(content);
  const start = engine.evaluate(values);

  test('the fixture is deterministic and of the requested size, without rule loops', () => {
    expect(generateLargeForm({ fields: 1000, rules: 300 })).toEqual(content);
    expect(content.steps.flatMap((s) => s.sections).flatMap((s) => s.fields)).toHaveLength(1000);
    expect(content.rules).toHaveLength(300);
    expect(engine.cyclicRuleIds).toEqual([]);
    expect(start.cycled).toBe(false);
  });

  test('checking the toggle shows 100 fields, evaluating only the rules it reaches', () => {
    const checked = { ...values, [LARGE_FORM_TOGGLE_FIELD_ID]: true };
    const next = engine.update(start, checked, LARGE_FORM_TOGGLE_FIELD_ID);
    const shown = [...next.states].filter(([id, state]) => state.visible && !start.states.get(id)?.visible);
    expect(shown).toHaveLength(100);
    expect(next.evaluatedRules).toBeLessThan(30);
    expect(next.states).toEqual(engine.evaluate(checked).states);
  });

  test('every single change updates incrementally to the full evaluation result', () => {
    let previous = start;
    let current = values;
    for (const rule of content.rules.slice(1, 60)) {
      const condition = rule.conditions[0]?.[0];
      if (!condition) continue;
      current = { ...current, [condition.fieldId]: condition.value === true ? true : typeof condition.value === 'number' ? condition.value + 1 : condition.value };
      previous = engine.update(previous, current, condition.fieldId);
      expect(previous.evaluatedRules).toBeLessThan(content.rules.length);
    }
    expect(previous.states).toEqual(engine.evaluate(current).states);
  });
});
