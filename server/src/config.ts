import { isIP } from 'node:net';
import path from 'node:path';
import type { UploadLimits } from './services/files/upload-gate';
import { DEFAULT_UPLOAD_LIMITS } from './services/files/upload-gate';

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
  /** Stripe's webhook endpoint secret (whsec_…); unset outside sample mode: the webhook route answers 404. */
  stripeWebhookSecret: string | undefined;
  /** Serve the OpenAPI document and its browsable page (FO_API_DOCS); default: in sample mode only. */
  apiDocs: boolean;
  organizationsPerUser: number;
  /** Minutes a charge or refund may stay in between before the settling job asks the provider. */
  settleAfterMinutes: number;
  /** Public submissions a minute per client address; 0 turns the limit off (a load run). */
  submissionRateLimit: number;
  /** Sign-in attempts a minute per (address, e-mail) and per address (FO_SIGN_IN_LIMIT_PER_ACCOUNT,
   * FO_SIGN_IN_LIMIT_PER_ADDRESS; default 10 and 30). The e2e harness raises them: every test signs in from 127.0.0.1. */
  signInRateLimit: SignInRateLimit;
  /** pino's level: `info` logs every request and its answer; `warn` only problems (the bench's load run). */
  logLevel: LogLevel;
  /** PostgreSQL connections the API pools at most (FO_DB_POOL_SIZE, default DEFAULT_DB_POOL_SIZE). */
  dbPoolSize: number;
  /** Minutes a card payment not completed holds its place, stock and code use (FO_PAYMENT_HOLD_MINUTES, default 30). */
  paymentHoldMinutes: number;
  /** Installment charges one instance makes at once (FO_INSTALLMENT_CONCURRENCY, default DEFAULT_INSTALLMENT_CONCURRENCY). */
  installmentConcurrency: number;
  /** Days between the installment job's attempts at a declined charge (FO_INSTALLMENT_RETRY_DAYS, default DEFAULT_INSTALLMENT_RETRY_DAYS). */
  installmentRetryDays: readonly number[];
  /** Sentry or GlitchTip project DSN (ERROR_REPORTING_DSN): 5xx answers and job failures are reported there; unset: nothing is. */
  errorReportingDsn: string | undefined;
  /** The reports' environment (ERROR_REPORTING_ENVIRONMENT; default `sample` in sample mode, else `production`). */
  errorReportingEnvironment: string;
  /** E-mail: where and as whom messages go, and the sending limits. */
  mail: MailConfig;
  /** Where the rate limits count (FO_RATE_LIMIT_STORE): `database` (default on PostgreSQL, shared by every instance) or `memory` (default on PGlite). */
  rateLimitStore: RateLimitStoreKind;
  /** The proxies whose X-Forwarded-For names the client (FO_TRUSTED_PROXIES); false: the header is ignored. */
  trustedProxies: string[] | false;
  /** Multipart bodies (FO_UPLOAD_*; docs/production.md "Uploads"). */
  uploads: UploadLimits;
}

export interface MailConfig {
  /** SMTP_URL: smtp://, or smtps:// for TLS from the start; unset in sample mode → the embedded capture server. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From address. */
  from: string;
  /** FO_APP_URL: the web app's origin, for the links in messages. */
  appUrl: string;
  /** Messages a visitor's submissions may send to one address, and all messages of one form, per hour. */
  limitPerAddress: number;
  limitPerForm: number;
}

export const DEFAULT_MAIL_FROM = 'Front Office <no-reply@front-office.local>';
export const DEFAULT_APP_URL = 'http://localhost:4100';
/** Per hour: a family registering a few children stays under the first; a form's busy opening under the second. */
export const DEFAULT_MAIL_LIMITS = { perAddress: 10, perForm: 2000 } as const;

