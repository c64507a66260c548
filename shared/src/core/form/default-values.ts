import type { FormContent } from '../types/form-model';
import { copyFieldId } from './copy-field-id';
import { holdsValue } from './form-values';
import type { FormValues } from './form-values';
import { fieldDefaultValue } from './field-default-value';
import { initialCopies } from './repeatable-sections';

/** The initial answers of a form: every field's default, repeatable sections with their minimum copies. */
export function defaultValues(content: FormContent): FormValues {
  const values: FormValues = {};
  for (const step of content.steps) {
    for (const section of step.sections) {
      const fields = section.fields.filter(holdsValue);
      if (!section.multiple) {
        for (const field of fields) values[field.id] = fieldDefaultValue(field);
        continue;
      }
      const copies = initialCopies(section, {});
      for (let copy = 1; copy <= copies; copy += 1) {
        for (const field of fields) values[copyFieldId(field.id, copy)] = fieldDefaultValue(field);
      }
    }
  }
  return values;
}
