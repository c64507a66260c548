import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { errorForLog } from '../../lib/log-safe';
import { Enum } from '../../schemas';
import type { TypedApp } from '../../schemas';

const healthSchema = Type.Object({ status: Enum('string', ['ok', 'error']), database: Enum('string', ['ok', 'error']) });

export default async function healthRoutes(app: TypedApp) {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { summary: 'Liveness and database check', tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: errorForLog(error) }, 'database health check failed');
        return reply.code(503).send({ status: 'error', database: 'error' } as const);
      }
    },
  );
}
