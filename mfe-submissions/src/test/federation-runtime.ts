// Jest stand-in for @module-federation/enhanced/runtime (jest.config.js maps it here): the
// `forms/form-renderer` module answers from a small renderer that follows the exposed contract.
import type { FormRendererModule } from '../features/form-renderer/form-renderer-contract';
import { stubFormRenderer } from './stub-form-renderer';

export const registeredRemotes: { name: string; entry: string }[] = [];

/** Tests set this to make the next loads fail (the remote is down). */
export const federationControl = { failLoads: false };

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registeredRemotes.push(...remotes);
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  if (federationControl.failLoads) throw new Error(`stub: ${id} is down`);
  if (id === 'forms/form-renderer') return stubFormRenderer as FormRendererModule as T;
  return null;
}
