import type { ComponentType } from 'react';
import type { Field, FormContent, FormValues, Language } from '@front-office/shared/core';

/**
 * The module mfe-forms exposes as `forms/form-renderer` (its README, "Exposes"). Declared here,
 * not imported: remotes meet at run time only.
 */
export interface FormRendererModule {
  FieldPreview: ComponentType<{ field: Field; language?: Language }>;
  SubmissionAnswers: ComponentType<{
    content: FormContent;
    values: FormValues;
    readOnly?: boolean;
    onChange?(values: FormValues): void;
    language?: Language;
    validateRef?: { current: (() => boolean) | null };
  }>;
  FormRendererStyles: ComponentType;
}
