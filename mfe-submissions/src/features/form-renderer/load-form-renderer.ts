import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFormRendererLoader } from '@front-office/shared/platform';
import type { FormRendererModule } from '@front-office/shared/platform';

const loader = createFormRendererLoader({ loadRemote, registerRemotes }, 'SubmissionAnswers');

/** mfe-forms' renderer for the submission detail, through this remote's federation runtime. */
export function loadFormRenderer(): Promise<FormRendererModule> {
  return loader.load();
}

/** Forgets a loaded renderer, so the next call loads it again (tests of the fallback). */
export function forgetFormRenderer(): void {
  loader.forget();
}
