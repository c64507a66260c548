import { LANGUAGES } from '../types/common';
import type { Language, LocalizedText } from '../types/common';
import { COMPARISON_OPERATORS, FIELD_TYPES, RULE_ACTIONS } from '../types/form-model';
import { DEFAULT_DOCUMENT_TYPE, isDocumentType } from '../document-types';
import type {
  ComparisonOperator,
  Condition,
  ConditionValue,
  Field,
  FieldCommon,
  FieldType,
  FormContent,
  Option,
  PricedOption,
  Product,
  ProductQuantity,
  Rule,
  RuleAction,
  Section,
  Step,
  Target,
  YesNoValue,
} from '../types/form-model';

/** The result of parsing a form's `content` text: the content with defaults applied, or where it is wrong. */
export type ParseFormContentResult = { ok: true; content: FormContent } | { ok: false; error: string };

/** Thrown inside the parser only; carries the place (`steps[1].sections[0]...`) of the problem. */
class ContentError extends Error {}

type Raw = Record<string, unknown>;

function fail(place: string, message: string): never {
  throw new ContentError(`${place}: ${message}`);
}

function at(place: string, key: string | number): string {
  if (typeof key === 'number') return `${place}[${key}]`;
  return place ? `${place}.${key}` : key;
}

function asObject(value: unknown, place: string): Raw {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(place, 'expected an object');
  return value as Raw;
}

function asList(value: unknown, place: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(place, 'expected a list');
  return value;
}

function asId(value: unknown, place: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') fail(place, 'expected a non-empty id');
  return value;
}

function asOptionalString(value: unknown, place: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') fail(place, 'expected a text');
  return value;
}

function asBoolean(value: unknown, place: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (typeof value !== 'boolean') fail(place, 'expected true or false');
  return value;
}

function asOptionalNumber(value: unknown, place: string): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) fail(place, 'expected a number');
  return number;
}

