import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The parts of a multipart body as a JSON schema, for the OpenAPI document only: the handler
     * reads and checks them (services/files/multipart.ts); the fuzz test sends them, mutated.
     */
    multipartParts?: { type: 'object'; properties: Record<string, unknown>; required?: readonly string[]; additionalProperties?: unknown };
  }
}

/**
 * OpenAPI built from the route schemas, at /api/openapi.json, browsable at /api/docs. Both are
 * served only when `document` is on (FO_API_DOCS; sample mode by default): in production the map
 * of every call is not handed to anyone who asks.
 */
export default fp(async function swaggerPlugin(app: FastifyInstance, options: { document: boolean; ui: boolean }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Front Office API', version: '1.0.0', description: 'Registration back-office API (docs/integration.md "API").' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // A multipart route documents its parts as a multipart/form-data request body.
    transform: ({ schema, url }) => {
      if (!schema?.multipartParts) return { schema, url };
      const { multipartParts, ...rest } = schema;
      return { schema: { ...rest, consumes: ['multipart/form-data'], body: multipartParts }, url };
    },
  });
  if (!options.document) return;
  if (options.ui) {
    // Loaded only when wanted: its static-file dependency is ESM-only, which Jest cannot require.
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