/**
 * 20 pooled PostgreSQL connections: a submission holds its connection until its commit is on disk,
 * so the pool caps how many commits one WAL flush can take (group commit). With pg's default of 10,
 * a flush slowed to 20–30 ms (a checkpoint's writes, another process on the disk) left 10 waiting
 * in PostgreSQL and the next arrivals queued in the pool for one more flush (all 10 connections
 * busy on `LWLock:WALWrite` / `IO:WALSync` in pg_stat_activity's samples of the slow moments).
 */
export const DEFAULT_DB_POOL_SIZE = 20;

export interface SignInRateLimit {
  perAccount: number;
  perAddress: number;
}

/** 10 a minute per (address, e-mail): guessing one account's password; 30 per address: one machine spraying many accounts. */
export const DEFAULT_SIGN_IN_RATE_LIMIT: SignInRateLimit = { perAccount: 10, perAddress: 30 };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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

function parsePoolSize(value: string | undefined): number {
  const size = parseInteger('FO_DB_POOL_SIZE', nonEmpty(value), DEFAULT_DB_POOL_SIZE);
  if (size < 1) throw new Error(`FO_DB_POOL_SIZE must be at least 1, got "${value}"`);
  return size;
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  if (!/^smtps?:\/\/[^/]/.test(text)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  return text;
}

/** Issue 18 §5: how long a card payment not completed holds its place, stock and code use. */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 30;
/** How long a charge or a refund may stay in between before the settling job asks the provider (FO_SETTLE_AFTER_MINUTES). */
export const DEFAULT_SETTLE_AFTER_MINUTES = 30;
/** Organizations one user may create (FO_ORGANIZATIONS_PER_USER); being invited into more is not limited. */
export const DEFAULT_ORGANIZATIONS_PER_USER = 10;

function parseAtLeastOne(name: string, value: string | undefined, fallback: number): number {
  const minutes = parseInteger(name, value, fallback);
  if (minutes < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return minutes;
}

const parseHoldMinutes = (value: string | undefined) => parseAtLeastOne('FO_PAYMENT_HOLD_MINUTES', value, DEFAULT_PAYMENT_HOLD_MINUTES);
/**
 * Installment charges one API instance runs at once. Each holds one pooled connection at a time
 * (PostgreSQL) while the provider call waits on the network, so 8 of the 20 pooled connections
 * leave the rest to requests and the mail queue; on PGlite (one connection) they only overlap the
 * provider's answers.
 */
export const DEFAULT_INSTALLMENT_CONCURRENCY = 8;
const MAX_INSTALLMENT_CONCURRENCY = 100;

function parseInstallmentConcurrency(value: string | undefined): number {
  const concurrency = parseInteger('FO_INSTALLMENT_CONCURRENCY', value, DEFAULT_INSTALLMENT_CONCURRENCY);
  if (concurrency < 1 || concurrency > MAX_INSTALLMENT_CONCURRENCY) {
    throw new Error(`FO_INSTALLMENT_CONCURRENCY must be between 1 and ${MAX_INSTALLMENT_CONCURRENCY}, got "${value}"`);
  }
  return concurrency;
}

/**
 * Days after each declined attempt of the installment job before the next one; after the last,
 * the installment is failed for good and the form's administrators are told.
 */
export const DEFAULT_INSTALLMENT_RETRY_DAYS: readonly number[] = [1, 3, 7];
const MAX_INSTALLMENT_RETRIES = 10;

function parseRetryDays(value: string | undefined): readonly number[] {
  const text = nonEmpty(value);
  if (text === undefined) return DEFAULT_INSTALLMENT_RETRY_DAYS;
  const entries = text.split(',').map((entry) => entry.trim());
  const days = entries.map(Number);
  if (entries.some((entry) => !/^\d+$/.test(entry)) || days.some((day) => day < 1) || days.length > MAX_INSTALLMENT_RETRIES) {
    throw new Error(`FO_INSTALLMENT_RETRY_DAYS must be up to ${MAX_INSTALLMENT_RETRIES} comma-separated whole numbers of days, each at least 1 (e.g. 1,3,7), got "${value}"`);
  }
  return days;
}

function parseLogLevel(value: string | undefined): LogLevel {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(text)) throw new Error(`FO_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return text as LogLevel;
}

/** Where the rate limits count: PostgreSQL, shared by every instance on the database, or this process's memory. */
export const RATE_LIMIT_STORES = ['database', 'memory'] as const;
export type RateLimitStoreKind = (typeof RATE_LIMIT_STORES)[number];

function parseRateLimitStore(value: string | undefined, onPostgres: boolean): RateLimitStoreKind {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return onPostgres ? 'database' : 'memory';
  if (!(RATE_LIMIT_STORES as readonly string[]).includes(text)) throw new Error(`FO_RATE_LIMIT_STORE must be one of ${RATE_LIMIT_STORES.join(', ')}, got "${value}"`);
  return text as RateLimitStoreKind;
}

/** proxy-addr's names for ranges (Fastify's trustProxy list accepts them beside addresses). */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * FO_TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated. Only a connection from one of them
 * has its X-Forwarded-For read (the nearest address not itself trusted is the client); a hop count
 * is refused, since it would trust any direct caller's header.
 */
function parseTrustedProxies(value: string | undefined): string[] | false {
  const text = nonEmpty(value);
  if (text === undefined) return false;
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (entries.length === 0 || wrong.length > 0) {
    throw new Error(
      `FO_TRUSTED_PROXIES must list the proxies' addresses or CIDR ranges, comma-separated (e.g. 10.0.0.5,10.1.0.0/16,loopback), got "${value}"` +
        (wrong.length > 0 ? `: not an address or range: ${wrong.join(', ')}` : ''),
    );
  }
  return entries;
}

