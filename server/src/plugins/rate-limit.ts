import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/** Registered off by default: a route opts in with `config: { rateLimit: {...} }`. */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many attempts, try again in ${context.after}`),
  });
});

/**
 * A second limit on a route that already has one (@fastify/rate-limit runs one limiter per
 * request): at most `max` requests per `windowMs` for each key, counted in memory.
 */
export function windowLimit(options: { max: number; windowMs: number; key: (request: FastifyRequest) => string }): onRequestAsyncHookHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = 0;
  return async function limit(request, reply) {
    const now = Date.now();
    if (now >= sweepAt) {
      // Forget finished windows now and then, so a spray of addresses cannot grow the map for ever.
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      sweepAt = now + options.windowMs;
    }
    const key = options.key(request);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.max) {
      const seconds = Math.ceil((window.resetAt - now) / 1000);
      void reply.header('retry-after', seconds);
      throw new HttpError(429, `Too many attempts, try again in ${seconds} seconds`);
    }
  };
}