function asNumber(value: unknown, place: string, fallback: number): number {
  return asOptionalNumber(value, place) ?? fallback;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function asLanguage(value: unknown, place: string): Language {
  const code = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  const language = LANGUAGES.find((candidate) => candidate === code);
  if (!language) fail(place, `unknown language ${JSON.stringify(value)}`);
  return language;
}

/** A plain string is accepted as an English text, since older content stored single-language labels. */
function asLocalized(value: unknown, place: string): LocalizedText {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [{ culture: 'en', value }];
  return asList(value, place).map((entry, index) => {
    const raw = asObject(entry, at(place, index));
    return {
      culture: asLanguage(raw.culture, at(at(place, index), 'culture')),
      value: asOptionalString(raw.value, at(at(place, index), 'value')) ?? '',
    };
  });
}

function asOptionalLocalized(value: unknown, place: string): LocalizedText | undefined {
  return value === undefined || value === null ? undefined : asLocalized(value, place);
}

function asStringList(value: unknown, place: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value === '' ? [] : [value];
  return asList(value, place).map((entry, index) => asId(entry, at(place, index)));
}

function parseOption(value: unknown, place: string): Option {
  const raw = asObject(value, place);
  const option: Option = { value: asId(raw.value, at(place, 'value')), text: asLocalized(raw.text, at(place, 'text')) };
  const price = asOptionalNumber(raw.price, at(place, 'price'));
  if (typeof price === 'number') option.price = Math.round(price);
  if (raw.disabled !== undefined) option.disabled = asBoolean(raw.disabled, at(place, 'disabled'), false);
  return option;
}

function parsePricedOption(value: unknown, place: string): PricedOption {
  const raw = asObject(value, place);
  const option: PricedOption = { ...parseOption(raw, place), price: Math.round(asNumber(raw.price, at(place, 'price'), 0)) };
  const description = asOptionalLocalized(raw.description, at(place, 'description'));
  if (description) option.description = description;
  return option;
}

function parseProduct(value: unknown, place: string): Product {
  const raw = asObject(value, place);
  const product: Product = {
    value: asId(raw.value, at(place, 'value')),
    text: asLocalized(raw.text, at(place, 'text')),
    price: Math.round(asNumber(raw.price, at(place, 'price'), 0)),
    min: asOptionalNumber(raw.min, at(place, 'min')) ?? null,
    max: asOptionalNumber(raw.max, at(place, 'max')) ?? null,
    limit: asOptionalNumber(raw.limit, at(place, 'limit')) ?? null,
  };
  const description = asOptionalLocalized(raw.description, at(place, 'description'));
  if (description) product.description = description;
  return product;
}

function parseProductLines(value: unknown, place: string): ProductQuantity[] | undefined {
  if (value === undefined || value === null) return undefined;
  return asList(value, place).map((entry, index) => {
    const raw = asObject(entry, at(place, index));
    return { id: asId(raw.id, at(at(place, index), 'id')), quantity: asNumber(raw.quantity, at(at(place, index), 'quantity'), 0) };
  });
}

const fieldTypesByLowerCase = new Map<string, FieldType>(FIELD_TYPES.map((type) => [type.toLowerCase(), type]));
const YES_NO_VALUES: readonly YesNoValue[] = ['yes', 'no', 'na'];

function parseFieldType(value: unknown, place: string): FieldType {
  const type = typeof value === 'string' ? fieldTypesByLowerCase.get(value.toLowerCase()) : undefined;
  if (!type) fail(place, value === undefined ? 'missing field type' : `unknown field type ${JSON.stringify(value)}`);
  return type;
}

function parseField(value: unknown, place: string): Field {
  const raw = asObject(value, place);
  const type = parseFieldType(raw.type, at(place, 'type'));
  const p = (key: string) => at(place, key);
  const common: FieldCommon = {
    id: asId(raw.id, p('id')),
    text: asLocalized(raw.text, p('text')),
    size: clamp(Math.round(asNumber(raw.size, p('size'), 6)), 1, 12),
    required: asBoolean(raw.required, p('required'), false),
    visible: asBoolean(raw.visible, p('visible'), true),
    enabled: asBoolean(raw.enabled, p('enabled'), true),
  };
  if (raw.hiddenText !== undefined) common.hiddenText = asBoolean(raw.hiddenText, p('hiddenText'), false);
  const textColor = asOptionalString(raw.textColor, p('textColor'));
  if (textColor !== undefined) common.textColor = textColor;
  if (raw.excludeFromReport !== undefined) common.excludeFromReport = asBoolean(raw.excludeFromReport, p('excludeFromReport'), false);
  const placeholder = asOptionalLocalized(raw.placeholder, p('placeholder'));
  if (placeholder) common.placeholder = placeholder;
  const defaultText = () => asOptionalString(raw.defaultValue, p('defaultValue'));

  switch (type) {
    case 'Text':
    case 'LongText': {
      const minLength = Math.max(0, Math.round(asNumber(raw.minLength, p('minLength'), 0)));
      const maxLength = Math.max(minLength, Math.round(asNumber(raw.maxLength, p('maxLength'), 50)));
      return { ...common, type, defaultValue: defaultText(), minLength, maxLength };
    }
    case 'MaskText':
      return { ...common, type, defaultValue: defaultText(), mask: asOptionalString(raw.mask, p('mask')) };
    case 'Numeric': {
      const decimals = asOptionalNumber(raw.decimals, p('decimals'));
      return {
        ...common,
        type,
        defaultValue: asOptionalNumber(raw.defaultValue, p('defaultValue')) ?? null,
        min: asOptionalNumber(raw.min, p('min')) ?? null,
        // Only a missing max takes the default: an explicit null means no upper bound.
        max: raw.max === undefined ? 50 : (asOptionalNumber(raw.max, p('max')) ?? null),
        ...(typeof decimals === 'number' ? { decimals: Math.max(0, Math.round(decimals)) } : {}),
      };
    }
    case 'StaticText':
    case 'HTML':
      return { ...common, type, value: asLocalized(raw.value, p('value')) };
    case 'EmailAddress':
    case 'Date':
    case 'Datetime':
    case 'Time':
    case 'Birthdate':
      return { ...common, type, defaultValue: defaultText() };
    case 'CheckBox':
    case 'Toggle':
    case 'Acknowledgment':
      return { ...common, type, defaultValue: asBoolean(raw.defaultValue, p('defaultValue'), false) };
    case 'Select':
      return { ...common, type, options: asList(raw.options, p('options')).map((o, i) => parseOption(o, at(p('options'), i))), defaultValue: defaultText() };
    case 'OptionList':
      return {
        ...common,
        type,
        options: asList(raw.options, p('options')).map((o, i) => parseOption(o, at(p('options'), i))),
        multiSelection: asBoolean(raw.multiSelection, p('multiSelection'), false),
        defaultValue: asStringList(raw.defaultValue, p('defaultValue')),
      };
    case 'YesNo': {
      const defaultValue = defaultText();
      if (defaultValue !== undefined && defaultValue !== '' && !YES_NO_VALUES.some((v) => v === defaultValue)) {
        fail(p('defaultValue'), `expected yes, no or na, got ${JSON.stringify(defaultValue)}`);
      }
      return { ...common, type, allowNa: asBoolean(raw.allowNa, p('allowNa'), true), defaultValue: YES_NO_VALUES.find((v) => v === defaultValue) };
    }
    case 'Rating': {
      const count = clamp(Math.round(asNumber(raw.count, p('count'), 5)), 1, 10);
      const defaultValue = asOptionalNumber(raw.defaultValue, p('defaultValue'));
      return {
        ...common,
        type,
        count,
        allowHalf: asBoolean(raw.allowHalf, p('allowHalf'), true),
        starColor: asOptionalString(raw.starColor, p('starColor')),
        defaultValue: typeof defaultValue === 'number' ? clamp(defaultValue, 0, count) : undefined,
      };
    }
    case 'EmbeddedPhoto':
      return { ...common, type, defaultValue: defaultText(), alt: asOptionalLocalized(raw.alt, p('alt')) };
    case 'Video':
      return { ...common, type, videoPlayer: 'youtube', defaultValue: defaultText() };
    case 'WebLink':
      return { ...common, type, defaultValue: defaultText(), target: asOptionalString(raw.target, p('target')) || '_blank' };
    case 'DocumentViewer': {
      const documentType = asOptionalString(raw.documentType, p('documentType'))?.toLowerCase() || DEFAULT_DOCUMENT_TYPE;
      const known = isDocumentType(documentType) ? documentType : undefined;
      if (!known) fail(p('documentType'), `unknown document type ${JSON.stringify(raw.documentType)}`);
      return {
        ...common,
        type,
        defaultValue: defaultText(),
        documentName: asOptionalString(raw.documentName, p('documentName')) || 'download',
        documentType: known,
      };
    }
    case 'PaymentOptionList':
      return {
        ...common,
        type,
        options: asList(raw.options, p('options')).map((o, i) => parsePricedOption(o, at(p('options'), i))),
        multiSelection: asBoolean(raw.multiSelection, p('multiSelection'), false),
        defaultValue: asStringList(raw.defaultValue, p('defaultValue')),
      };
    case 'PaymentChoiceList':
      return {
        ...common,
        type,
        choices: asList(raw.choices, p('choices')).map((o, i) => parsePricedOption(o, at(p('choices'), i))),
        defaultValue: defaultText(),
      };
    case 'Products':
      return {
        ...common,
        type,
        products: asList(raw.products, p('products')).map((o, i) => parseProduct(o, at(p('products'), i))),
        defaultValue: parseProductLines(raw.defaultValue, p('defaultValue')),
      };
    case 'UploadFile':
    case 'Signature':
    case 'TakePicture':
    case 'Captcha':
    case 'Payment':
    case 'PaymentZone':
      return { ...common, type };
  }
}

function parseSection(value: unknown, place: string, fieldIds: Map<string, string>): Section {
  const raw = asObject(value, place);
  const multiple = asBoolean(raw.multiple, at(place, 'multiple'), false);
  const section: Section = {
    id: asId(raw.id, at(place, 'id')),
    name: asLocalized(raw.name, at(place, 'name')),
    multiple,
    visible: asBoolean(raw.visible, at(place, 'visible'), true),
    fields: asList(raw.fields, at(place, 'fields')).map((entry, index) => {
      const fieldPlace = at(at(place, 'fields'), index);
      const field = parseField(entry, fieldPlace);
      const first = fieldIds.get(field.id);
      // Values, states and rules are all keyed by field id, so two fields may not share one.
      if (first !== undefined) fail(at(fieldPlace, 'id'), `duplicate field id ${JSON.stringify(field.id)} (also at ${first})`);
      fieldIds.set(field.id, fieldPlace);
      return field;
    }),
  };
  if (raw.multipleValidations !== undefined && raw.multipleValidations !== null) {
    const bounds = asObject(raw.multipleValidations, at(place, 'multipleValidations'));
    const min = Math.max(0, Math.round(asNumber(bounds.min, at(at(place, 'multipleValidations'), 'min'), multiple ? 1 : 0)));
    const max = asOptionalNumber(bounds.max, at(at(place, 'multipleValidations'), 'max'));
    if (typeof max === 'number' && max < min) fail(at(at(place, 'multipleValidations'), 'max'), `max (${max}) is below min (${min})`);
    // A missing max means unbounded; Infinity is written back to JSON as null, which reads as missing again.
    section.multipleValidations = { min, max: typeof max === 'number' ? Math.round(max) : Number.POSITIVE_INFINITY };
  } else if (raw.multipleValidations === null) {
    section.multipleValidations = null;
  }
  return section;
}

const operatorsByKey = new Map<string, ComparisonOperator>([
  ...COMPARISON_OPERATORS.map((op): [string, ComparisonOperator] => [op.toLowerCase(), op]),
  ['checked', 'isChecked'],
  ['include', 'includes'],
  ['contains', 'includes'],
  ['equals', 'equal'],
  ['isequal', 'equal'],
  ['lessthan', 'lowerThan'],
  ['lessorequal', 'lowerOrEqual'],
  ['lowerthanorequal', 'lowerOrEqual'],
  ['greaterthanorequal', 'greaterOrEqual'],
  ['completed', 'isCompleted'],
]);

const actionsByKey = new Map<string, RuleAction>([
  ...RULE_ACTIONS.map((action): [string, RuleAction] => [action.toLowerCase(), action]),
  ['required', 'isRequired'],
  ['visible', 'isVisible'],
]);

function normalizedWords(value: string): string {
  return value.toLowerCase().replace(/[\s_-]+/g, '');
}

/** The stable operator id of a spelling such as 'is checked', 'Greater Than' or 'lowerOrEqual'. */
export function parseComparisonOperator(value: unknown): ComparisonOperator | null {
  return typeof value === 'string' ? (operatorsByKey.get(normalizedWords(value)) ?? null) : null;
}

/** The stable action id of a spelling such as 'is visible' or 'isRequired'. */
export function parseRuleAction(value: unknown): RuleAction | null {
  return typeof value === 'string' ? (actionsByKey.get(normalizedWords(value)) ?? null) : null;
}

function parseConditionValue(value: unknown, place: string): ConditionValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((entry, index) => asId(entry, at(place, index)));
  return fail(place, 'expected a text, number, true/false or list');
}

