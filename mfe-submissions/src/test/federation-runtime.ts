// Jest stand-in for @module-federation/enhanced/runtime (jest.config.js maps it here): the
// `forms/form-renderer` module answers from mfe-forms' own source, as federation would at run time
// (ARCHITECTURE.md "Tests": a federated import is mapped to the workspace source).
import * as formsRenderer from 'forms/form-renderer';
import type { FormRendererModule } from '@front-office/shared/platform';

export const registeredRemotes: { name: string; entry: string }[] = [];

/** Tests set this to make the next loads fail (the remote is down). */
export const federationControl = { failLoads: false };

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registeredRemotes.push(...remotes);
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  if (federationControl.failLoads) throw new Error(`stub: ${id} is down`);
  if (id === 'forms/form-renderer') return formsRenderer as FormRendererModule as T;
  return null;
}
