import type { AddressInfo } from 'node:net';
import type { AddressObject, simpleParser as SimpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AppDb } from '../../db/client';
import { sampleMail } from '../../db/schema';

/** Larger than any message the product renders; a bigger one is refused by the SMTP server itself. */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

export interface CaptureServer {
  /** The smtp:// URL the SMTP adapter is pointed at. */
  url: string;
  close(): Promise<void>;
}

/**
 * mailparser, loaded with the first message: it weighs ~20 MB of the process's memory, which a
 * sample server that sends nothing (or a test that never reads its mail) need not carry.
 */
let parser: Promise<{ simpleParser: typeof SimpleParser }> | null = null;
const loadParser = () => (parser ??= import('mailparser'));

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) => entry.value.map((address) => address.address ?? '')).filter(Boolean).join(', ');

/**
 * The SMTP server embedded in sample mode and the tests (the `smtp-server` package), listening on
 * the loopback only: every message it receives is parsed (mailparser) and kept in `sample_mail`,
 * which /sample-mail shows. A Message-ID received twice is kept once. A recipient at a `.invalid`
 * domain is refused with 550.
 */
export async function startCaptureServer(db: AppDb, options: { port?: number } = {}): Promise<CaptureServer> {
  const server = new SMTPServer({
    authOptional: true,
    // Loopback only, nothing to protect in transit; nodemailer would otherwise try the upgrade.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // The `.invalid` top-level domain never exists (RFC 2606): refused for good, as a real relay
    // would, so sample mode and the tests can show an undelivered message.
    onRcptTo(address, _session, callback) {
      if (/\.invalid$/i.test(address.address)) {
        callback(Object.assign(new Error(`No such mailbox: ${address.address}`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      loadParser()
        .then(({ simpleParser }) => simpleParser(stream))
        .then(async (parsed) => {
          await db
            .insert(sampleMail)
            .values({
              messageId: parsed.messageId ?? `<${Date.now()}.${Math.random().toString(36).slice(2)}@capture>`,
              sender: addressText(parsed.from),
              recipients: addressText(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            })
            .onConflictDoNothing();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
