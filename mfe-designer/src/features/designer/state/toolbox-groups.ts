import { FIELD_TYPES } from '@front-office/shared/core';
import type { FieldType } from '@front-office/shared/core';

export type ToolboxGroup = 'inputs' | 'choices' | 'dates' | 'content' | 'files' | 'payment';

/** The toolbox's collapsible groups over the whole field catalogue (spec 001 §3). */
export const TOOLBOX_GROUPS: { group: ToolboxGroup; types: FieldType[] }[] = [
  { group: 'inputs', types: ['Text', 'LongText', 'MaskText', 'EmailAddress', 'Numeric'] },
  { group: 'choices', types: ['CheckBox', 'Toggle', 'Acknowledgment', 'Select', 'OptionList', 'YesNo', 'Rating'] },
  { group: 'dates', types: ['Date', 'Datetime', 'Time', 'Birthdate'] },
  { group: 'content', types: ['StaticText', 'HTML', 'EmbeddedPhoto', 'Video', 'WebLink', 'DocumentViewer'] },
  { group: 'files', types: ['UploadFile', 'Signature', 'TakePicture', 'Captcha'] },
  { group: 'payment', types: ['Payment', 'PaymentZone', 'PaymentOptionList', 'PaymentChoiceList', 'Products'] },
];

/** Every type is offered exactly once (checked by the toolbox test). */
export const TOOLBOX_TYPES: FieldType[] = TOOLBOX_GROUPS.flatMap((entry) => entry.types);
export const CATALOGUE_SIZE = FIELD_TYPES.length;

/** Types with a choices tab (spec 001 §2). */
export const CHOICE_TYPES = new Set<FieldType>(['Select', 'OptionList', 'PaymentOptionList', 'PaymentChoiceList', 'Products']);
