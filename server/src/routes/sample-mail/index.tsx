// The automatic JSX runtime whichever tsconfig the runner reads (tsx from the repository root reads the root one).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Type } from '@sinclair/typebox';
import { desc, eq } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { sampleMail } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { Enum } from '../../schemas';
import type { TypedApp } from '../../schemas';

/** Messages the page and the JSON list show at most, newest first. */
const LIST_LIMIT = 200;

// A captured message is shown as the mail client would: its own HTML, but with no script, no
// remote content and no form, whatever it holds.
const MESSAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

type Row = typeof sampleMail.$inferSelect;

const messageParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), format: Enum('string', ['html', 'text']) });

function ListPage({ rows }: { rows: Row[] }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Sample mail</title>
        <style>{'body{font-family:Arial,sans-serif;margin:24px}td,th{padding:4px 12px 4px 0;text-align:left;vertical-align:top}'}</style>
      </head>
      <body>
        <h1>Sample mail</h1>
        <p>Every message the API sent while in sample mode, newest first (JSON: <a href="/sample-mail/messages.json">messages.json</a>).</p>
        {rows.length === 0 ? (
          <p>No message yet.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Read</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.receivedAt.toISOString()}</td>
                  <td>{row.recipients}</td>
                  <td>{row.subject}</td>
                  <td>
                    <a href={`/sample-mail/${row.id}/html`}>HTML</a> <a href={`/sample-mail/${row.id}/text`}>Text</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </body>
    </html>
  );
}

/**
 * Sample mode only (server/README.md "E-mail"): the messages the embedded SMTP server received,
 * as a page (`/sample-mail`), each as HTML and as text, and as JSON (`/sample-mail/messages.json`).
 */
export default async function sampleMailRoutes(app: TypedApp) {
  const latest = () => app.db.select().from(sampleMail).orderBy(desc(sampleMail.receivedAt), desc(sampleMail.id)).limit(LIST_LIMIT);
  const hidden = { schema: { hide: true } };

  app.get('/', hidden, async (_request, reply) => {
    const rows = await latest();
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(`<!doctype html>${renderToStaticMarkup(<ListPage rows={rows} />)}`);
  });

  app.get('/messages.json', hidden, async (_request, reply) => {
    const rows = await latest();
    return reply
      .header('Cache-Control', 'no-store')
      .send(rows.map((row) => ({ id: row.id, messageId: row.messageId, from: row.sender, to: row.recipients, subject: row.subject, text: row.text, html: row.html, date: row.receivedAt.toISOString() })));
  });

  app.get('/:id/:format', { schema: { hide: true, params: messageParams } }, async (request, reply) => {
    const [row] = await app.db.select().from(sampleMail).where(eq(sampleMail.id, request.params.id));
    if (!row) throw notFound('Message not found');
    if (request.params.format === 'text') return reply.type('text/plain; charset=utf-8').send(row.text);
    return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', MESSAGE_POLICY).send(row.html);
  });
}
