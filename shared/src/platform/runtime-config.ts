// The runtime config (config.json, docs/integration.md): its type, its current value, and its
// loading with plain checks, so a plain page outside the federation (the login page, sign-in.ts)
// uses it too.

import { isRecord } from '@front-office/shared/core';

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

/** A stored image (an avatar) as an Avatar's `image`; undefined without one (the initials show). */
export function fileImage(path: string | null | undefined): { src: string } | undefined {
  return path ? { src: fileUrl(path) } : undefined;
}

// config.json's fields (docs/integration.md), checked once at start. Plain checks rather than a
// yup schema: this runs before the first page, and yup there put the whole form library on the
// first download of every page (issue 13 §5).
const REQUIRED_TEXT = ['environment', 'apiBaseUrl'] as const;
const OPTIONAL_TEXT = ['publicFormUrl', 'googleClientId', 'facebookAppId', 'analyticsContainerId', 'errorReportingUrl', 'recaptchaSiteKey'] as const;
const PROVIDER_TEXT = ['stripeAuthorizeUrl', 'sportspayCaUrl', 'sportspayUsUrl'] as const;

type Raw = Record<string, unknown>;

function checkText(source: Raw, key: string, path: string, required: boolean, problems: string[]): void {
  const value = source[key];
  if (value === undefined || value === null) {
    if (required) problems.push(`${path} is a required field`);
  } else if (typeof value !== 'string') problems.push(`${path} must be a \`string\` type`);
  else if (required && value === '') problems.push(`${path} is a required field`);
}

/** The problems of a parsed config.json, worded like the schema messages they replace; empty when valid. */
export function runtimeConfigProblems(raw: unknown): string[] {
  const problems: string[] = [];
  if (!isRecord(raw)) return ['config.json must be an object'];
  for (const key of REQUIRED_TEXT) checkText(raw, key, key, true, problems);
  if (!isRecord(raw.remotes)) problems.push('remotes is a required field');
  else for (const name of REMOTE_NAMES) checkText(raw.remotes, name, `remotes.${name}`, true, problems);
  for (const key of OPTIONAL_TEXT) checkText(raw, key, key, false, problems);
  if (raw.providers !== undefined && raw.providers !== null) {
    if (!isRecord(raw.providers)) problems.push('providers must be an object');
    else for (const key of PROVIDER_TEXT) checkText(raw.providers, key, `providers.${key}`, false, problems);
  }
  return problems;
}

/** Fetches `config.json` past every cache, validates it, and makes it the runtime config. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config ${url} could not be loaded (HTTP ${response.status}).`);
  const raw: unknown = await response.json();
  const problems = runtimeConfigProblems(raw);
  if (problems.length > 0) throw new Error(`Invalid runtime config ${url}: ${problems.join('; ')}`);
  setRuntimeConfig(raw as unknown as RuntimeConfig);
  return getRuntimeConfig();
}