/** FO_UPLOAD_IDLE_SECONDS, FO_UPLOAD_BODY_SECONDS, FO_UPLOADS_PER_ADDRESS, FO_UPLOAD_MEMORY_MB, FO_UPLOAD_MEMORY_WAIT_SECONDS. */
function parseUploadLimits(env: NodeJS.ProcessEnv): UploadLimits {
  const defaults = DEFAULT_UPLOAD_LIMITS;
  return {
    idleMs: parseAtLeastOne('FO_UPLOAD_IDLE_SECONDS', env.FO_UPLOAD_IDLE_SECONDS, defaults.idleMs / 1000) * 1000,
    bodyMs: parseAtLeastOne('FO_UPLOAD_BODY_SECONDS', env.FO_UPLOAD_BODY_SECONDS, defaults.bodyMs / 1000) * 1000,
    perAddress: parseAtLeastOne('FO_UPLOADS_PER_ADDRESS', env.FO_UPLOADS_PER_ADDRESS, defaults.perAddress),
    memoryBytes: parseAtLeastOne('FO_UPLOAD_MEMORY_MB', env.FO_UPLOAD_MEMORY_MB, defaults.memoryBytes / (1024 * 1024)) * 1024 * 1024,
    memoryWaitMs: parseInteger('FO_UPLOAD_MEMORY_WAIT_SECONDS', env.FO_UPLOAD_MEMORY_WAIT_SECONDS, defaults.memoryWaitMs / 1000) * 1000,
  };
}

