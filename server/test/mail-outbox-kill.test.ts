/** @jest-environment ./test/pglite-environment.ts */
// Issue 19 §2: a process killed with SIGKILL between recording messages and delivering them loses
// nothing and sends nothing twice: a fresh worker delivers what was left, and a message the killed
// process had sent without marking it is sent again with the same Message-ID (derived from its
// outbox key), which the receiving server keeps once.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { asc, like } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { mailOutbox, sampleMail } from '../src/db/schema';
import { startCaptureServer } from '../src/services/mail/capture-server';
import type { CaptureServer } from '../src/services/mail/capture-server';
import { createMailQueue } from '../src/services/mail/mail-queue';
import { smtpTransport } from '../src/services/mail/transport';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { PGLITE_GLOBAL } from './pglite-environment';

// The child starts tsx, an on-disk PGlite and pg-boss: slow on a busy machine.
jest.setTimeout(300_000);

let receiver: TestContext;
let capture: CaptureServer;

beforeAll(async () => {
  // The receiving side: the embedded SMTP server, keeping what arrives in a database of its own.
  receiver = await buildTestApp();
  capture = await startCaptureServer(receiver.database.db);
});
afterAll(async () => {
  await capture.close();
  await receiver.close();
});

interface Target {
  args: string[];
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** The database the child and then the fresh worker use: a PGlite directory, or a PostgreSQL schema with TEST_DATABASE_URL. */
async function freshTarget(): Promise<Target> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `kill_${randomBytes(6).toString('hex')}`;
    const admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
    return {
      args: [url, schema],
      open: () => openDatabase({ databaseUrl: url, searchPath: schema }),
      drop: async () => {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'fo-outbox-kill-'));
  const PGliteClass = (globalThis as Record<string, unknown>)[PGLITE_GLOBAL] as typeof PGlite;
  return { args: [dir], open: () => openDatabase({ pglite: new PGliteClass(dir) }), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the child and resolves once it printed `line`. */
function childUntil(args: string[], line: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'outbox-child.ts'), ...args], { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.split('\n').includes(line)) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before "${line}": ${errors}`)));
  });
}

test('killed with SIGKILL mid-delivery: a fresh worker delivers every message, each received once', async () => {
  const target = await freshTarget();
  try {
    const child = await childUntil([capture.url, ...target.args], 'sent-3');
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // Which three went out depends on the order the worker took the jobs, not on what is proven.
    const before = (await receiver.database.db.select().from(sampleMail).where(like(sampleMail.subject, 'Message %'))).map((row) => row.subject);
    expect(before).toHaveLength(3);

    const database = await target.open();
    try {
      const left = await database.db.select({ subject: mailOutbox.subject, status: mailOutbox.status }).from(mailOutbox).orderBy(asc(mailOutbox.subject));
      // Two went out and were marked; the third went out but its mark never came (its job stays
      // active until it expires); the last two were never tried.
      const marked = left.filter((row) => row.status === 'sent').map((row) => row.subject);
      const pending = left.filter((row) => row.status === 'pending').map((row) => row.subject);
      expect([marked.length, pending.length]).toEqual([2, 3]);
      expect(before).toEqual(expect.arrayContaining(marked));
      expect(pending.filter((subject) => before.includes(subject))).toHaveLength(1);

      const sends: string[] = [];
      const smtp = smtpTransport(capture.url);
      const queue = createMailQueue({
        database,
        db: database.db,
        transport: { send: async (mail) => { sends.push(mail.subject); await smtp.send(mail); }, close: () => smtp.close() },
        from: 'Club <no-reply@club.test>',
        schema: 'pgboss_kill',
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
        schedule: false,
      });
      // start() takes the messages left pending at once (no need to wait for the sweep's cron).
      await queue.start();
      try {
        const until = Date.now() + 60_000;
        let statuses: string[] = [];
        do {
          await new Promise((resolve) => setTimeout(resolve, 200));
          statuses = (await database.db.select({ status: mailOutbox.status }).from(mailOutbox)).map((row) => row.status);
        } while (statuses.some((status) => status !== 'sent') && Date.now() < until);
        expect(statuses).toEqual(Array(5).fill('sent'));
      } finally {
        await queue.stop();
      }
      // Exactly the three left pending are sent again: the unmarked one and the two never tried.
      expect(sends.sort()).toEqual(pending);
    } finally {
      await database.close();
    }
    const received = await receiver.database.db.select().from(sampleMail).where(like(sampleMail.subject, 'Message %'));
    expect(received.map((row) => row.subject).sort()).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(new Set(received.map((row) => row.messageId)).size).toBe(5);
  } finally {
    await target.drop();
  }
});
