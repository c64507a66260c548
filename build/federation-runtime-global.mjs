// The federation runtime for a remote's standalone page. Remotes are built with
// `experiments.externalRuntime` (build/federation.mjs): their containers use the one runtime the
// shell provides instead of bundling a copy each. A remote's own page has no shell, so this
// script, loaded before the page's entry, provides it under the same global.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
