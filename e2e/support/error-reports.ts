import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from '@playwright/test';
import { sampleIds } from './public-form';
import type { RunningStack } from './stack';

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
    dsn: `http://e2epublickey@127.0.0.1:${port}/1`,
    envelopes,
    events: () => envelopes.flatMap(eventsOf),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The swim camp's submissions page: its API calls are the ones `failSwimCampCalls` fails. */
export const swimCampSubmissionsPath = `/registrations/submissions/${sampleIds.swimCamp}`;

/** The server's answer turned into a 500, with its own headers (X-Request-Id, CORS) but a body of its own. Returns its request id. */
export async function answer500(route: Route): Promise<string> {
  const response = await route.fetch();
  const { 'content-length': _length, ...headers } = response.headers();
  await route.fulfill({ status: 500, headers, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }) });
  return headers['x-request-id'] ?? '';
}

/**
 * Every API call about the swim camp form reaches the server, then answers 500 (`answer500`): a
 * 5xx as the browser would see it. Returns the request ids of the answers turned into 500s, filled as they come.
 */
export async function failSwimCampCalls(page: Page, stack: RunningStack): Promise<string[]> {
  const requestIds: string[] = [];
  const api = new URL(stack.urls.api).origin;
  await page.route(
    (url) => url.origin === api && url.pathname.includes(sampleIds.swimCamp),
    async (route) => {
      requestIds.push(await answer500(route));
    },
  );
  return requestIds;
}
