export type { DesignerError, DesignerResult } from './result';
export * from './localized-texts';
export * from './languages';
export * from './rule-usage';
export * from './new-field';
export * from './field-operations';
export * from './step-section-operations';
export * from './history';
export * from './check-form-content';
