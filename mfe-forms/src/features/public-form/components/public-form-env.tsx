import { createContext, useContext } from 'react';
import type { Language } from '@front-office/shared/core';
import type { Translate } from '../utils/translate';

/**
 * What the renderer needs from its host. The public entry and the shell's pages fill it each
 * their own way, so the renderer itself never imports the back-office platform.
 */
export interface PublicFormEnv {
  apiBaseUrl: string;
  language: Language;
  t: Translate;
  recaptchaSiteKey?: string;
  /**
   * Reads a stored file (a submission's upload, signature or picture) with the staff member's
   * session: the files are not public. Without it a stored file shows by its name only.
   */
  loadFile?(path: string): Promise<Blob>;
}

const EnvContext = createContext<PublicFormEnv | null>(null);

export const PublicFormEnvProvider = EnvContext.Provider;

export function usePublicFormEnv(): PublicFormEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('usePublicFormEnv needs a PublicFormEnvProvider');
  return env;
}
