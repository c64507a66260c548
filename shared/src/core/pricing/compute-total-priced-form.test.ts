import { computeTotal } from './compute-total';
import { generatePricedForm } from '../../../../bench/fixtures/priced-form';
import { createRulesEngine } from '../form/rules-engine';

describe('pricing bench form (issue 8: 100 priced fields, p95 ≤ 1 ms)', () => {
  test('is deterministic, has 100 priced fields and a positive total', () => {
    const { content, values } = generatePricedForm(100);
    expect(generatePricedForm(100)).toEqual({ content, values });
    const { states } = createRulesEngine(content).evaluate(values);
    const result = computeTotal({ content, values, states });
    expect(result.lines.length).toBeGreaterThanOrEqual(100);
    expect(result.total).toBeGreaterThan(0);
  });
});
