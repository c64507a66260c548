/**
 * The form model of spec 001 §3 (steps, sections, fields, rules), as types only: the schema,
 * parser and rules engine come with the designer work.
 */
import type { LocalizedText } from './common';
import type { DocumentType } from '../document-types';

/** Every field type of the catalogue (spec 001 §3). */
export const FIELD_TYPES = [
  'Text',
  'LongText',
  'MaskText',
  'Numeric',
  'StaticText',
  'HTML',
  'EmailAddress',
  'CheckBox',
  'Toggle',
  'Acknowledgment',
  'Date',
  'Datetime',
  'Time',
  'Birthdate',
  'Select',
  'OptionList',
  'YesNo',
  'Rating',
  'EmbeddedPhoto',
  'Video',
  'WebLink',
  'DocumentViewer',
  'UploadFile',
  'Signature',
  'TakePicture',
  'Captcha',
  'Payment',
  'PaymentZone',
  'PaymentOptionList',
  'PaymentChoiceList',
  'Products',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A choice of a select, option list or payment list (spec 001 §3 Option). */
export interface Option {
  value: string;
  text: LocalizedText;
  /** Cents. */
  price?: number;
  disabled?: boolean;
}

/** A choice of a payment option or choice list: price in cents and a description. */
export interface PricedOption extends Option {
  price: number;
  description?: LocalizedText;
}

/** A product: price in cents, min/max quantity per submission and a total stock limit. */
export interface Product {
  value: string;
  text: LocalizedText;
  description?: LocalizedText;
  price: number;
  min?: number | null;
  max?: number | null;
  limit?: number | null;
}

export type YesNoValue = 'yes' | 'no' | 'na';

/** Properties every field has (spec 001 §3 Field, common properties). */
export interface FieldCommon {
  id: string;
  text: LocalizedText;
  /** Width on the 12-column grid, 1 to 12. */
  size: number;
  hiddenText?: boolean;
  textColor?: string;
  required: boolean;
  visible: boolean;
  enabled: boolean;
  excludeFromReport?: boolean;
  placeholder?: LocalizedText;
}

type TextInputExtras = { defaultValue?: string; minLength?: number; maxLength?: number };
type DateExtras = { defaultValue?: string };
type CheckExtras = { defaultValue?: boolean };
type NoExtras = { defaultValue?: never };

/** The extras of each field type (spec 001 §3 Field types and extras). */
export interface FieldExtrasMap {
  Text: TextInputExtras;
  LongText: TextInputExtras;
  MaskText: { defaultValue?: string; mask?: string };
  Numeric: { defaultValue?: number | null; min?: number | null; max?: number | null; decimals?: number };
  StaticText: { value: LocalizedText };
  HTML: { value: LocalizedText };
  EmailAddress: { defaultValue?: string };
  CheckBox: CheckExtras;
  Toggle: CheckExtras;
  Acknowledgment: CheckExtras;
  Date: DateExtras;
  Datetime: DateExtras;
  Time: DateExtras;
  Birthdate: DateExtras;
  Select: { options: Option[]; defaultValue?: string };
  OptionList: { options: Option[]; multiSelection: boolean; defaultValue?: string[] };
  YesNo: { allowNa: boolean; defaultValue?: YesNoValue };
  Rating: { count: number; allowHalf: boolean; starColor?: string; defaultValue?: number };
  EmbeddedPhoto: { defaultValue?: string; alt?: LocalizedText };
  Video: { videoPlayer: 'youtube'; defaultValue?: string };
  WebLink: { defaultValue?: string; target?: string };
  DocumentViewer: { defaultValue?: string; documentName?: string; documentType?: DocumentType };
  UploadFile: NoExtras;
  Signature: NoExtras;
  TakePicture: NoExtras;
  Captcha: NoExtras;
  Payment: NoExtras;
  PaymentZone: NoExtras;
  PaymentOptionList: { options: PricedOption[]; multiSelection?: boolean; defaultValue?: string[] };
  PaymentChoiceList: { choices: PricedOption[]; defaultValue?: string };
  Products: { products: Product[]; defaultValue?: ProductQuantity[] };
}

/** One product line of a Products answer (spec 001 §5). */
export interface ProductQuantity {
  id: string;
  quantity: number;
}

/** A field of one given type: common properties, its `type` tag and its extras. */
export type FieldOf<T extends FieldType> = FieldCommon & { type: T } & FieldExtrasMap[T];

/** Any field, discriminated by `type`. */
export type Field = { [T in FieldType]: FieldOf<T> }[FieldType];

/** A section of a step (spec 001 §3); `multiple` makes it repeatable within `multipleValidations`. */
export interface Section {
  id: string;
  name: LocalizedText;
  multiple: boolean;
  visible: boolean;
  fields: Field[];
  multipleValidations?: { min: number; max: number } | null;
}

export interface Step {
  id: string;
  name: LocalizedText;
  sections: Section[];
}

/** Condition operators (spec 001 §3 Rule). */
export const COMPARISON_OPERATORS = [
  'isChecked',
  'includes',
  'equal',
  'greaterThan',
  'lowerThan',
  'lowerOrEqual',
  'greaterOrEqual',
  'isCompleted',
] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/** What a rule does to its targets (spec 001 §3 Rule). */
export const RULE_ACTIONS = ['isRequired', 'isVisible'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

export type ConditionValue = string | number | boolean | string[] | null;

export interface Condition {
  id: string;
  fieldId: string;
  comparisonOperator: ComparisonOperator;
  value: ConditionValue;
}

export interface Target {
  id: string;
  fieldId: string;
  action: RuleAction;
}

/**
 * A conditional rule (spec 001 §3): `conditions` is a list of groups; conditions inside a
 * group are ANDed, groups are ORed.
 */
export interface Rule {
  id: string;
  name: string;
  sectionMultipleId?: string | null;
  conditions: Condition[][];
  targets: Target[];
}

/** What a form's `content` JSON text holds. */
export interface FormContent {
  steps: Step[];
  rules: Rule[];
}
