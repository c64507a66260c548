import { STATUS_CODES } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { RateLimitStoreKind, SignInRateLimit } from './config';
import type { AppDb } from './db/client';
import { createErrorReporter } from './lib/error-reporter';
import type { ErrorReporterOptions } from './lib/error-reporter';
import { redactUrl } from './lib/log-safe';
import type { ProcessLike } from './lib/process-error-reports';
import authPlugin from './plugins/auth';
import corsPlugin from './plugins/cors';
import dbPlugin from './plugins/db';
import delayPlugin from './plugins/delay';
import errorHandler from './plugins/error-handler';
import errorReporting from './plugins/error-reporting';
import inputGuard from './plugins/input-guard';
import rateLimitPlugin from './plugins/rate-limit';
import requestId, { requestIdOf } from './plugins/request-id';
import swaggerPlugin from './plugins/swagger';
import authenticationRoutes from './routes/authentication';
import fileRoutes from './routes/files';
import formRoutes from './routes/forms';
import updateFormRoutes from './routes/forms/update-form';
import healthRoutes from './routes/health';
import loginRoutes from './routes/login';
import organizationRoutes from './routes/organizations';
import publicFormRoutes from './routes/public-forms';
import reportRoutes from './routes/reports';
import dashboardRoutes from './routes/dashboard';
import paymentAccountRoutes from './routes/payment-accounts';
import mailRoutes from './routes/mail';
import sampleMailRoutes from './routes/sample-mail';
import sampleProviderRoutes from './routes/sample-provider';
import securityRoutes from './routes/security';
import publicSubmissionRoutes from './routes/submissions/public-submission';
import type { SubmissionRateLimit } from './routes/submissions/public-submission';
import templateRoutes from './routes/templates';
import submissionRoutes from './routes/submissions';
import type { RefundProvider } from './services/payments/refund-provider';
import { createRefundProviders } from './services/payments/refund-provider';
import userCultureRoutes from './routes/user-culture';
import publicConfirmationRoutes from './routes/public-confirmation';
import { createReceiptKeys, resolveReceiptSecret } from './services/receipts/receipt-key';
import type { RecaptchaVerifier } from './services/submissions/public-submission';
import { googleRecaptchaVerifier } from './services/submissions/public-submission';
import type { UploadLimits } from './services/files/upload-gate';
import { createUploadGate } from './services/files/upload-gate';
import type { SocialProvider, SocialVerifier } from './services/auth/social-login';
import { createSocialVerifier } from './services/auth/social-login';
import type { PaymentProviderGateway, StripeOAuthClient } from './services/payment-accounts/payment-provider';
import { createPaymentProvider } from './services/payment-accounts/payment-provider';
import { TokenService } from './services/auth/tokens';
import { DEFAULT_APP_URL, DEFAULT_MAIL_FROM, DEFAULT_MAIL_LIMITS, DEFAULT_ORGANIZATIONS_PER_USER } from './config';
import type { MailLimits } from './services/mail/outbox';
import { attachMailService } from './services/mail/mail-service';
import paymentRoutes from './routes/payments';
import type { CardProvider } from './services/payments/card-provider';
import { createCardProviders } from './services/payments/card-providers';
import type { StripeApi } from './services/payments/stripe-sdk';
import type { WebhookReceiver } from './services/payments/provider-event';
import { createStripeWebhookReceiver } from './services/payments/stripe-webhooks';
import { SAMPLE_WEBHOOK_SECRET, createSampleWebhooks } from './services/payments/sample-webhooks';
import type { SampleWebhooks } from './services/payments/sample-webhooks';
import webhookRoutes from './routes/webhooks';
import securityHeaders from './plugins/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sample mode: the simulated provider's signed events to this API's webhook route (null otherwise); the installment queue's providers send through it too. */
    sampleWebhooks: SampleWebhooks | null;
  }
}

