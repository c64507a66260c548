import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@front-office/shared/platform';
import type { FormRendererModule } from './form-renderer-contract';

let loading: Promise<FormRendererModule> | null = null;

/**
 * Loads mfe-forms' renderer through federation from the `forms` manifest of config.json (the
 * address the shell registered, so inside the shell the container is fetched once). A failure is
 * not cached: the next call tries again.
 */
export function loadFormRenderer(): Promise<FormRendererModule> {
  if (!loading) {
    loading = (async () => {
      registerRemotes([{ name: 'forms', entry: getRuntimeConfig().remotes.forms }]);
      const loaded = await loadRemote<FormRendererModule>('forms/form-renderer');
      if (!loaded?.SubmissionAnswers) throw new Error('forms/form-renderer has no SubmissionAnswers');
      return loaded;
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

/** Forgets a loaded renderer, so the next call loads it again (tests of the fallback). */
export function forgetFormRenderer(): void {
  loading = null;
}