/** The shortest FO_JWT_SECRET accepted outside sample mode: HS256 wants a key as long as its hash. */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * Reads the server settings of docs/integration.md "Server configuration"; throws on invalid values.
 * Secure by default: sample mode (sample accounts, CORS *, unchecked captchas) only when
 * FO_SAMPLE_MODE says so; otherwise a JWT secret of 32 bytes or more and a chosen database
 * (DATABASE_URL, or FO_DATA_DIR for the embedded one) are required.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const sampleMode = parseBoolean('FO_SAMPLE_MODE', env.FO_SAMPLE_MODE, false);
  const jwtSecret = nonEmpty(env.FO_JWT_SECRET);
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDir = nonEmpty(env.FO_DATA_DIR);
  if (!sampleMode) {
    if (!jwtSecret || Buffer.byteLength(jwtSecret) < MIN_JWT_SECRET_BYTES) {
      throw new Error(`FO_JWT_SECRET of at least ${MIN_JWT_SECRET_BYTES} bytes is required outside sample mode (FO_SAMPLE_MODE=true runs the sample server)`);
    }
    if (!databaseUrl && !dataDir) {
      throw new Error('A database is required outside sample mode: set DATABASE_URL (PostgreSQL) or FO_DATA_DIR (embedded PGlite)');
    }
  }
  const origins = nonEmpty(env.FO_CORS_ORIGINS);
  let corsOrigins: ServerConfig['corsOrigins'];
  if (origins === '*' && !sampleMode) throw new Error('FO_CORS_ORIGINS=* is only allowed in sample mode; list the origins of the shell and the remotes');
  if (origins === '*') corsOrigins = '*';
  else if (origins) corsOrigins = origins.split(',').map((origin) => origin.trim()).filter(Boolean);
  else corsOrigins = sampleMode ? '*' : false;
  return {
    port: parseInteger('PORT', nonEmpty(env.PORT) ?? env.FO_API_PORT, 4000),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    databaseUrl,
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
    stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    apiDocs: parseBoolean('FO_API_DOCS', env.FO_API_DOCS, sampleMode),
    organizationsPerUser: parseAtLeastOne('FO_ORGANIZATIONS_PER_USER', env.FO_ORGANIZATIONS_PER_USER, DEFAULT_ORGANIZATIONS_PER_USER),
    settleAfterMinutes: parseAtLeastOne('FO_SETTLE_AFTER_MINUTES', env.FO_SETTLE_AFTER_MINUTES, DEFAULT_SETTLE_AFTER_MINUTES),
    submissionRateLimit: parseInteger('FO_SUBMISSION_RATE_LIMIT', env.FO_SUBMISSION_RATE_LIMIT, 30),
    signInRateLimit: {
      perAccount: parseInteger('FO_SIGN_IN_LIMIT_PER_ACCOUNT', env.FO_SIGN_IN_LIMIT_PER_ACCOUNT, DEFAULT_SIGN_IN_RATE_LIMIT.perAccount),
      perAddress: parseInteger('FO_SIGN_IN_LIMIT_PER_ADDRESS', env.FO_SIGN_IN_LIMIT_PER_ADDRESS, DEFAULT_SIGN_IN_RATE_LIMIT.perAddress),
    },
    logLevel: parseLogLevel(env.FO_LOG_LEVEL),
    dbPoolSize: parsePoolSize(env.FO_DB_POOL_SIZE),
    paymentHoldMinutes: parseHoldMinutes(env.FO_PAYMENT_HOLD_MINUTES),
    installmentConcurrency: parseInstallmentConcurrency(env.FO_INSTALLMENT_CONCURRENCY),
    installmentRetryDays: parseRetryDays(env.FO_INSTALLMENT_RETRY_DAYS),
    errorReportingDsn: nonEmpty(env.ERROR_REPORTING_DSN),
    errorReportingEnvironment: nonEmpty(env.ERROR_REPORTING_ENVIRONMENT) ?? (sampleMode ? 'sample' : 'production'),
    mail: {
      smtpUrl: parseSmtpUrl(env.SMTP_URL),
      from: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
      appUrl: (nonEmpty(env.FO_APP_URL) ?? DEFAULT_APP_URL).replace(/\/+$/, ''),
      limitPerAddress: parseInteger('FO_MAIL_LIMIT_PER_ADDRESS', env.FO_MAIL_LIMIT_PER_ADDRESS, DEFAULT_MAIL_LIMITS.perAddress),
      limitPerForm: parseInteger('FO_MAIL_LIMIT_PER_FORM', env.FO_MAIL_LIMIT_PER_FORM, DEFAULT_MAIL_LIMITS.perForm),
    },
    rateLimitStore: parseRateLimitStore(env.FO_RATE_LIMIT_STORE, databaseUrl !== undefined),
    trustedProxies: parseTrustedProxies(env.FO_TRUSTED_PROXIES),
    uploads: parseUploadLimits(env),
  };
}
