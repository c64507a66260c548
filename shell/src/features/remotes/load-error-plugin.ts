import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteFailureStage } from './remote-load-error';

// Type-only imports above: this file must import nothing shared at run time (a runtime plugin
// that imported react crashed the host), so it only records what failed and where.

const lastFailures = new Map<string, RemoteFailureStage>();

/** The stage at which the given remote last failed to load, if it did. */
export function lastRemoteFailure(remote: string): RemoteFailureStage | undefined {
  return lastFailures.get(remote);
}

export function forgetRemoteFailure(remote: string): void {
  lastFailures.delete(remote);
}

/**
 * Records remote failures by stage and lets the load reject, so the page's error boundary shows
 * the translated fallback and the rest of the shell keeps working.
 */
export function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'front-office-load-error',
    errorLoadRemote(args) {
      const remote = args.remote?.name ?? args.id.split('/')[0] ?? args.id;
      if (args.lifecycle === 'afterResolve') {
        // The manifest could not be fetched or is not a manifest: the remote is down. Returning
        // nothing makes the runtime drop its cached manifest promise, so a retry fetches again.
        lastFailures.set(remote, 'manifest');
        console.warn(`[federation] manifest of ${remote} unavailable`, args.error);
        return undefined;
      }
      if (args.lifecycle === 'onLoad') {
        // The entry or the exposed module failed, including a shared singleton that refused an
        // incompatible major (strictVersion). No fallback module: the page shows its fallback.
        // A manifest failure also ends here; keep the first stage recorded for this attempt.
        if (!lastFailures.has(remote)) lastFailures.set(remote, 'load');
        console.warn(`[federation] ${args.id} failed to load`, args.error);
        return undefined;
      }
      console.warn(`[federation] ${args.id} failed (${args.lifecycle})`, args.error);
      return undefined;
    },
  };
}
