import { createTransport } from 'nodemailer';

/** One message as it leaves the outbox: rendered, addressed, with its Message-ID fixed in advance. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Derived from the outbox key: a delivery repeated after a crash carries the same one. */
  messageId: string;
  language: string;
}

/**
 * The mail port (STYLE.md "Payments": ports and adapters). One adapter, SMTP through nodemailer:
 * production points it at the relay of SMTP_URL, sample mode and the tests at the embedded
 * capture server (capture-server.ts), so the same code path sends every message.
 */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP as the URL says: `smtps://` speaks TLS from the first byte (port 465), `smtp://` upgrades
 * with STARTTLS when the server offers it (add `?requireTLS=true` to refuse a server that does not);
 * credentials go in the URL's user and password.
 */
export function smtpTransport(url: string): MailTransport {
  // Bounded waits (nodemailer's own are minutes): a relay that hangs fails the attempt, which is
  // retried, well within the delivery job's expiry (mail-queue.ts DELIVERY_EXPIRE_SECONDS).
  // Pooled: a backlog reuses a few connections instead of one handshake per message.
  const transporter = createTransport({ url, pool: true, maxConnections: 5, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: { 'Content-Language': mail.language },
      });
    },
    close: () => transporter.close(),
  };
}