function parseRule(value: unknown, place: string): Rule {
  const raw = asObject(value, place);
  const groups = asList(raw.conditions, at(place, 'conditions'));
  const conditions: Condition[][] = groups.map((group, g) => {
    const groupPlace = at(at(place, 'conditions'), g);
    // A flat condition (not wrapped in a group) is read as a group of one.
    const entries = Array.isArray(group) ? group : [group];
    return entries.map((entry, c) => {
      const conditionPlace = Array.isArray(group) ? at(groupPlace, c) : groupPlace;
      const condition = asObject(entry, conditionPlace);
      const operator = parseComparisonOperator(condition.comparisonOperator);
      if (!operator) fail(at(conditionPlace, 'comparisonOperator'), `unknown operator ${JSON.stringify(condition.comparisonOperator)}`);
      return {
        id: asOptionalString(condition.id, at(conditionPlace, 'id')) ?? `${g}-${c}`,
        fieldId: asId(condition.fieldId, at(conditionPlace, 'fieldId')),
        comparisonOperator: operator,
        value: parseConditionValue(condition.value, at(conditionPlace, 'value')),
      };
    });
  });
  const targets: Target[] = asList(raw.targets, at(place, 'targets')).map((entry, index) => {
    const targetPlace = at(at(place, 'targets'), index);
    const target = asObject(entry, targetPlace);
    const action = parseRuleAction(target.action);
    if (!action) fail(at(targetPlace, 'action'), `unknown action ${JSON.stringify(target.action)}`);
    return {
      id: asOptionalString(target.id, at(targetPlace, 'id')) ?? String(index),
      fieldId: asId(target.fieldId, at(targetPlace, 'fieldId')),
      action,
    };
  });
  return {
    id: asId(raw.id, at(place, 'id')),
    name: asOptionalString(raw.name, at(place, 'name')) ?? '',
    sectionMultipleId: asOptionalString(raw.sectionMultipleId, at(place, 'sectionMultipleId')) || null,
    conditions,
    targets,
  };
}

