// The runtime config's type and current value, without its yup schema (runtime-config.ts), so a
// plain page outside the federation (the login page, sign-in.ts) reads it without bundling yup.

/** Federation container names of the remotes, the keys of `config.json`'s `remotes`. */
export const REMOTE_NAMES = ['authOrg', 'forms', 'designer', 'submissions', 'reports', 'payments'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  environment: string;
  apiBaseUrl: string;
  /** Manifest URL (`mf-manifest.json`) of each remote. */
  remotes: Record<RemoteName, string>;
  publicFormUrl?: string;
  googleClientId?: string;
  facebookAppId?: string;
  analyticsContainerId?: string;
  errorReportingUrl?: string;
  recaptchaSiteKey?: string;
  providers?: { stripeAuthorizeUrl?: string; sportspayCaUrl?: string; sportspayUsUrl?: string };
}

let current: RuntimeConfig | null = null;

/** Sets the runtime config (tests and standalone entries may set it directly). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = { ...config, apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, '') };
}

/** The runtime config; throws when it was not loaded yet. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded: call loadRuntimeConfig() before rendering the app.');
  return current;
}

/** Address of a stored file (avatars, uploads): `${apiBaseUrl}/api/form/file/${path}`. */
export function fileUrl(path: string): string {
  const clean = path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${getRuntimeConfig().apiBaseUrl}/api/form/file/${clean}`;
}
