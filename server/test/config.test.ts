// Issue 7 §5: secure by default. The server alone runs in production mode; sample mode (sample
// accounts, CORS *, unchecked captchas) only when FO_SAMPLE_MODE says so.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { TokenService } from '../src/services/auth/tokens';

const secret = 'x'.repeat(32);

describe('loadConfig', () => {
  test('the API documents itself in sample mode only, unless FO_API_DOCS says otherwise', () => {
    const production = { FO_JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/fo' };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, FO_API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ FO_SAMPLE_MODE: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ FO_SAMPLE_MODE: 'true', FO_API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('is not in sample mode when FO_SAMPLE_MODE is absent', () => {
    expect(loadConfig({ FO_JWT_SECRET: secret, DATABASE_URL: 'postgres://db/fo' })).toMatchObject({ sampleMode: false, corsOrigins: false, delayMs: 0 });
  });

  it('refuses to start outside sample mode without a JWT secret of at least 32 bytes', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/fo' })).toThrow(/FO_JWT_SECRET of at least 32 bytes/);
    expect(() => loadConfig({ FO_JWT_SECRET: 'x'.repeat(31), DATABASE_URL: 'postgres://db/fo' })).toThrow(/at least 32 bytes/);
  });

  it('refuses to start outside sample mode without a database chosen', () => {
    expect(() => loadConfig({ FO_JWT_SECRET: secret })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ FO_JWT_SECRET: secret, FO_DATA_DIR: '/srv/fo' }).dataDir).toBe('/srv/fo');
  });

  it('allows only the configured origins outside sample mode', () => {
    const base = { FO_JWT_SECRET: secret, DATABASE_URL: 'postgres://db/fo' };
    expect(loadConfig({ ...base, FO_CORS_ORIGINS: 'https://app.example.org, https://forms.example.org' }).corsOrigins).toEqual(['https://app.example.org', 'https://forms.example.org']);
    expect(() => loadConfig({ ...base, FO_CORS_ORIGINS: '*' })).toThrow(/only allowed in sample mode/);
  });

  it('runs the sample server when asked explicitly, with its own secret and database', () => {
    expect(loadConfig({ FO_SAMPLE_MODE: 'true' })).toMatchObject({ sampleMode: true, corsOrigins: '*', delayMs: 500, jwtSecret: undefined });
  });
});

describe('payment hold (issue 18 §5)', () => {
  it('holds an unpaid card registration 30 minutes unless FO_PAYMENT_HOLD_MINUTES says otherwise, and refuses 0 or a non-number', () => {
    const base = { FO_JWT_SECRET: secret, DATABASE_URL: 'postgres://db/fo' };
    expect(loadConfig(base).paymentHoldMinutes).toBe(30);
    expect(loadConfig({ ...base, FO_PAYMENT_HOLD_MINUTES: '45' }).paymentHoldMinutes).toBe(45);
    expect(() => loadConfig({ ...base, FO_PAYMENT_HOLD_MINUTES: '0' })).toThrow(/FO_PAYMENT_HOLD_MINUTES must be at least 1/);
    expect(() => loadConfig({ ...base, FO_PAYMENT_HOLD_MINUTES: 'soon' })).toThrow(/FO_PAYMENT_HOLD_MINUTES must be a non-negative integer/);
  });
});

