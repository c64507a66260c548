import { object, string } from 'yup';
import type { InferType } from 'yup';
import { getRuntimeConfig, setRuntimeConfig } from './runtime-config-store';
import type { RuntimeConfig } from './runtime-config-store';

export * from './runtime-config-store';

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

// Compile-time check that the schema and the interface agree.
const _schemaMatches: (value: InferType<typeof runtimeConfigSchema>) => RuntimeConfig = (value) => value;

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
