import { object, string } from 'yup';
import type { InferType } from 'yup';

/** Federation container names of the remotes, the keys of `config.json`'s `remotes`. */
export const REMOTE_NAMES = ['authOrg', 'forms', 'designer', 'submissions', 'reports', 'payments'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const remoteUrl = () => string().required();

/** Schema of `config.json` (docs/integration.md); checked once at start. */
export const runtimeConfigSchema = object({
  environment: string().required(),
  apiBaseUrl: string().required(),
  remotes: object({
    authOrg: remoteUrl(),
    forms: remoteUrl(),
    designer: remoteUrl(),
    submissions: remoteUrl(),
    reports: remoteUrl(),
    payments: remoteUrl(),
  }).required(),
  publicFormUrl: string().optional(),
  googleClientId: string().optional(),
  facebookAppId: string().optional(),
  analyticsContainerId: string().optional(),
  errorReportingUrl: string().optional(),
  recaptchaSiteKey: string().optional(),
  providers: object({
    stripeAuthorizeUrl: string().optional(),
    sportspayCaUrl: string().optional(),
    sportspayUsUrl: string().optional(),
  })
    .optional()
    .default(undefined),
});

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

// Compile-time check that the schema and the interface agree.
const _schemaMatches: (value: InferType<typeof runtimeConfigSchema>) => RuntimeConfig = (value) => value;

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

/** Fetches `config.json` past every cache, validates it, and makes it the runtime config. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config ${url} could not be loaded (HTTP ${response.status}).`);
  const raw: unknown = await response.json();
  try {
    const config = await runtimeConfigSchema.validate(raw, { abortEarly: false, stripUnknown: false });
    setRuntimeConfig(_schemaMatches(config));
    return getRuntimeConfig();
  } catch (error) {
    const details = error instanceof Error && 'errors' in error ? (error as { errors: string[] }).errors.join('; ') : String(error);
    throw new Error(`Invalid runtime config ${url}: ${details}`, { cause: error });
  }
}

/** Address of a stored file (avatars, uploads): `${apiBaseUrl}/api/form/file/${path}`. */
export function fileUrl(path: string): string {
  const clean = path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${getRuntimeConfig().apiBaseUrl}/api/form/file/${clean}`;
}
