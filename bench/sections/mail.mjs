// Section "mail" (issue 19): the e-mail outbox of one API instance delivering through the SMTP
// adapter to the embedded capture server (server/scripts/mail-bench.ts, through tsx,
// in a process of its own): time from a public submission to its confirmation delivered, and the
// messages per second a backlog drains at. PGlite in memory, PostgreSQL with DATABASE_URL. Needs
// neither a build nor the stack.
import { ms, runServerScript, summarize } from '../lib/common.mjs';

function measureMail() {
  const measured = runServerScript('mail-bench.ts', 'mail');
  return {
    mail: {
      note: 'one API instance, its pg-boss outbox worker and nodemailer pooled SMTP to the embedded smtp-server (which parses and stores each message); latency = public submission POST sent → confirmation accepted by the SMTP server, one submission at a time; throughput = a backlog recorded in one transaction, from the wake-up to the last message accepted',
      database: measured.database,
      submissionToDelivered: summarize(measured.latencySamples),
      backlog: measured.backlog,
      backlogSeconds: measured.backlogSeconds,
      messagesPerSecond: measured.backlog / measured.backlogSeconds,
    },
  };
}

function printMail({ mail }) {
  console.log(`\nE-mail outbox, one instance (issue 19; ${mail.database})`);
  console.log(`  submission → confirmation delivered (${mail.submissionToDelivered.samples})   median ${ms(mail.submissionToDelivered.median).padStart(10)}  p95 ${ms(mail.submissionToDelivered.p95)}`);
  console.log(`  backlog of ${mail.backlog} messages drained in ${mail.backlogSeconds.toFixed(1)} s            ${mail.messagesPerSecond.toFixed(1).padStart(7)} messages/s`);
}

export default {
  name: 'mail',
  needs: {},
  file: 'bench-mail.json',
  run: async () => measureMail(),
  print: printMail,
};
