import * as yup from 'yup';
import { FORM_NAME_MAX } from '@front-office/shared/core';

// Messages are keys of the forms namespace so the dialogs translate them in the current language.
const formName = yup
  .string()
  .trim()
  // `required` already refuses '' (and a blank name once trimmed): the spec's minimum of 1.
  .required('formsList.validation.nameRequired')
  .max(FORM_NAME_MAX, 'formsList.validation.nameTooLong');

/** Clone modal (spec 000 §5): name 1 to 100. */
export const cloneFormSchema = yup.object({ name: formName });

export type CloneFormValues = yup.InferType<typeof cloneFormSchema>;
