import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import type { RateLimitStoreKind } from '../config';
import type { RateLimitCounter } from '../services/rate-limits/rate-limit-counter';
import { databaseCounter, memoryCounter } from '../services/rate-limits/rate-limit-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every limit of this app counts (the routes' `config.rateLimit` and `windowLimit`). */
    rateLimitCounter: RateLimitCounter;
  }
}

/**
 * @fastify/rate-limit's store contract over the app's counter. The plugin builds it with its
 * options, then one child per limited route, which counts under the route's own prefix.
 */
function storeOf(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    prefix = '';

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: window.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // At run time the route's merged limit options, with the route under `routeInfo`.
      const { method, url } = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      const store = new CounterStore();
      store.prefix = `${String(method)} ${String(url)}|`;
      return store;
    }
  }
  return CounterStore;
}

export interface RateLimitPluginOptions {
  /** `database`: counted in PostgreSQL, shared by every instance on the database; `memory`: per process. */
  store: RateLimitStoreKind;
}

const tooManyAttempts = (seconds: number) => new HttpError(429, `Too many attempts, try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);

/** Registered off by default: a route opts in with `config: { rateLimit: {...} }`. */
export default fp(async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  const counter =
    options.store === 'database'
      ? databaseCounter(app.db, {
          onError: (error) => {
            app.log.error({ err: error }, 'rate limit counts failed in the database: counting in this instance only meanwhile');
            app.reportError(error, { job: 'rate-limits' });
          },
        })
      : memoryCounter();
  app.decorate('rateLimitCounter', counter);
  await app.register(rateLimit, {
    global: false,
    store: storeOf(counter),
    // The Retry-After header's own figure (ceil of the window's rest), in the words windowLimit uses.
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });
});

/**
 * A second limit on a route that already has one (@fastify/rate-limit runs one limiter per
 * request): at most `max` requests per `windowMs` for each key, in the app's counter.
 */
export function windowLimit(options: { name: string; max: number; windowMs: number; key: (request: FastifyRequest) => string }): onRequestAsyncHookHandler {
  return async function limit(request, reply) {
    const window = await request.server.rateLimitCounter.hit(`${options.name}|${options.key(request)}`, options.windowMs);
    if (window.count > options.max) {
      const seconds = Math.ceil(window.resetInMs / 1000);
      void reply.header('retry-after', seconds);
      throw tooManyAttempts(seconds);
    }
  };
}
