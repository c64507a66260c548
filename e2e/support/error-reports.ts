import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An error event as a Sentry or GlitchTip endpoint receives it (the fields the specs read). */
export interface ReportedEvent {
  tags?: Record<string, string>;
  environment?: string;
  exception?: { values?: { type?: string; value?: string }[] };
}

export interface ErrorReportCollector {
  /** The DSN config.json names (`errorReportingUrl`): this collector's address as a Sentry project. */
  dsn: string;
  /** Every envelope received, as text (to check what must never leave a browser). */
  envelopes: string[];
  /** The error events of every envelope received so far. */
  events(): ReportedEvent[];
  close(): Promise<void>;
}

/** The error events of an envelope: a header line, then an item header and its payload per item. */
function eventsOf(envelope: string): ReportedEvent[] {
  const lines = envelope.split('\n').filter((line) => line !== '');
  const events: ReportedEvent[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}') as ReportedEvent);
  }
  return events;
}

/**
 * A stand-in for Sentry or GlitchTip: a local HTTP server keeping every envelope posted to
 * `/api/<project>/envelope/`, answering as the real endpoint does (200, readable cross-origin).
 */
export async function startErrorReportCollector(): Promise<ErrorReportCollector> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url ?? '')) envelopes.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(request.method === 'OPTIONS' ? 204 : 200, { 'Content-Type': 'application/json' });
      response.end(request.method === 'OPTIONS' ? undefined : '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://e2e-public-key@127.0.0.1:${port}/1`,
    envelopes,
    events: () => envelopes.flatMap(eventsOf),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
