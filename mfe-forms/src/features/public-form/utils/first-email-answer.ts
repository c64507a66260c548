import type { FormStore } from '../store/form-store';

/** The first visible e-mail answer: the receipt address by default. */
export function firstEmailAnswer(store: FormStore): string {
  const values = store.getValues();
  const states = store.getStates();
  for (const step of store.content.steps) {
    for (const section of step.sections) {
      for (const field of section.fields) {
        if (field.type !== 'EmailAddress') continue;
        for (const [key, value] of Object.entries(values)) {
          if ((key === field.id || key.startsWith(`${field.id}@`)) && states.get(key)?.visible && typeof value === 'string' && value.trim() !== '') return value.trim();
        }
      }
    }
  }
  return '';
}
