// The load run's client (bench/lib/load-form.mjs, for the load and reports sections), in a process
// of its own so the load tool does not share the bench's event loop (which also reads the API's
// output): autocannon at one fixed rate. Reads its settings as JSON from argv[2] ({ url, body,
// contentType, rate, seconds }); writes one JSON line: the latency of every answer of the measured
// window summarised, errors, status codes, and the client's own CPU time.
// FO_BENCH_LOAD_DUMP=<folder>: also writes every answer's [end time (epoch ms), latency (ms),
// counted (1/0)] to <folder>/latencies-<rate>.json, to lay slow answers beside the API's event-loop
// and GC log.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { percentileOfSorted as percentile } from './percentile.mjs';

// timeline: also answer every counted answer's [send time (epoch ms), latency (ms)], for a caller
// that lays the latencies beside its own work (the reports section's fairness run).
const { url, body, contentType, rate, seconds, timeline: wantTimeline } = JSON.parse(process.argv[2] ?? '{}');

const latencies = [];
let answers = 0;
const dumpDir = process.env.FO_BENCH_LOAD_DUMP;
const timeline = [];
const sent = [];
const cpuBefore = process.cpuUsage();
// autocannon's rate is per connection and per second: each connection sends its share back to back
// as soon as a second starts, then waits for the next one. With one instance of `rate / 10`
// connections, every second began with all connections firing at once (a burst of ~rate/10
// concurrent requests, then silence): the latency measured was the burst's queue, not that of
// requests arriving at the rate. Here the rate is spread evenly: `rate` autocannon instances of one
// connection each (one request a second each, each on its own kept-alive connection, timed by
// autocannon), released by one schedule of absolute times: request k leaves at t0 + k * 1000 / rate
// ms, on connection k mod rate.
//
// Why a schedule of our own: each autocannon client paces itself with setInterval(1000), and Node
// reschedules an interval from the moment it ran. Any stall of the client (creating 500 instances
// takes it ~1 s of CPU; a GC; another process on the core) made the ticks that fell due during it
// run in one batch and stay together for good: at load 4.7 a run's sends were bunched up to 1,246 in
// one 20 ms phase of the second (an even rate is 200) and none in others, a burst of ~300
// concurrent requests every second. The clients' own intervals are stopped (setupClient hands each
// client over; `rateInterval`, `paused`, `reqsMadeThisSecond` and `_doRequest` are autocannon 9's,
// pinned in package-lock); a late schedule sends what fell due at once, but never shifts later
// requests.
//
// Only answers to requests sent in the steady window are counted: the client's own ramp (creating
// the instances, whose first requests leave together) and its teardown (each instance summarises its
// histograms when it stops: at 500 instances the client's event loop stalled 100–560 ms in the last
// second, so every answer in flight then was timed late) are the load tool's work, not the
// server's. The window opens LEAD_S after the schedule starts and lasts `seconds`; the schedule runs
// TAIL_S past it, and no instance stops before then, so an answer in the window may take up to
// TAIL_S before any teardown starts. Errors and refusals are counted over the whole run.
const spacingMs = 1000 / rate;
const LEAD_S = 1.5;
const TAIL_S = 1.5;
// Creating 800 instances on a busy machine took more than the 4 s once allowed.
const START_BOUND_S = 15;
const clients = [];
// Set when the schedule starts; answers before it are the ramp's.
let windowStart = Infinity;
let windowEnd = -Infinity;
const createdAt = Date.now();
const instances = Array.from({ length: rate }, () => {
  // ignoreCoordinatedOmission: with one request a second per connection, autocannon would otherwise
  // add (latency / 1 ms) corrected samples to its own histogram for every answer, work that grows
  // with the latency; its histograms are not used here (each answer is timed below).
  const instance = autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    connections: 1,
    overallRate: 1,
    ignoreCoordinatedOmission: true,
    // Past the window's end whatever the time the instances took to start (bounded below).
    duration: LEAD_S + seconds + TAIL_S + START_BOUND_S + 1,
    // The connection's first request waits for the schedule too: autocannon sends one as soon as
    // the connection is up, so the `rate` connections opened together would each send at once (a
    // burst of `rate` concurrent requests on `rate` new connections, whose queue outlasted the
    // lead on a slower machine: ~1.4 s deep, drained for 4 s at 500 req/s). Counting one request
    // as already made this second holds it (autocannon marks the client paused), and the client's
    // own interval, which would release it a second later, is stopped before it first fires.
    setupClient: (client) => {
      client.reqsMadeThisSecond = 1;
      setImmediate(() => clearInterval(client.rateInterval));
      clients.push(client);
    },
  });
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
    answers += 1;
    const now = Date.now();
    const counted = now - responseTime >= windowStart && now - responseTime < windowEnd;
    if (counted) {
      latencies.push(responseTime);
      if (wantTimeline) sent.push([now - responseTime, responseTime]);
    }
    if (dumpDir) timeline.push([now, responseTime, counted ? 1 : 0]);
  });
  return instance;
});
while (clients.length < rate) await new Promise((resolve) => setTimeout(resolve, 5));
if (Date.now() - createdAt > START_BOUND_S * 1000) throw new Error(`bench-load-client: the instances took more than ${START_BOUND_S} s to start`);
await new Promise((resolve) => setTimeout(resolve, 100));

