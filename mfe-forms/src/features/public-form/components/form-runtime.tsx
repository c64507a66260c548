import { createContext, useContext } from 'react';
import type { FormStore } from '../store/form-store';

/** The form being filled in, shared by its field views without passing through every level. */
export interface FormRuntime {
  store: FormStore;
  recaptchaEnabled: boolean;
}

const RuntimeContext = createContext<FormRuntime | null>(null);

export const FormRuntimeProvider = RuntimeContext.Provider;

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useFormRuntime needs a FormRuntimeProvider');
  return runtime;
}
