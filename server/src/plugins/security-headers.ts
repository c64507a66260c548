import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers every answer carries, refusals included: `nosniff`, so a browser never reads a JSON
 * answer (or a stored file) as a script or a page whatever a caller managed to put in it.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
});