/** Checks and normalizes already-decoded content; throws a message naming the place on error. */
function buildContent(value: unknown): FormContent {
  const raw = asObject(value, 'content');
  const fieldIds = new Map<string, string>();
  const steps: Step[] = asList(raw.steps, 'steps').map((entry, s) => {
    const place = at('steps', s);
    const step = asObject(entry, place);
    return {
      id: asId(step.id, at(place, 'id')),
      name: asLocalized(step.name, at(place, 'name')),
      sections: asList(step.sections, at(place, 'sections')).map((section, i) => parseSection(section, at(at(place, 'sections'), i), fieldIds)),
    };
  });
  const rules = asList(raw.rules, 'rules').map((entry, r) => parseRule(entry, at('rules', r)));
  // Other keys (such as e-mail content kept beside the steps) are carried through untouched.
  return { ...raw, steps, rules };
}

/**
 * Parses a form's `content` JSON text (spec 001 §3) and applies the field defaults; a text that
 * does not match gives an error naming the place, e.g. `steps[1].sections[0].fields[3].type:
 * unknown field type "Foo"`. Blank text is an empty form.
 */
export function parseFormContent(text: string): ParseFormContentResult {
  if (text.trim() === '') return { ok: true, content: { steps: [], rules: [] } };
  let decoded: unknown;
  try {
    decoded = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `content: invalid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  return normalizeFormContent(decoded);
}

/** Same checks and defaults as `parseFormContent`, for content already decoded from JSON. */
export function normalizeFormContent(value: unknown): ParseFormContentResult {
  try {
    return { ok: true, content: buildContent(value) };
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, error: error.message };
    throw error;
  }
}
