import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@front-office/shared/platform';
import type { FormRendererModule } from './form-renderer-contract';

let loading: Promise<FormRendererModule> | null = null;

/**
 * Loads mfe-forms' renderer through federation, from the `forms` manifest of config.json (the
 * same address the shell uses, so inside the shell the container is fetched once). A failure
 * is not cached: the next call tries again.
 */
export function loadFormRenderer(): Promise<FormRendererModule> {
  if (!loading) {
    loading = (async () => {
      registerRemotes([{ name: 'forms', entry: getRuntimeConfig().remotes.forms }]);
      const loaded = await loadRemote<FormRendererModule>('forms/form-renderer');
      if (!loaded?.FieldPreview) throw new Error('forms/form-renderer has no FieldPreview');
      return loaded;
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}
