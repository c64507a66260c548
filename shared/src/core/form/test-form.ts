import type { Condition, FormContent, Rule, Section } from '../types/form-model';
import { parseFormContent } from './parse-form-content';

/** Builds content for tests through the real parser, so defaults apply as in production. */
export function testForm(raw: { sections: unknown[]; rules?: unknown[] }): FormContent {
  const result = parseFormContent(JSON.stringify({ steps: [{ id: 's1', name: 'Step', sections: raw.sections }], rules: raw.rules ?? [] }));
  if (!result.ok) throw new Error(result.error);
  return result.content;
}

/** A plain (not repeatable) section of the given fields. */
export function section(id: string, fields: unknown[], extra: Partial<Section> = {}): unknown {
  return { id, name: id, fields, ...extra };
}

/** A rule from condition groups and targets written tersely. */
export function rule(
  id: string,
  groups: [string, Condition['comparisonOperator'], Condition['value']][][],
  targets: [string, 'isVisible' | 'isRequired'][],
  extra: Partial<Rule> = {},
): unknown {
  return {
    id,
    name: id,
    conditions: groups.map((group) => group.map(([fieldId, comparisonOperator, value], i) => ({ id: `${id}-${i}`, fieldId, comparisonOperator, value }))),
    targets: targets.map(([fieldId, action], i) => ({ id: `${id}-t${i}`, fieldId, action })),
    ...extra,
  };
}
