import type { FormContent } from '../types/form-model';

/** Why the designer refused a change (spec 001 §4 and §8 designer notices). */
export type DesignerError = 'emptyStep' | 'emptySection' | 'usedInRule' | 'notFound';

export type DesignerResult = { ok: true; content: FormContent } | { ok: false; error: DesignerError; rules?: string[] };

export const done = (content: FormContent): DesignerResult => ({ ok: true, content });
export const refused = (error: DesignerError, rules?: string[]): DesignerResult => (rules ? { ok: false, error, rules } : { ok: false, error });
