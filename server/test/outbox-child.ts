// The process the outbox's kill -9 test kills (mail-outbox-kill.test.ts): it records five messages
// in one transaction, then delivers them one at a time through SMTP with a transport that stalls
// for good right after the third went out, before the outbox marks it sent. Killed there, it left
// two messages sent, one sent but not marked, and two recorded but never delivered.
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { createMailQueue } from '../src/services/mail/mail-queue';
import { recordMails } from '../src/services/mail/outbox';
import { smtpTransport } from '../src/services/mail/transport';

const [captureUrl, target, schema] = process.argv.slice(2) as [string, string, string | undefined];
const MESSAGES = 5;
const FROM = 'Club <no-reply@club.test>';

async function main() {
  const database = target.startsWith('postgres')
    ? await openDatabase({ databaseUrl: target, searchPath: schema })
    : await openDatabase({ dataDir: target });
  await migrate(database);
  const drafts = Array.from({ length: MESSAGES }, (_, index) => ({
    key: `kill-test:${index}`,
    kind: 'submissionNotice' as const,
    submissionId: null,
    formId: null,
    recipient: `kill${index}@example.com`,
    culture: 'en' as const,
    subject: `Message ${index}`,
    html: `<p>Message ${index}</p>`,
    text: `Message ${index}`,
    limits: { address: false, form: false },
  }));
  await database.db.transaction((tx) => recordMails(tx, drafts, { from: FROM, limits: { perAddress: 100, perForm: 100 } }));

  const smtp = smtpTransport(captureUrl);
  let sent = 0;
  const queue = createMailQueue({
    database,
    db: database.db,
    transport: {
      async send(mail) {
        await smtp.send(mail);
        sent += 1;
        if (sent === 3) {
          process.stdout.write('sent-3\n');
          await new Promise(() => undefined);
        }
      },
      close: () => smtp.close(),
    },
    from: FROM,
    schema: 'pgboss_kill',
    pollingIntervalSeconds: 0.5,
    batchSize: 1,
    // The test's fresh worker takes over the job this process leaves active within seconds.
    expireInSeconds: 3,
    schedule: false,
  });
  await queue.start();
  return new Promise(() => undefined);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
