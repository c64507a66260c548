import { addTranslations } from '@front-office/shared/platform';
import { en, fr } from './shell-texts';

export const SHELL_NAMESPACE = 'shell';

/** Adds the shell's namespace to the one shared i18next instance. */
export function registerShellTexts(): void {
  addTranslations(SHELL_NAMESPACE, { fr, en });
}
