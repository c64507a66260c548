import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sampleMode: boolean;
  delayMs: number;
  jwtSecret: string | undefined;
  jwtTtl: string;
  corsOrigins: string[] | '*' | false;
  googleClientId: string | undefined;
  facebookAppId: string | undefined;
  recaptchaSecret: string | undefined;
  stripeSecretKey: string | undefined;
}

// server/src → the repository root, so the default data directory does not depend on the cwd.
const repoRoot = path.resolve(__dirname, '..', '..');

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parseInteger(name: string, value: string | undefined, fallback: number): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** Reads the server settings of docs/integration.md "Server configuration"; throws on invalid values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const sampleMode = parseBoolean('FO_SAMPLE_MODE', env.FO_SAMPLE_MODE, true);
  const jwtSecret = nonEmpty(env.FO_JWT_SECRET);
  if (!sampleMode && !jwtSecret) {
    throw new Error('FO_JWT_SECRET is required when FO_SAMPLE_MODE is false');
  }
  const origins = nonEmpty(env.FO_CORS_ORIGINS);
  let corsOrigins: ServerConfig['corsOrigins'];
  if (origins === '*') corsOrigins = '*';
  else if (origins) corsOrigins = origins.split(',').map((origin) => origin.trim()).filter(Boolean);
  else corsOrigins = sampleMode ? '*' : false;
  const dataDir = nonEmpty(env.FO_DATA_DIR);
  return {
    port: parseInteger('PORT', nonEmpty(env.PORT) ?? env.FO_API_PORT, 4000),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: dataDir ? path.resolve(dataDir) : path.join(repoRoot, '.data', 'pglite'),
    sampleMode,
    delayMs: parseInteger('FO_API_DELAY_MS', env.FO_API_DELAY_MS, sampleMode ? 500 : 0),
    jwtSecret,
    jwtTtl: nonEmpty(env.FO_JWT_TTL) ?? '8h',
    corsOrigins,
    googleClientId: nonEmpty(env.GOOGLE_CLIENT_ID),
    facebookAppId: nonEmpty(env.FACEBOOK_APP_ID),
    recaptchaSecret: nonEmpty(env.RECAPTCHA_SECRET),
    stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
  };
}
