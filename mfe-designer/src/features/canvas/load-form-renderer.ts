import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFormRendererLoader } from '@front-office/shared/platform';
import type { FormRendererModule } from '@front-office/shared/platform';

const loader = createFormRendererLoader({ loadRemote, registerRemotes }, 'FieldPreview');

/** mfe-forms' renderer for the canvas, through this remote's federation runtime. */
export function loadFormRenderer(): Promise<FormRendererModule> {
  return loader.load();
}
