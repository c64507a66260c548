import type { Field, FieldType, FieldValue } from '@front-office/shared/core';

/** What the field view hands every renderer; the label and error around it are the view's. */
export interface FieldRendererProps<T extends FieldType> {
  field: Extract<Field, { type: T }>;
  /** The field or copy id (`{fieldId}@{copy}`), the key files are posted under. */
  fieldKey: string;
  inputId: string;
  labelId: string;
  describedBy: string | undefined;
  value: FieldValue;
  required: boolean;
  invalid: boolean;
  disabled: boolean;
  onChange(value: FieldValue): void;
  onFile(file: File | null): void;
}
