import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Issue 13 §5, one federation runtime for all apps: remotes are built with
 * `experiments.externalRuntime` (build/federation.mjs) and read the runtime from this global
 * instead of bundling a copy each. The shell gives them its own (the very module its federation
 * runtime runs on), before any remote entry loads. Federation's own `provideExternalRuntime`
 * option would add a second copy of the runtime to the shell (its CommonJS build).
 */
export function provideFederationRuntime(): void {
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}