const t0 = performance.now();
windowStart = Date.now() + LEAD_S * 1000;
windowEnd = windowStart + seconds * 1000;
// A line of its own before the result: when the measured window opens and closes (epoch ms).
if (wantTimeline) process.stdout.write(`${JSON.stringify({ windowStart, windowEnd })}\n`);
const scheduleEnd = t0 + (LEAD_S + seconds + TAIL_S) * 1000;
// The client's own event-loop delay over the window: a stalled client times answers late, so the
// bench prints it beside the latencies (it should stay far below them).
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
setTimeout(() => loopDelay.enable(), LEAD_S * 1000);
setTimeout(() => loopDelay.disable(), (LEAD_S + seconds) * 1000);
let slot = 0;
await new Promise((resolve) => {
  const release = () => {
    const now = performance.now();
    while (t0 + slot * spacingMs <= now && t0 + slot * spacingMs < scheduleEnd) {
      const client = clients[slot % rate];
      // What the client's own interval did each second: one more request allowed, sent now if idle
      // (else as soon as the answer in flight arrives).
      client.reqsMadeThisSecond = 0;
      if (client.paused) {
        client.paused = false;
        client._doRequest();
      }
      slot += 1;
    }
    if (t0 + slot * spacingMs >= scheduleEnd) {
      // The teardown starts only now, TAIL_S after the window closed.
      for (const instance of instances) instance.stop();
      resolve();
    }
    else setTimeout(release, Math.max(0, t0 + slot * spacingMs - performance.now()));
  };
  release();
});
const results = await Promise.all(instances);
const result = {
  errors: results.reduce((sum, entry) => sum + entry.errors, 0),
  timeouts: results.reduce((sum, entry) => sum + entry.timeouts, 0),
  statusCodeStats: {},
};
for (const entry of results) {
  for (const [code, stats] of Object.entries(entry.statusCodeStats ?? {})) {
    result.statusCodeStats[code] = { count: (result.statusCodeStats[code]?.count ?? 0) + stats.count };
  }
}
const cpu = process.cpuUsage(cpuBefore);
if (dumpDir) writeFileSync(`${dumpDir}/latencies-${rate}.json`, JSON.stringify(timeline));
latencies.sort((a, b) => a - b);
const non2xx = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
process.stdout.write(
  `${JSON.stringify({
    targetRate: rate,
    // Requests sent in the window, per second of it.
    achievedRate: latencies.length / seconds,
    requests: latencies.length,
    // Every answer of the run, window or not (the CPU figures are per answer of the whole run).
    answers,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? null,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: Object.fromEntries(non2xx.map(([code, stats]) => [code, stats.count])),
    clientCpuMs: (cpu.user + cpu.system) / 1000,
    // nanoseconds → ms; the delay past the 1 ms resolution.
    clientLoopDelayP99Ms: loopDelay.count > 0 ? loopDelay.percentile(99) / 1e6 : null,
    clientLoopDelayMaxMs: loopDelay.count > 0 ? loopDelay.max / 1e6 : null,
    ...(wantTimeline ? { timeline: sent } : {}),
  })}\n`,
);
