import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { HttpError } from '../lib/http-error';
import { errorForLog } from '../lib/log-safe';

/** Every error answers `{ statusCode, error, message }` (and an HttpError's `errors` codes); 5xx details stay in the log, never in the reply. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // An HttpError is a deliberate answer (e.g. 501 "not configured"); anything else at 5xx is a fault.
    if (statusCode >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: errorForLog(error) }, 'request failed');
      return reply.code(statusCode).send({
        statusCode,
        error: STATUS_CODES[statusCode] ?? 'Internal Server Error',
        message: 'Internal Server Error',
      });
    }
    let message = error.message;
    // Ajv says "querystring/email must be string"; name the part so the caller knows where to look.
    if ('validation' in error && error.validation && error.validationContext) message = `Invalid ${error.validationContext}: ${error.message}`;
    const codes = error instanceof HttpError && error.errors ? { errors: error.errors } : {};
    return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...codes });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
});
