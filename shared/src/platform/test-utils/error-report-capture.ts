import type { BrowserOptions } from '@sentry/browser';
// @sentry/core (the browser SDK's base), not the SDK itself: a test can then tell whether the page
// loaded the SDK.
import { createTransport, parseEnvelope } from '@sentry/core';

/** An error event as the SDK would send it (the fields the tests read). */
export interface CapturedEvent {
  tags?: Record<string, string>;
  environment?: string;
  exception?: { values?: { type?: string; value?: string }[] };
}

export interface ErrorReportCapture {
  /** The SDK's transport, answering 200 and keeping each envelope instead of sending it. */
  transport: NonNullable<BrowserOptions['transport']>;
  /** Every envelope the SDK handed over, as text (to check what must never leave the browser). */
  envelopes: string[];
  /** Waits until `count` error events arrived (at most 5 s) and returns them. */
  events(count: number): Promise<CapturedEvent[]>;
}

/** The error events of an envelope (its other items: client reports, sessions). */
const eventsOf = (envelope: string): CapturedEvent[] =>
  parseEnvelope(envelope)[1].flatMap(([header, payload]) => (header.type === 'event' ? [payload as CapturedEvent] : []));

/** The network boundary of error reporting: what the SDK would send to the DSN's host. */
export function captureErrorReports(): ErrorReportCapture {
  const envelopes: string[] = [];
  return {
    envelopes,
    transport: (options) =>
      createTransport(options, async (request) => {
        envelopes.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
        return { statusCode: 200 };
      }),
    async events(count) {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const events = envelopes.flatMap(eventsOf);
        if (events.length >= count) return events;
        if (Date.now() > deadline) throw new Error(`expected ${count} reported events, received ${events.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