describe('installment charges (issue 20 §4, §5)', () => {
  const base = { FO_JWT_SECRET: secret, DATABASE_URL: 'postgres://db/fo' };

  it('charges 8 installments at once unless FO_INSTALLMENT_CONCURRENCY says otherwise, between 1 and 100', () => {
    expect(loadConfig(base).installmentConcurrency).toBe(8);
    expect(loadConfig({ ...base, FO_INSTALLMENT_CONCURRENCY: '16' }).installmentConcurrency).toBe(16);
    expect(() => loadConfig({ ...base, FO_INSTALLMENT_CONCURRENCY: '0' })).toThrow(/FO_INSTALLMENT_CONCURRENCY must be between 1 and 100, got "0"/);
    expect(() => loadConfig({ ...base, FO_INSTALLMENT_CONCURRENCY: '101' })).toThrow(/FO_INSTALLMENT_CONCURRENCY must be between 1 and 100/);
    expect(() => loadConfig({ ...base, FO_INSTALLMENT_CONCURRENCY: 'many' })).toThrow(/FO_INSTALLMENT_CONCURRENCY must be a non-negative integer/);
  });

  it('retries a declined installment after 1, 3 and 7 days unless FO_INSTALLMENT_RETRY_DAYS lists other days', () => {
    expect(loadConfig(base).installmentRetryDays).toEqual([1, 3, 7]);
    expect(loadConfig({ ...base, FO_INSTALLMENT_RETRY_DAYS: ' 2, 5 ,10 ' }).installmentRetryDays).toEqual([2, 5, 10]);
    expect(loadConfig({ ...base, FO_INSTALLMENT_RETRY_DAYS: '4' }).installmentRetryDays).toEqual([4]);
  });

  it.each(['0,3', '1,-3', '1.5', '1,,3', 'daily', '1;3', '1,1,1,1,1,1,1,1,1,1,1'])('refuses to start with FO_INSTALLMENT_RETRY_DAYS=%s', (value) => {
    expect(() => loadConfig({ ...base, FO_INSTALLMENT_RETRY_DAYS: value })).toThrow(`FO_INSTALLMENT_RETRY_DAYS must be up to 10 comma-separated whole numbers of days, each at least 1 (e.g. 1,3,7), got "${value}"`);
  });
});

describe('error reporting (issue 24 §9)', () => {
  it('reports nowhere unless ERROR_REPORTING_DSN is set, under the environment ERROR_REPORTING_ENVIRONMENT names', () => {
    const base = { FO_JWT_SECRET: secret, DATABASE_URL: 'postgres://db/fo' };
    expect(loadConfig(base)).toMatchObject({ errorReportingDsn: undefined, errorReportingEnvironment: 'production' });
    expect(loadConfig({ ...base, ERROR_REPORTING_DSN: ' ' }).errorReportingDsn).toBeUndefined();
    expect(loadConfig({ ...base, ERROR_REPORTING_DSN: 'https://key@glitchtip.example.org/3', ERROR_REPORTING_ENVIRONMENT: 'staging' })).toMatchObject({
      errorReportingDsn: 'https://key@glitchtip.example.org/3',
      errorReportingEnvironment: 'staging',
    });
    expect(loadConfig({ FO_SAMPLE_MODE: 'true' }).errorReportingEnvironment).toBe('sample');
  });
});

describe('log level', () => {
  it('logs every request at info unless FO_LOG_LEVEL says otherwise, and refuses an unknown level', () => {
    const base = { FO_JWT_SECRET: secret, DATABASE_URL: 'postgres://db/fo' };
    expect(loadConfig(base).logLevel).toBe('info');
    expect(loadConfig({ ...base, FO_LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
    expect(() => loadConfig({ ...base, FO_LOG_LEVEL: 'loud' })).toThrow(/FO_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace/);
  });
});

describe('database pool', () => {
  it('pools 20 PostgreSQL connections unless FO_DB_POOL_SIZE says otherwise, and refuses 0 or a non-integer', () => {
    const base = { FO_JWT_SECRET: secret, DATABASE_URL: 'postgres://db/fo' };
    expect(loadConfig(base).dbPoolSize).toBe(20);
    expect(loadConfig({ ...base, FO_DB_POOL_SIZE: '40' }).dbPoolSize).toBe(40);
    expect(() => loadConfig({ ...base, FO_DB_POOL_SIZE: '0' })).toThrow(/FO_DB_POOL_SIZE must be at least 1/);
    expect(() => loadConfig({ ...base, FO_DB_POOL_SIZE: 'many' })).toThrow(/FO_DB_POOL_SIZE must be a non-negative integer/);
  });
});

describe('token lifetime', () => {
  it('refuses a FO_JWT_TTL longer than 30 days or not a duration', () => {
    expect(() => new TokenService(secret, '31d')).toThrow(/between 1 second and 30 days/);
    expect(() => new TokenService(secret, '100 years')).toThrow(/FO_JWT_TTL/);
    expect(() => new TokenService(secret, '8h')).not.toThrow();
  });
});

it('the server alone refuses to start with no configuration, saying why', () => {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'server.ts')], { env, encoding: 'utf8', timeout: 60_000 });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('FO_JWT_SECRET of at least 32 bytes is required outside sample mode');
}, 60_000);

