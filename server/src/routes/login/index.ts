import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_SIGN_IN_RATE_LIMIT } from '../../config';
import type { SignInRateLimit } from '../../config';
import { HttpError, unauthorized } from '../../lib/http-error';
import { windowLimit } from '../../plugins/rate-limit';
import type { LoginResponse, User } from '@front-office/shared/core';
import { loginFieldErrors } from '@front-office/shared/core';
import { Enum, bearer, emptyQuerySchema, errorReplies, loginResponseSchema, userSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { verifyPassword } from '../../lib/passwords';
import type { SocialProvider, SocialVerifier } from '../../services/auth/social-login';
import { findOrCreateSocialUser, findUserWithHash } from '../../services/auth/users';

export interface LoginRoutesOptions {
  social: Partial<Record<SocialProvider, SocialVerifier>>;
  /** Attempts a minute; default DEFAULT_SIGN_IN_RATE_LIMIT (config.ts). No limit is kept per e-mail
   * alone, so a stranger hammering an e-mail from elsewhere never locks its owner out. */
  limits?: SignInRateLimit | undefined;
}

// loginFieldErrors' messages are i18n keys for the UI; an API caller gets the English text.
const VALIDATION_TEXT: Record<string, (path: string) => string> = {
  'validation.required': (path) => `${path} is required`,
  'validation.invalidEmail': () => 'Invalid email',
  'validation.passwordMin': (path) => `${path} must be at least 4 characters`,
};

const SOCIAL_ATTEMPTS_PER_MINUTE = 30;

const loginQuerySchema = Type.Object({ email: Type.String(), password: Type.String() });

const socialQuerySchema = Type.Object({ idToken: Type.String({ minLength: 1 }), culture: Type.Optional(Enum('string', ['fr', 'en'])) });

function loginAttemptKey(request: FastifyRequest): string {
  const { email } = request.query as { email?: unknown };
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

export default async function loginRoutes(app: TypedApp, options: LoginRoutesOptions) {
  const limits = options.limits ?? DEFAULT_SIGN_IN_RATE_LIMIT;
  const perAddress = windowLimit({ name: 'sign-in per address', max: limits.perAddress, windowMs: 60_000, key: (request) => request.ip });
  const signedIn = async (user: User): Promise<LoginResponse> => ({ ...user, jwt: await app.tokens.sign(user.id) });

  app.post(
    '/login',
    {
      onRequest: perAddress,
      config: {
        public: true,
        rateLimit: { max: limits.perAccount, timeWindow: '1 minute', keyGenerator: loginAttemptKey },
      },
      schema: {
        summary: 'Sign in with e-mail and password (query parameters)',
        tags: ['authentication'],
        querystring: loginQuerySchema,
        response: { 200: loginResponseSchema, ...errorReplies(400, 401, 429) },
      },
    },
    async (request) => {
      const { query } = request;
      const errors = loginFieldErrors(query);
      // Report the first field in form order (e-mail before password), as the form shows them.
      const field = (['email', 'password'] as const).find((name) => errors[name] !== undefined);
      if (field) {
        const key = errors[field] ?? '';
        throw new HttpError(400, VALIDATION_TEXT[key]?.(field) ?? `${field}: ${key}`);
      }
      const credentials = { email: query.email.trim(), password: query.password };
      const found = await findUserWithHash(app.db, credentials.email);
      const matches = await verifyPassword(found?.passwordHash ?? null, credentials.password);
      if (!found || !matches) throw unauthorized('The email/password combination is incorrect');
      return signedIn(found.user);
    },
  );

  app.post(
    '/login/token',
    {
      schema: {
        summary: 'The user of the bearer token (re-validates a stored session)',
        tags: ['authentication'],
        security: bearer,
        querystring: emptyQuerySchema,
        response: { 200: userSchema, ...errorReplies(401) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return request.user;
    },
  );

  const providers: { provider: SocialProvider; label: string; setting: string }[] = [
    { provider: 'google', label: 'Google', setting: 'GOOGLE_CLIENT_ID' },
    { provider: 'facebook', label: 'Facebook', setting: 'FACEBOOK_APP_ID' },
  ];
  for (const { provider, label, setting } of providers) {
    app.post(
      `/login/${provider}`,
      {
        config: { public: true, rateLimit: { max: SOCIAL_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary: `Sign in with a ${label} ID token; unknown e-mails get a new account`,
          tags: ['authentication'],
          querystring: socialQuerySchema,
          response: { 200: loginResponseSchema, ...errorReplies(400, 401, 429, 501) },
        },
      },
      async (request) => {
        const verify = options.social[provider];
        if (!verify) throw new HttpError(501, `${label} sign-in is not configured on this server (${setting})`);
        const profile = await verify(request.query.idToken);
        if (!profile) throw unauthorized(`The ${label} token is invalid or expired`);
        // Spec 000 §7: the client sends culture fr for social sign-in; a new account takes it.
        const user = await findOrCreateSocialUser(app.db, profile, request.query.culture ?? 'fr');
        return signedIn(user);
      },
    );
  }
}
