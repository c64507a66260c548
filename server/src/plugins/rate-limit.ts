import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
