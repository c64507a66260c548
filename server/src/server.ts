import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedSampleData } from './db/seed';
import { jobErrorHandler } from './plugins/error-reporting';
import { resolveJwtSecret } from './services/auth/jwt-secret';
import { createCardProviders } from './services/payments/card-providers';
import { createInstallmentQueue } from './services/payments/installment-queue';
import { createRefundProviders } from './services/payments/refund-provider';
import type { CaptureServer } from './services/mail/capture-server';
import type { MailQueue } from './services/mail/mail-queue';
import { createMailQueue } from './services/mail/mail-queue';
import { smtpTransport } from './services/mail/transport';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize });
  await migrate(database);
  const seeded = config.sampleMode ? await seedSampleData(database.db) : false;
  const jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret, config.sampleMode);

  // E-mail (server/README.md "E-mail"): SMTP_URL's relay, or in sample mode the embedded SMTP
  // server that keeps every message for /sample-mail. Without either, messages wait in the outbox.
  // Loaded only then: the SMTP server and its parser are not part of a production process.
  const capture: CaptureServer | null =
    !config.mail.smtpUrl && config.sampleMode ? await (await import('./services/mail/capture-server')).startCaptureServer(database.db) : null;
  const smtpUrl = config.mail.smtpUrl ?? capture?.url;
  let mailQueue: MailQueue | null = null;
  const app = await buildApp({
    db: database.db,
    jwtSecret,
    jwtTtl: config.jwtTtl,
    delayMs: config.delayMs,
    sampleMode: config.sampleMode,
    corsOrigins: config.corsOrigins,
    googleClientId: config.googleClientId,
    facebookAppId: config.facebookAppId,
    recaptchaSecret: config.recaptchaSecret,
    stripeSecretKey: config.stripeSecretKey,
    signInRateLimit: config.signInRateLimit,
    rateLimitStore: config.rateLimitStore,
    trustedProxies: config.trustedProxies,
    submissionRateLimit: config.submissionRateLimit > 0 ? { max: config.submissionRateLimit, timeWindowMs: 60_000 } : false,
    logger: { level: config.logLevel },
    errorReporting: config.errorReportingDsn ? { dsn: config.errorReportingDsn, environment: config.errorReportingEnvironment } : undefined,
    ownProcess: process,
    apiDocs: config.apiDocs,
    organizationsPerUser: config.organizationsPerUser,
    uploads: config.uploads,
    installmentRetryDays: config.installmentRetryDays,
    webhooks: { stripeSecret: config.stripeWebhookSecret, sampleEvents: config.sampleMode },
    mail: {
      from: config.mail.from,
      appUrl: config.mail.appUrl,
      limits: { perAddress: config.mail.limitPerAddress, perForm: config.mail.limitPerForm },
      wake: (ids) => {
        mailQueue?.enqueue(ids).catch(jobErrorHandler(app, 'mail', 'mail wake-up failed'));
      },
    },
  });
  app.log.info(
    { database: database.kind === 'postgres' ? 'postgresql' : `pglite ${config.dataDir}`, sampleMode: config.sampleMode, seeded, delayMs: config.delayMs },
    'database ready',
  );

  // Later installments of payment plans and the release of expired payment holds (server/README.md
  // "Payments"): pg-boss in this database.
  const installments = createInstallmentQueue({
    database,
    db: database.db,
    providers: createCardProviders({ db: database.db, sampleMode: config.sampleMode, stripeSecretKey: config.stripeSecretKey, sampleWebhooks: app.sampleWebhooks }),
    holdMinutes: config.paymentHoldMinutes,
    concurrency: config.installmentConcurrency,
    retryDays: config.installmentRetryDays,
    refundProviders: createRefundProviders({ sampleMode: config.sampleMode, stripeSecretKey: config.stripeSecretKey }),
    settleAfterMinutes: config.settleAfterMinutes,
    onError: jobErrorHandler(app, 'installments', 'installment queue error'),
  });
  await installments.start();

  if (smtpUrl) {
    mailQueue = createMailQueue({
      database,
      db: database.db,
      transport: smtpTransport(smtpUrl),
      from: config.mail.from,
      onError: jobErrorHandler(app, 'mail', 'mail queue error'),
    });
    await mailQueue.start();
    app.log.info({ smtp: capture ? `embedded capture ${capture.url}` : 'SMTP_URL' }, 'mail delivery ready');
  } else {
    app.log.warn('SMTP_URL is not set: e-mails are recorded in the outbox and sent once it is');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      // The queue first: its charges may still send the simulated provider's events through the app.
      await installments.stop();
      await app.close();
      await mailQueue?.stop();
      await capture?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Front Office API listening on ${address} (docs: ${address}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
