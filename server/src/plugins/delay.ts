import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';

/** Sample mode's artificial latency on every API answer, so loading states can be seen. */
export default fp(async function delay(app: FastifyInstance, options: { delayMs: number }) {
  if (options.delayMs <= 0) return;
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) await sleep(options.delayMs);
  });
});
