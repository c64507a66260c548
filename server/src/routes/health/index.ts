import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorForLog } from '../../lib/log-safe';

const healthSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['ok', 'error'] }, database: { type: 'string', enum: ['ok', 'error'] } },
  required: ['status', 'database'],
} as const;

interface Health {
  status: 'ok' | 'error';
  database: 'ok' | 'error';
}

export default async function healthRoutes(app: FastifyInstance) {
  app.get<{ Reply: Health }>(
    '/health',
    {
      config: { public: true },
      schema: { summary: 'Liveness and database check', tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ err: errorForLog(error) }, 'database health check failed');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    },
  );
}