it('the server in production mode seeds no sample account and allows no foreign origin', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fo-production-'));
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', FO_DATA_DIR: dataDir, FO_JWT_SECRET: 'p'.repeat(32) };
  const server = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'server.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const found = /listening on (http:\/\/[^\s]+)/.exec(output);
        if (found?.[1]) resolve(found[1]);
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${String(code)}: ${output}`)));
    });
    const login = await fetch(`${address}/api/login?email=admin%40frontoffice.test&password=admin1234`, { method: 'POST', headers: { origin: 'https://evil.example.com' } });
    expect(login.status).toBe(401);
    expect(login.headers.get('access-control-allow-origin')).toBeNull();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);

describe('sign-in limits', () => {
  it('keeps 10 a minute per account and 30 per address unless set, and refuses a value that is not a number', () => {
    const base = { FO_JWT_SECRET: secret, DATABASE_URL: 'postgres://db/fo' };
    expect(loadConfig(base).signInRateLimit).toEqual({ perAccount: 10, perAddress: 30 });
    expect(loadConfig({ ...base, FO_SIGN_IN_LIMIT_PER_ACCOUNT: '3', FO_SIGN_IN_LIMIT_PER_ADDRESS: '5' }).signInRateLimit).toEqual({ perAccount: 3, perAddress: 5 });
    expect(() => loadConfig({ ...base, FO_SIGN_IN_LIMIT_PER_ADDRESS: 'many' })).toThrow(/FO_SIGN_IN_LIMIT_PER_ADDRESS/);
  });
});

describe('rate limit store and trusted proxies (issue 21 §4)', () => {
  const base = { FO_JWT_SECRET: secret, DATABASE_URL: 'postgres://db/fo' };

  it('counts the limits in PostgreSQL when the server runs on it, in memory on PGlite, unless FO_RATE_LIMIT_STORE says otherwise', () => {
    expect(loadConfig(base).rateLimitStore).toBe('database');
    expect(loadConfig({ FO_JWT_SECRET: secret, FO_DATA_DIR: '/tmp/fo' }).rateLimitStore).toBe('memory');
    expect(loadConfig({ ...base, FO_RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    expect(() => loadConfig({ ...base, FO_RATE_LIMIT_STORE: 'redis' })).toThrow('FO_RATE_LIMIT_STORE must be one of database, memory, got "redis"');
  });

  it('reads X-Forwarded-For from no proxy unless FO_TRUSTED_PROXIES lists addresses or ranges, and refuses anything else', () => {
    expect(loadConfig(base).trustedProxies).toBe(false);
    expect(loadConfig({ ...base, FO_TRUSTED_PROXIES: ' 10.0.0.5, 10.1.0.0/16,fd00::/8 , loopback' }).trustedProxies).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    for (const wrong of ['2', 'proxy.example.com', '10.0.0.0/33', '10.0.0.256', '::1/129', '10.0.0.0/8/1', ',']) {
      expect(() => loadConfig({ ...base, FO_TRUSTED_PROXIES: wrong })).toThrow(/^FO_TRUSTED_PROXIES must list the proxies' addresses or CIDR ranges/);
    }
    expect(() => loadConfig({ ...base, FO_TRUSTED_PROXIES: '10.0.0.5,nope' })).toThrow(/not an address or range: nope$/);
  });
});
