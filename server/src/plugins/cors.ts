import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The shell and each remote are separate origins (docs/integration.md "Ports"). */
export default fp(async function corsPlugin(app: FastifyInstance, options: { origins: string[] | '*' | false }) {
  await app.register(cors, {
    origin: options.origins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // The API client sends no-cache headers on every call (shared/README.md "API client").
    allowedHeaders: ['Authorization', 'Cache-Control', 'Pragma', 'Content-Type', 'Idempotency-Key'],
    // Receipt-Key: the public submission's answer carries the visitor's receipt key (issue 18 §11);
    // X-Request-Id: the browser's error report of a 5xx names the server's request.
    exposedHeaders: ['Content-Disposition', 'Receipt-Key', 'X-Request-Id'],
    maxAge: 600,
  });
});
