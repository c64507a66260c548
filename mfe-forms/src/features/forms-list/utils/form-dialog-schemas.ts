import * as yup from 'yup';
import type { Language } from '@front-office/shared/core';
import { FORM_NAME_MAX, LANGUAGES } from '@front-office/shared/core';

// Messages are keys of the forms namespace so the dialogs translate them in the current language.
const formName = yup
  .string()
  .trim()
  // `required` already refuses '' (and a blank name once trimmed): the spec's minimum of 1.
  .required('formsList.validation.nameRequired')
  .max(FORM_NAME_MAX, 'formsList.validation.nameTooLong');

/** Create-form modal (spec 000 §5): name 1 to 100, a template, at least one language. */
export const createFormSchema = yup.object({
  name: formName,
  templateId: yup.string().required('formsList.validation.templateRequired'),
  languages: yup
    .array(yup.mixed<Language>().oneOf([...LANGUAGES]).defined())
    .defined()
    .min(1, 'formsList.validation.languageRequired'),
});

export type CreateFormValues = yup.InferType<typeof createFormSchema>;

/** Clone modal (spec 000 §5): name 1 to 100. */
export const cloneFormSchema = yup.object({ name: formName });

export type CloneFormValues = yup.InferType<typeof cloneFormSchema>;
