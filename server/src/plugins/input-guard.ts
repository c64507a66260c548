import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { UNSTORABLE_MESSAGE, findNonFiniteNumber, findUnstorableText } from '../lib/text-guard';

/**
 * Refuses, before any schema or handler sees them, the path parameters, query strings and JSON
 * bodies that hold text PostgreSQL cannot store (every route, including those added later;
 * multipart parts are checked as they are read, services/files/multipart.ts).
 */
export default fp(async function inputGuard(app: FastifyInstance) {
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
