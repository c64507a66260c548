import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { UNSTORABLE_MESSAGE, findNonFiniteNumber, findUnstorableText } from '../lib/text-guard';

/**
 * Refuses unknown query parameters where a call declares some, and, before any schema or handler
 * sees them, the path parameters, query strings and JSON bodies that hold text PostgreSQL cannot
 * store (every route, including those added later; multipart parts are checked as they are read,
 * services/files/multipart.ts).
 */
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const known = declaredQueryNames(route.schema?.querystring);
    if (!known) return;
    const refuseUnknown: preValidationHookHandler = async (request) => {
      const unknown = Object.keys(request.query as object).filter((name) => !known.includes(name));
      if (unknown.length === 0) return;
      const names = unknown.map((name) => `"${name}"`).join(', ');
      throw new HttpError(400, `Unknown query parameter${unknown.length > 1 ? 's' : ''} ${names}: this call takes ${known.join(', ')}`);
    };
    const existing = route.preValidation;
    route.preValidation = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), refuseUnknown];
  });
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [name, value] of parts) {
      const found = findUnstorableText(value, '', 0, true);
      if (found) throw new HttpError(400, `Invalid ${name}: ${found} ${UNSTORABLE_MESSAGE}`);
    }
  });
  // After the schemas: Ajv turns "Infinity" into a number that passes `integer` and `maximum`.
  app.addHook('preHandler', async (request) => {
    for (const [name, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findNonFiniteNumber(value);
      if (found) throw new HttpError(400, `Invalid ${name}: ${found} must be a finite number`);
    }
  });
});

/**
 * The parameters of a query string schema that names some and forbids others; null for a call
 * that takes none (`emptyQuerySchema`: a cache-buster there harms nothing, and Ajv drops it).
 * Where a call takes parameters, a mistyped filter (`?serch=`) would silently list everything.
 */
function declaredQueryNames(schema: unknown): string[] | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const { properties, additionalProperties } = schema as { properties?: Record<string, unknown>; additionalProperties?: unknown };
  if (additionalProperties !== false || !properties) return null;
  const names = Object.keys(properties);
  return names.length > 0 ? names : null;
}