export interface AppOptions {
  db: AppDb;
  jwtSecret: string;
  /** Token lifetime in jose's duration syntax; default 8h. */
  jwtTtl?: string;
  /** Added to every /api answer (sample mode); default 0. */
  delayMs?: number;
  sampleMode?: boolean;
  corsOrigins?: string[] | '*' | false;
  googleClientId?: string | undefined;
  facebookAppId?: string | undefined;
  /** Replaces the providers' published key sets (tests sign ID tokens with their own key). */
  socialKeys?: Partial<Record<SocialProvider, JWTVerifyGetKey>>;
  /** Exchanges connect codes with Stripe's SDK when set; sample mode simulates the providers otherwise. */
  stripeSecretKey?: string | undefined;
  /** Replaces the Stripe SDK client (tests stand in for Stripe's servers). */
  stripeClient?: StripeOAuthClient;
  /** Replaces the payment provider (default from sampleMode and stripeSecretKey). */
  paymentProvider?: PaymentProviderGateway;
  /** Where the Stripe SDK of card payments, refunds and cancels sends its calls (tests: their local Stripe API server); Stripe's API by default. */
  stripeApi?: StripeApi;
  /** Replaces every card payment adapter (tests). */
  cardProvider?: CardProvider;
  /** The installment job's days between attempts at a declined charge (FO_INSTALLMENT_RETRY_DAYS), for declines the provider reports later. */
  installmentRetryDays?: readonly number[];
  /** Organizations one user may create (FO_ORGANIZATIONS_PER_USER); default 10. */
  organizationsPerUser?: number;
  /** Serve the OpenAPI document at /api/openapi.json (and the UI below); default true, FO_API_DOCS in production. */
  apiDocs?: boolean;
  /** Serve the Swagger UI at /api/docs with the document; default true (the test suite turns it off). */
  docsUi?: boolean;
  /** Google reCAPTCHA secret; unset skips token verification in sample mode (a token is still required). */
  recaptchaSecret?: string | undefined;
  /** Replaces Google's token check (tests). */
  recaptchaVerifier?: RecaptchaVerifier;
  /** Bounds on multipart bodies: idle and whole-body timeouts, bodies per address, memory for files (services/files/upload-gate.ts defaults). */
  uploads?: Partial<UploadLimits>;
  /** Sign-in attempts a minute per (address, e-mail) and per address; default 10 and 30. */
  signInRateLimit?: SignInRateLimit;
  /** Where the rate limits count (FO_RATE_LIMIT_STORE): `database` shares them with every instance on the database; default `memory`. */
  rateLimitStore?: RateLimitStoreKind;
  /** Proxies (addresses, CIDR ranges) whose X-Forwarded-For names the client (FO_TRUSTED_PROXIES); default none: the header is ignored. */
  trustedProxies?: string[] | false;
  /** Public submissions per client address; default 30 a minute, false turns it off. */
  submissionRateLimit?: SubmissionRateLimit | false;
  /** Replaces the refund/cancel provider (default from sampleMode and stripeSecretKey; null: none). */
  refundProvider?: RefundProvider | null;
  /** E-mail (server/README.md "E-mail"): From address, links' origin, sending limits, and the queue's wake-up after a commit (none: messages wait for the sweep). */
  mail?: { from?: string; appUrl?: string; limits?: MailLimits; wake?: (ids: readonly string[]) => void };
  /** false (default) for silence; true or options for pino. The request serializer is always ours. */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
  /** Reports 5xx answers to Sentry or GlitchTip (ERROR_REPORTING_DSN); unset: no report, no SDK loaded. */
  errorReporting?: ErrorReporterOptions | undefined;
  /**
   * The process this app runs alone in (server.ts passes `process`): with errorReporting, its
   * unhandled rejections and uncaught exceptions are reported, then it exits with 1, until the app
   * closes. Unset where many apps share a process (tests): Node handles them as usual.
   */
  ownProcess?: ProcessLike | undefined;
  /**
   * The providers' webhooks (docs/payments.md "Provider events"): Stripe's endpoint secret
   * (STRIPE_WEBHOOK_SECRET; sample mode has its own), a receiver replacing the Stripe one (tests),
   * and whether the simulated provider sends its events to the route (sample mode; default off).
   */
  webhooks?: { stripeSecret?: string | undefined; stripeReceiver?: WebhookReceiver | null; sampleEvents?: boolean };
}

