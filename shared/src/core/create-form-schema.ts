import * as yup from 'yup';
import { FORM_NAME_MAX } from './constants';
import { LANGUAGES } from './types/common';
import type { Language } from './types/common';

/**
 * The create-form fields (spec 000 §2, §5), shared by the forms list's dialog and the designer's
 * create page: name 1 to 100 (trimmed), a template, at least one language. Messages are keys of the
 * `common` namespace (`createForm.*`).
 */
export const createFormSchema = yup.object({
  // `required` already refuses '' (and a blank name once trimmed): the spec's minimum of 1.
  name: yup.string().trim().required('createForm.nameRequired').max(FORM_NAME_MAX, 'createForm.nameTooLong'),
  templateId: yup.string().required('createForm.templateRequired'),
  languages: yup
    .array(yup.mixed<Language>().oneOf([...LANGUAGES]).defined())
    .defined()
    .min(1, 'createForm.languageRequired'),
});

export type CreateFormValues = yup.InferType<typeof createFormSchema>;
