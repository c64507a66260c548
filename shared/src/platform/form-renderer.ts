import type { ComponentType } from 'react';
import type { Field, FormContent, FormValues, Language } from '../core';
import { getRuntimeConfig } from './runtime-config';

/**
 * The module mfe-forms exposes as `forms/form-renderer` (mfe-forms/README.md, "Exposes"). Declared
 * here, not imported: remotes meet at run time only.
 */
export interface FormRendererModule {
  FieldPreview: ComponentType<{ field: Field; language?: Language }>;
  SubmissionAnswers: ComponentType<{
    content: FormContent;
    values: FormValues;
    readOnly?: boolean;
    onChange?(values: FormValues): void;
    language?: Language;
    validateRef?: { current: (() => boolean) | null };
    loadFile?(path: string): Promise<Blob>;
    onFile?(key: string, file: File | null): void;
  }>;
  FormRendererStyles: ComponentType;
}

/** The two calls of `@module-federation/enhanced/runtime` the loader needs. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[]): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface FormRendererLoader {
  load(): Promise<FormRendererModule>;
  /** Forgets a loaded renderer, so the next call loads it again (tests of the fallback). */
  forget(): void;
}

/**
 * Loads mfe-forms' renderer through federation from the `forms` manifest of config.json (the
 * address the shell registered, so inside the shell the container is fetched once). The caller
 * passes its own federation runtime (the platform holds no federation code) and the export its
 * page cannot do without. A failure is not cached: the next call tries again.
 */
export function createFormRendererLoader(runtime: FederationRuntime, requiredExport: keyof FormRendererModule): FormRendererLoader {
  let loading: Promise<FormRendererModule> | null = null;
  return {
    load() {
      if (!loading) {
        loading = (async () => {
          runtime.registerRemotes([{ name: 'forms', entry: getRuntimeConfig().remotes.forms }]);
          const loaded = await runtime.loadRemote<FormRendererModule>('forms/form-renderer');
          if (!loaded?.[requiredExport]) throw new Error(`forms/form-renderer has no ${requiredExport}`);
          return loaded;
        })().catch((error: unknown) => {
          loading = null;
          throw error;
        });
      }
      return loading;
    },
    forget() {
      loading = null;
    },
  };
}
