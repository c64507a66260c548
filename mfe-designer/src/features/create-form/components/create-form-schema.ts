import * as yup from 'yup';
import type { Language } from '@front-office/shared/core';
import { FORM_NAME_MAX, LANGUAGES } from '@front-office/shared/core';

/** The create page (spec 000 §2 and §5): name 1 to 100, a template, at least one language. Messages are designer keys. */
export const createFormSchema = yup.object({
  name: yup.string().trim().required('createForm.nameRequired').max(FORM_NAME_MAX, 'createForm.nameTooLong'),
  templateId: yup.string().required('createForm.templateRequired'),
  languages: yup
    .array(yup.mixed<Language>().oneOf([...LANGUAGES]).defined())
    .defined()
    .min(1, 'createForm.languageRequired'),
});

export type CreateFormValues = yup.InferType<typeof createFormSchema>;
