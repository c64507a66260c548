// The e-mail figures of server/README.md "E-mail": time from a public submission to its
// confirmation received by the SMTP server, and messages a second one instance's outbox delivers.
// `npx tsx server/scripts/mail-bench.ts` (embedded PGlite in memory; DATABASE_URL for PostgreSQL).
// Everything runs on the loopback: the API, the embedded SMTP server and the outbox's worker.
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { SAMPLE_FORM_IDS, SAMPLE_IDS } from '../src/db/sample-data';
import { sampleMail } from '../src/db/schema';
import { seedSampleData } from '../src/db/seed';
import { startCaptureServer } from '../src/services/mail/capture-server';
import { createMailQueue } from '../src/services/mail/mail-queue';
import { recordMails } from '../src/services/mail/outbox';
import { smtpTransport } from '../src/services/mail/transport';

const SUBMISSIONS = 30;
const BULK = 1000;
const FROM = 'Bench <bench@front-office.local>';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const received = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) => (await db.select({ n: count() }).from(sampleMail))[0]?.n ?? 0;

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await migrate(database);
  await seedSampleData(database.db);
  const capture = await startCaptureServer(database.db);
  const queue = createMailQueue({ database, db: database.db, transport: smtpTransport(capture.url), from: FROM, schedule: false });
  await queue.start();
  const app = await buildApp({
    db: database.db,
    jwtSecret: randomBytes(32).toString('hex'),
    sampleMode: true,
    docsUi: false,
    submissionRateLimit: false,
    logger: { level: 'error' },
    mail: { from: FROM, limits: { perAddress: 1_000_000, perForm: 1_000_000 }, wake: (ids) => void queue.enqueue(ids) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  // 1. One submission at a time: from the POST to the confirmation stored by the SMTP server.
  const latencies: number[] = [];
  for (let index = 0; index < SUBMISSIONS; index += 1) {
    const before = await received(database.db);
    const form = new FormData();
    form.append('Content', JSON.stringify([
      { id: 'first-name', rowId: null, value: JSON.stringify({ value: 'Bench' }) },
      { id: 'last-name', rowId: null, value: JSON.stringify({ value: `Run ${index}` }) },
      { id: 'email', rowId: null, value: JSON.stringify({ value: 'bench@example.com' }) },
    ]));
    form.append('CustomerEmail', `bench${index}@example.com`);
    form.append('Culture', 'en');
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/organizations/${SAMPLE_IDS.organizations.laval}/forms/${SAMPLE_FORM_IDS.openContact}`, { method: 'POST', body: form });
    if (!response.ok) throw new Error(`submission refused: ${response.status} ${await response.text()}`);
    while ((await received(database.db)) === before) await new Promise((resolve) => setTimeout(resolve, 2));
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  console.log(`submission → confirmation received: median ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms (${SUBMISSIONS} submissions, one at a time)`);

  // 2. A backlog: BULK messages recorded at once, delivered by this instance's worker.
  const before = await received(database.db);
  const drafts = Array.from({ length: BULK }, (_, index) => ({
    key: `bench:${Date.now()}:${index}`,
    kind: 'submissionNotice' as const,
    submissionId: null,
    formId: null,
    recipient: `bulk${index}@example.com`,
    culture: 'en' as const,
    subject: `Bulk ${index}`,
    html: `<p>Bulk message ${index}</p>`,
    text: `Bulk message ${index}`,
    limits: { address: false, form: false },
  }));
  const ids = await recordMails(database.db, drafts, { from: FROM, limits: { perAddress: 0, perForm: 0 } });
  const started = performance.now();
  await queue.enqueue(ids);
  while ((await received(database.db)) - before < BULK) await new Promise((resolve) => setTimeout(resolve, 50));
  const seconds = (performance.now() - started) / 1000;
  console.log(`outbox backlog: ${BULK} messages delivered in ${seconds.toFixed(1)} s = ${(BULK / seconds).toFixed(0)} messages/s (${database.kind}, one instance, batches of 10)`);

  await app.close();
  await queue.stop();
  await capture.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
