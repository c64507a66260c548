// The federated module ids the tests import; jest.config.js maps each to the exposing workspace's source.
declare module 'forms/form-renderer' {
  import type { FormRendererModule } from '@front-office/shared/platform';

  export const SubmissionAnswers: FormRendererModule['SubmissionAnswers'];
  export const FieldPreview: FormRendererModule['FieldPreview'];
  export const FormRendererStyles: FormRendererModule['FormRendererStyles'];
}
