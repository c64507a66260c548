// The e-mail tests' stack: a test app whose outbox is delivered by a real pg-boss worker through
// the SMTP adapter to the embedded smtp-server, which parses what arrives (mailparser) into sample_mail.
import { asc, sql } from 'drizzle-orm';
import { sampleMail } from '../src/db/schema';
import { startCaptureServer } from '../src/services/mail/capture-server';
import { createMailQueue } from '../src/services/mail/mail-queue';
import type { MailQueue } from '../src/services/mail/mail-queue';
import type { MailLimits } from '../src/services/mail/outbox';
import { smtpTransport } from '../src/services/mail/transport';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

export const MAIL_APP_URL = 'https://app.example.org';
export const MAIL_FROM = 'Club <no-reply@club.test>';

export interface MailTest {
  ctx: TestContext;
  queue: MailQueue;
  /** The messages received for `to`, oldest first, once `count` arrived (or after `timeoutMs`). */
  received(to: string, count?: number, timeoutMs?: number): Promise<(typeof sampleMail.$inferSelect)[]>;
  close(): Promise<void>;
}

/** `schema`: pg-boss's own, one per test file (they share the PostgreSQL test database). */
export async function startMailTest(options: { limits: MailLimits; schema: string }): Promise<MailTest> {
  // The queue is made once the database exists; the app wakes it after each commit.
  let wake: (ids: readonly string[]) => void = () => undefined;
  const ctx = await buildTestApp({
    submissionRateLimit: false,
    mail: { appUrl: MAIL_APP_URL, from: MAIL_FROM, limits: options.limits, wake: (ids) => wake(ids) },
  });
  const capture = await startCaptureServer(ctx.database.db);
  const queue = createMailQueue({
    database: ctx.database,
    db: ctx.database.db,
    transport: smtpTransport(capture.url),
    from: MAIL_FROM,
    schema: options.schema,
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });
  await queue.start();
  wake = (ids) => void queue.enqueue(ids);
  return {
    ctx,
    queue,
    async received(to, count = 1, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const rows = await ctx.database.db.select().from(sampleMail).where(sql`lower(${sampleMail.recipients}) = ${to.toLowerCase()}`).orderBy(asc(sampleMail.id));
        if (rows.length >= count || Date.now() > until) return rows;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await queue.stop();
      await capture.close();
      await ctx.close();
    },
  };
}
