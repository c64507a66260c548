import { normalizeFormContent } from '../form/parse-form-content';
import type { Condition, FormContent, Rule, Target } from '../types/form-model';

const t = (value: string) => [{ culture: 'en', value }];
const options = (...values: string[]) => values.map((value) => ({ value, text: t(value.toUpperCase()) }));

/**
 * A form for the rules tests: one plain section with a field of each kind a rule meets, two
 * repeatable sections (kids: kid, allergy; adults: adult) and an info-only text.
 */
export function rulesTestContent(rules: Rule[] = []): FormContent {
  const parsed = normalizeFormContent({
    steps: [
      {
        id: 's1',
        name: t('One'),
        sections: [
          {
            id: 'main',
            name: t('Main'),
            fields: [
              { id: 'member', type: 'CheckBox', text: t('Member') },
              { id: 'note', type: 'Text', text: t('Note') },
              { id: 'age', type: 'Numeric', text: t('Age') },
              { id: 'day', type: 'Date', text: t('Day') },
              { id: 'at', type: 'Time', text: t('At') },
              { id: 'when', type: 'Datetime', text: t('When') },
              { id: 'level', type: 'Select', text: t('Level'), options: options('a', 'b') },
              { id: 'one', type: 'OptionList', text: t('One'), options: options('x', 'y'), multiSelection: false },
              { id: 'many', type: 'OptionList', text: t('Many'), options: options('x', 'y'), multiSelection: true },
              { id: 'yes', type: 'YesNo', text: t('Yes') },
              { id: 'shop', type: 'Products', text: t('Shop'), products: [{ value: 'cap', text: t('Cap'), price: 100 }] },
              { id: 'file', type: 'UploadFile', text: t('File') },
              { id: 'info', type: 'StaticText', text: t('Info'), value: t('Read me') },
            ],
          },
          { id: 'kids', name: t('Kids'), multiple: true, multipleValidations: { min: 1, max: 3 }, fields: [{ id: 'kid', type: 'Text', text: t('Kid') }, { id: 'allergy', type: 'CheckBox', text: t('Allergy') }] },
          { id: 'adults', name: t('Adults'), multiple: true, fields: [{ id: 'adult', type: 'Text', text: t('Adult') }] },
        ],
      },
    ],
    rules,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.content;
}

export const when = (fieldId: string, comparisonOperator: Condition['comparisonOperator'], value: Condition['value'] = null): Condition => ({ id: `${fieldId}-${comparisonOperator}`, fieldId, comparisonOperator, value });
export const target = (fieldId: string, action: Target['action'] = 'isVisible'): Target => ({ id: `${fieldId}-${action}`, fieldId, action });
export const rule = (conditions: Condition[][], targets: Target[], extra: Partial<Rule> = {}): Rule => ({ id: 'rule', name: 'Rule', sectionMultipleId: null, conditions, targets, ...extra });
