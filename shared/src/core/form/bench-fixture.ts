import type { Field, FormContent, Rule, Section } from '../types/form-model';

/** The checkbox of `generateLargeForm` whose rule shows or hides 100 fields at once. */
export const LARGE_FORM_TOGGLE_FIELD_ID = 'field-0';

/** A small deterministic pseudo-random generator (mulberry32), so every run builds the same form. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const en = (value: string) => [{ culture: 'en' as const, value }, { culture: 'fr' as const, value }];
const options = ['a', 'b', 'c', 'd'].map((value) => ({ value, text: en(value.toUpperCase()) }));

function makeField(index: number): Field {
  const common = { id: `field-${index}`, text: en(`Field ${index}`), size: 6, required: index % 7 === 0, visible: true, enabled: true };
  switch (index % 6) {
    case 0:
      return { ...common, type: 'CheckBox', defaultValue: false };
    case 1:
      return { ...common, type: 'Numeric', min: 0, max: 100, defaultValue: null };
    case 2:
      return { ...common, type: 'Select', options };
    case 3:
      return { ...common, type: 'OptionList', options, multiSelection: true };
    case 4:
      return { ...common, type: 'Date' };
    default:
      return { ...common, type: 'Text', minLength: 0, maxLength: 50 };
  }
}

/**
 * The benchmark form (architecture bars "1,000 fields and 300 rules on one page"): one step,
 * sections of 50 fields of mixed types, and rules whose conditions read a field and target
 * fields further down (so the rules settle without loops). Rule 0 makes the checkbox
 * `LARGE_FORM_TOGGLE_FIELD_ID` show 100 fields; the others show one to three fields or make
 * one required. Deterministic: the same arguments always give the same form.
 */
export function generateLargeForm({ fields = 1000, rules = 300 }: { fields?: number; rules?: number } = {}): FormContent {
  const random = seededRandom(20240601);
  const all = Array.from({ length: fields }, (_unused, index) => makeField(index));
  const sections: Section[] = [];
  for (let start = 0; start < all.length; start += 50) {
    sections.push({ id: `section-${start / 50}`, name: en(`Section ${start / 50 + 1}`), multiple: false, visible: true, fields: all.slice(start, start + 50) });
  }
  const pick = (from: number) => Math.min(fields - 1, from + 1 + Math.floor(random() * Math.max(1, fields - from - 1)));
  const result: Rule[] = [];
  if (rules > 0 && fields > 1) {
    const shown = Math.min(100, fields - 1);
    result.push({
      id: 'rule-0',
      name: 'Toggle shows 100 fields',
      conditions: [[{ id: 'c-0', fieldId: LARGE_FORM_TOGGLE_FIELD_ID, comparisonOperator: 'isChecked', value: true }]],
      targets: Array.from({ length: shown }, (_unused, t) => ({ id: `t-0-${t}`, fieldId: `field-${fields - shown + t}`, action: 'isVisible' as const })),
    });
  }
  // Sources are the first fields so every target lies further down: no rule feeds an earlier one.
  const sourceSpan = Math.max(1, Math.floor(fields * 0.6));
  for (let r = 1; r < rules && fields > 1; r += 1) {
    const source = 1 + Math.floor(random() * Math.max(1, sourceSpan - 1));
    const field = all[source];
    const condition = (() => {
      switch (field?.type) {
        case 'CheckBox':
          return { comparisonOperator: 'isChecked' as const, value: true };
        case 'Numeric':
          return { comparisonOperator: 'greaterThan' as const, value: Math.floor(random() * 100) };
        case 'Select':
          return { comparisonOperator: 'equal' as const, value: 'b' };
        case 'OptionList':
          return { comparisonOperator: 'includes' as const, value: ['c'] };
        default:
          return { comparisonOperator: 'isCompleted' as const, value: true };
      }
    })();
    const targetCount = 1 + Math.floor(random() * 3);
    const action = random() < 0.2 ? ('isRequired' as const) : ('isVisible' as const);
    result.push({
      id: `rule-${r}`,
      name: `Rule ${r}`,
      conditions: [[{ id: `c-${r}`, fieldId: `field-${source}`, ...condition }]],
      targets: Array.from({ length: targetCount }, (_unused, t) => ({ id: `t-${r}-${t}`, fieldId: `field-${pick(source)}`, action })),
    });
  }
  return { steps: [{ id: 'step-0', name: en('Large form'), sections }], rules: result };
}
