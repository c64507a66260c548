import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { DomainError } from '../lib/http-error';
import { errorForLog } from '../lib/log-safe';

/**
 * The one place an error becomes a reply: `{ statusCode, error, message }` plus a DomainError's
 * details (`errors` codes and the fields its reply schema names). A DomainError is a deliberate
 * answer, even at 5xx (501 "not configured", 502 "provider unreachable": its cause is logged);
 * anything else at 5xx is a fault, logged, whose details never leave.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.statusCode >= 500 && error.cause !== undefined) request.log.error({ err: errorForLog(error.cause), code: error.code }, error.message);
      const { statusCode, message, details } = error;
      return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...details });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
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
    return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
});
