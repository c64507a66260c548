import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDb } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder; the caller of buildApp owns the connection and closes it. */
    db: AppDb;
  }
}

export default fp(async function dbPlugin(app: FastifyInstance, options: { db: AppDb }) {
  app.decorate('db', options.db);
});
