import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import type { PermissionArea, PermissionEntry, PermissionFlag, User } from '@front-office/shared/core';
import { can } from '@front-office/shared/core';
import { getUserRights } from '../services/organizations/organizations';
import type { TokenService, VerifiedToken } from '../services/auth/tokens';
import { findUserById, isTokenRevoked } from '../services/auth/users';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed. */
    public?: boolean;
    /** A token is read when sent but not required; the handler decides. */
    optionalAuth?: boolean;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The signed-in user; null on public calls without a token. */
    user: User | null;
    token: VerifiedToken | null;
    /** The user's rights in `:orgId`, set by requireRight / requireMember. */
    rights: PermissionEntry[] | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

async function authenticate(request: FastifyRequest): Promise<boolean> {
  const header = request.headers.authorization;
  if (!header) return false;
  const token = BEARER.exec(header)?.[1];
  if (!token) throw unauthorized('Malformed Authorization header');
  const verified = await request.server.tokens.verify(token);
  if (!verified) throw unauthorized('Invalid or expired token');
  const [user, revoked] = await Promise.all([
    findUserById(request.server.db, verified.userId),
    isTokenRevoked(request.server.db, verified.jti),
  ]);
  if (!user || revoked) throw unauthorized('Invalid or expired token');
  request.user = user;
  request.token = verified;
  return true;
}

/**
 * The one authentication hook, for the routes registered in the same scope: every route needs
 * a valid bearer token unless it declares `config: { public: true }`.
 */
export default fp(async function authPlugin(app: FastifyInstance, options: { tokens: TokenService }) {
  app.decorate('tokens', options.tokens);
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorateRequest('rights', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    if (config.optionalAuth) {
      // A bad token on an optional route is still an error: the caller meant to sign in.
      await authenticate(request);
      return;
    }
    if (!(await authenticate(request))) throw unauthorized();
  });
});

async function loadRights(request: FastifyRequest): Promise<PermissionEntry[]> {
  const { orgId } = request.params as { orgId?: string };
  if (!request.user) throw unauthorized();
  if (!orgId) throw new Error('requireRight/requireMember used on a route without :orgId');
  const rights = await getUserRights(request.server.db, orgId, request.user.id);
  if (!rights) throw forbidden('You are not a member of this organization');
  request.rights = rights;
  return rights;
}

/** preHandler: the user must be a member of `:orgId`. */
export function requireMember(): preHandlerAsyncHookHandler {
  return async function checkMember(request) {
    await loadRights(request);
  };
}

/** preHandler: the user must be a member of `:orgId` holding `flag` on `area`. */
export function requireRight(area: PermissionArea, flag: PermissionFlag): preHandlerAsyncHookHandler {
  return async function checkRight(request) {
    const rights = await loadRights(request);
    // The same decision the UI makes with can(), so server and browser never disagree.
    if (!can(rights, area, flag)) {
      throw forbidden(`Missing ${area} ${flag} right in this organization`);
    }
  };
}