interface LoggableRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** The request as logged: sign-in URLs carry the password (and ID tokens) in the query string. */
export function serializeRequest(request: LoggableRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}

function loggerOptions(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const custom = logger === true ? {} : logger;
  return { level: custom.level ?? 'info', ...(custom.stream ? { stream: custom.stream } : {}), serializers: { req: serializeRequest } };
}

/** The whole API as a Fastify instance that is ready but never listens (server.ts does). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  if (!options.sampleMode && Buffer.byteLength(options.jwtSecret) < 32) throw new Error('The JWT secret must be at least 32 bytes outside sample mode');
  const uploads = createUploadGate(options.uploads);
  // Every request, not only multipart ones (whose reader cuts them sooner, with its own 408):
  // Node answers 408 to a request not all received in time, checked every second.
  const requestTimeout = uploads.limits.bodyMs + 5_000;
  const app = Fastify({
    requestTimeout,
    http: { requestTimeout, headersTimeout: Math.min(60_000, requestTimeout), connectionsCheckingInterval: 1_000 },
    logger: loggerOptions(options.logger),
    genReqId: requestIdOf,
    // request.ip (the per-address limits, the logs) is X-Forwarded-For's client only from these peers.
    trustProxy: options.trustedProxies && options.trustedProxies.length > 0 ? options.trustedProxies : false,
    ajv: { customOptions: { coerceTypes: 'array' } },
    // Errors raised before a route is found (a path parameter too long, a malformed URL) get the
    // same { statusCode, error, message } answer as every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const answer = reply as unknown as FastifyReply;
      void answer.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Bad Request', message: error.message });
    },
    // Route types come from their TypeBox schemas (schemas.ts); Ajv still validates with the options above.
  }).withTypeProvider<TypeBoxTypeProvider>();

  // The web client may send Content-Type: application/json on POST calls that have no body
  // (the sign-in calls take query parameters); Fastify would answer 400 to an empty JSON body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  await app.register(errorHandler);
  await app.register(requestId);
  await app.register(securityHeaders);
  await app.register(errorReporting, {
    reporter: options.errorReporting?.dsn ? await createErrorReporter(options.errorReporting) : null,
    ownProcess: options.ownProcess,
  });
  await app.register(inputGuard);
  await app.register(dbPlugin, { db: options.db });
  await app.register(corsPlugin, { origins: options.corsOrigins ?? (options.sampleMode ? '*' : false) });
  await app.register(delayPlugin, { delayMs: options.delayMs ?? 0 });
  await app.register(rateLimitPlugin, { store: options.rateLimitStore ?? 'memory' });
  await app.register(swaggerPlugin, { document: options.apiDocs ?? true, ui: options.docsUi ?? true });

  const social: Partial<Record<SocialProvider, SocialVerifier>> = {};
  if (options.googleClientId) social.google = createSocialVerifier('google', options.googleClientId, options.socialKeys?.google);
  if (options.facebookAppId) social.facebook = createSocialVerifier('facebook', options.facebookAppId, options.socialKeys?.facebook);

  const paymentProvider =
    options.paymentProvider ?? createPaymentProvider({
      sampleMode: options.sampleMode ?? false,
      stripeSecretKey: options.stripeSecretKey,
      stripeClient: options.stripeClient,
    });
  let verifyRecaptcha: RecaptchaVerifier | null = options.recaptchaVerifier ?? null;
  if (!verifyRecaptcha && options.recaptchaSecret) verifyRecaptcha = googleRecaptchaVerifier(options.recaptchaSecret);
  // Outside sample mode a captcha that nobody checks would be no captcha at all.
  if (!verifyRecaptcha && !options.sampleMode) verifyRecaptcha = async () => false;
  const submission = {
    verifyRecaptcha,
    receiptKeys: createReceiptKeys(await resolveReceiptSecret(options.db)),
    rateLimit: options.submissionRateLimit ?? { max: 30, timeWindowMs: 60_000 },
  };

  attachMailService(options.db, {
    from: options.mail?.from ?? DEFAULT_MAIL_FROM,
    appUrl: options.mail?.appUrl ?? DEFAULT_APP_URL,
    limits: options.mail?.limits ?? DEFAULT_MAIL_LIMITS,
    receiptKeys: submission.receiptKeys,
    wake: options.mail?.wake ?? (() => undefined),
  });

  // The simulated provider's events reach the webhook route as Stripe's would (sample mode).
  const stripeWebhookSecret = options.webhooks?.stripeSecret ?? (options.sampleMode ? SAMPLE_WEBHOOK_SECRET : undefined);
  const sampleWebhooks =
    options.sampleMode && options.webhooks?.sampleEvents && stripeWebhookSecret
      ? createSampleWebhooks({
          secret: stripeWebhookSecret,
          // Over HTTP to this server's own address, as Stripe delivers: the same route, body and headers.
          deliver: async (payload, signature) => {
            const address = app.server.address();
            if (!address || typeof address === 'string') throw new Error('the API is not listening: the sample webhook has nowhere to go');
            const host = address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
            const response = await fetch(`http://${host}:${address.port}/api/webhooks/stripe`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'stripe-signature': signature },
              body: payload,
            });
            if (!response.ok) app.log.warn({ statusCode: response.status, body: await response.text() }, 'sample webhook refused');
          },
          onError: (error) => app.log.error({ err: error }, 'sample webhook failed'),
        })
      : null;
  app.decorate('sampleWebhooks', sampleWebhooks);
  app.decorate('uploadGate', uploads);
  app.addHook('onClose', async () => sampleWebhooks?.drain());

  const cardProviders = createCardProviders({
    db: options.db,
    sampleMode: options.sampleMode ?? false,
    stripeSecretKey: options.stripeSecretKey,
    stripeApi: options.stripeApi,
    override: options.cardProvider,
    sampleWebhooks,
  });

  const tokens = new TokenService(options.jwtSecret, options.jwtTtl ?? '8h');
  // One scope for the API routes so the auth hook covers exactly them (not the docs assets).
  await app.register(
    async (api) => {
      await api.register(authPlugin, { tokens });
      await api.register(healthRoutes);
      await api.register(loginRoutes, { social, limits: options.signInRateLimit });
      await api.register(authenticationRoutes);
      await api.register(organizationRoutes, { organizationsPerUser: options.organizationsPerUser ?? DEFAULT_ORGANIZATIONS_PER_USER });
      await api.register(paymentAccountRoutes, { provider: paymentProvider, cardProviders });
      await api.register(securityRoutes);
      await api.register(fileRoutes);
      await api.register(formRoutes);
      await api.register(updateFormRoutes);
      await api.register(templateRoutes);
      await api.register(publicFormRoutes);
      await api.register(publicSubmissionRoutes, submission);
      await api.register(submissionRoutes, {
        refundProviders: createRefundProviders({
          sampleMode: options.sampleMode ?? false,
          stripeSecretKey: options.stripeSecretKey,
          stripeApi: options.stripeApi,
          override: options.refundProvider,
        }),
        cardProviders,
      });
      await api.register(mailRoutes);
      await api.register(reportRoutes);
      await api.register(dashboardRoutes);
      await api.register(userCultureRoutes);
      await api.register(publicConfirmationRoutes, { receiptKeys: submission.receiptKeys, providers: cardProviders });
      await api.register(paymentRoutes, { providers: cardProviders });
      await api.register(webhookRoutes, {
        stripe:
          options.webhooks?.stripeReceiver !== undefined
            ? options.webhooks.stripeReceiver
            : stripeWebhookSecret
              ? createStripeWebhookReceiver({ secret: stripeWebhookSecret })
              : null,
        retryDays: options.installmentRetryDays,
      });
    },
    { prefix: '/api' },
  );
  // Spec 001 §7 writes the public submission without /api; both paths are served.
  await app.register(publicSubmissionRoutes, submission);

  // Outside /api: the provider's consent page is a page, not an API call (no token, no delay).
  if (options.sampleMode) {
    await app.register(sampleMailRoutes, { prefix: '/sample-mail' });
    await app.register(sampleProviderRoutes, { prefix: '/sample-provider', allowedOrigins: options.corsOrigins ?? '*', payments: cardProviders.simulated, providers: cardProviders });
  }

  await app.ready();
  return app;
}
