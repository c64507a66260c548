// The e-mail figures of server/README.md "E-mail"; the mail section of `npm run bench`
// (bench/sections/mail.mjs) runs this with
// `node --import tsx server/scripts/mail-bench.ts`: one API instance on a fresh
// in-memory PGlite (PostgreSQL at DATABASE_URL), its outbox delivering through the SMTP adapter to
// the embedded capture server, as sample mode runs. Prints its figures as JSON:
// - latency: public submissions one after another (each with a payer address), from the request
//   sent to the confirmation accepted by the SMTP server (stored in sample_mail);
// - throughput: a backlog of messages recorded in one transaction, from the wake-up to the last
//   one accepted: the messages per second the outbox sustains.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { openBenchDatabase } from './bench-database';
import { migrate } from '../src/db/migrate';
import { SAMPLE_FORM_IDS, SAMPLE_IDS } from '../src/db/sample-data';
import { seedSampleData } from '../src/db/seed';
import { startCaptureServer } from '../src/services/mail/capture-server';
import { createMailQueue } from '../src/services/mail/mail-queue';
import type { MailQueue } from '../src/services/mail/mail-queue';
import type { MailDraft } from '../src/services/mail/outbox';
import { recordMails } from '../src/services/mail/outbox';
import { smtpTransport } from '../src/services/mail/transport';

const LATENCY_SUBMISSIONS = Number(process.env.FO_BENCH_MAIL_SUBMISSIONS ?? 40);
const BACKLOG = Number(process.env.FO_BENCH_MAIL_BACKLOG ?? 1000);
const FROM = 'Club <no-reply@club.test>';
const LIMITS = { perAddress: 1_000_000, perForm: 1_000_000 };

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const bench = await openBenchDatabase('mail', databaseUrl);
  const { database } = bench;
  await migrate(database);
  await seedSampleData(database.db);
  const capture = await startCaptureServer(database.db);

  // Each message is delivered when the SMTP server accepted it (after storing it).
  const waiting = new Map<string, () => void>();
  let delivered = 0;
  const smtp = smtpTransport(capture.url);
  let queue: MailQueue | null = null;
  const app = await buildApp({
    db: database.db,
    jwtSecret: 'bench-mail',
    sampleMode: true,
    submissionRateLimit: false,
    logger: false,
    mail: { from: FROM, limits: LIMITS, wake: (ids) => void queue?.enqueue(ids) },
  });
  queue = createMailQueue({
    database,
    db: database.db,
    transport: {
      async send(mail) {
        await smtp.send(mail);
        delivered += 1;
        waiting.get(mail.to)?.();
      },
      close: () => smtp.close(),
    },
    from: FROM,
    schema: 'pgboss_bench_mail',
    schedule: false,
  });
  await queue.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  try {
    const latencies: number[] = [];
    for (let index = 0; index < LATENCY_SUBMISSIONS; index += 1) {
      const to = `bench-latency-${index}@example.com`;
      const arrived = new Promise<void>((resolve) => waiting.set(to, resolve));
      const form = new FormData();
      form.append('Content', JSON.stringify(Object.entries({ 'first-name': 'Bench', 'last-name': `L${index}`, email: 'bench@example.com', 'contact-by-phone': false }).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) }))));
      form.append('CustomerEmail', to);
      form.append('Culture', 'en');
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/organizations/${SAMPLE_IDS.organizations.laval}/forms/${SAMPLE_FORM_IDS.openContact}`, { method: 'POST', body: form });
      if (response.status !== 200) throw new Error(`submission answered ${response.status}: ${await response.text()}`);
      await arrived;
      latencies.push(performance.now() - started);
      waiting.delete(to);
    }

    const drafts: MailDraft[] = Array.from({ length: BACKLOG }, (_unused, index) => ({
      key: `bench:${index}`,
      kind: 'submissionNotice',
      submissionId: null,
      formId: null,
      recipient: `bench-backlog-${index}@example.com`,
      culture: 'en',
      subject: `Bench ${index}`,
      html: `<p>Bench message ${index}</p>`,
      text: `Bench message ${index}`,
      limits: { address: false, form: false },
    }));
    const ids = await database.db.transaction((tx) => recordMails(tx, drafts, { from: FROM, limits: LIMITS }));
    const before = delivered;
    const allDelivered = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (delivered - before >= BACKLOG) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    const started = performance.now();
    await queue.enqueue(ids);
    await allDelivered;
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`${JSON.stringify({ database: bench.kind, latencySamples: latencies, backlog: BACKLOG, backlogSeconds: seconds })}\n`);
  } finally {
    await app.close();
    await queue.stop();
    await capture.close();
    await bench.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
