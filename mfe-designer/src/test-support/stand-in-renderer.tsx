import type { Field } from '@front-office/shared/core';

/**
 * Jest only: the module `features/canvas/load-form-renderer` with a stand-in for mfe-forms'
 * renderer (the federation boundary, covered end to end) that shows each field's label in the
 * canvas language, so the canvas can be read. Used as
 * `jest.mock('…/load-form-renderer', () => jest.requireActual('…/stand-in-renderer').standInRendererModule)`.
 */
export const standInRendererModule = {
  loadFormRenderer: () =>
    Promise.resolve({
      FieldPreview: ({ field, language }: { field: Field; language?: string }) => <span data-testid="field-preview">{field.text.find((entry) => entry.culture === language)?.value}</span>,
      SubmissionAnswers: () => null,
      FormRendererStyles: () => null,
    }),
};
