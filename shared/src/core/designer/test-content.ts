import { normalizeFormContent } from '../form/parse-form-content';
import type { FormContent } from '../types/form-model';

const f = (id: string, type = 'Text', size = 6) => ({ id, type, text: [{ culture: 'en', value: id }, { culture: 'fr', value: `${id} fr` }], size });

/** Two steps: s1 with sections a (f1, f2) and b (f3, empty-ish), s2 with the repeatable section r (f4); s3 empty. */
export function designerTestContent(rules: unknown[] = []): FormContent {
  const parsed = normalizeFormContent({
    steps: [
      { id: 's1', name: [{ culture: 'en', value: 'One' }], sections: [{ id: 'a', name: 'A', fields: [f('f1'), f('f2')] }, { id: 'b', name: 'B', fields: [f('f3')] }, { id: 'e', name: 'E', fields: [] }] },
      { id: 's2', name: [{ culture: 'en', value: 'Two' }], sections: [{ id: 'r', name: 'R', multiple: true, multipleValidations: { min: 1, max: 3 }, fields: [f('f4')] }] },
      { id: 's3', name: [{ culture: 'en', value: 'Three' }], sections: [] },
    ],
    rules,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.content;
}

export const ruleOn = (fieldId: string, target = 'f2', extra: Record<string, unknown> = {}) => ({
  id: `rule-${fieldId}`,
  name: `Rule on ${fieldId}`,
  conditions: [[{ id: 'c', fieldId, comparisonOperator: 'isCompleted', value: null }]],
  targets: [{ id: 't', fieldId: target, action: 'isVisible' }],
  ...extra,
});

export const fieldIds = (content: FormContent, sectionId: string): string[] =>
  content.steps.flatMap((step) => step.sections).find((section) => section.id === sectionId)?.fields.map((field) => field.id) ?? [];
