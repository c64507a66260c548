import { REMOTE_NAMES, getRuntimeConfig, setRuntimeConfig } from './runtime-config-store';
import type { RuntimeConfig } from './runtime-config-store';

export * from './runtime-config-store';

// config.json's fields (docs/integration.md), checked once at start. Plain checks rather than a
// yup schema: this runs before the first page, and yup there put the whole form library on the
// first download of every page (issue 13 §5).
const REQUIRED_TEXT = ['environment', 'apiBaseUrl'] as const;
const OPTIONAL_TEXT = ['publicFormUrl', 'googleClientId', 'facebookAppId', 'analyticsContainerId', 'errorReportingUrl', 'recaptchaSiteKey'] as const;
const PROVIDER_TEXT = ['stripeAuthorizeUrl', 'sportspayCaUrl', 'sportspayUsUrl'] as const;

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

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
