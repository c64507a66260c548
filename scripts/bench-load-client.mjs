// The load run's client (scripts/bench.mjs, issue 7 §6), in a process of its own so the load tool
// does not share the bench's event loop (which also reads the API's output): autocannon at one
// fixed rate. Reads its settings as JSON from argv[2] ({ url, body, contentType, rate, seconds });
// writes one JSON line: the latency of every answer of the measured window summarised, errors,
// status codes, and the client's own CPU time.
// FO_BENCH_LOAD_DUMP=<folder>: also writes every answer's [end time (epoch ms), latency (ms),
// counted (1/0)] to <folder>/latencies-<rate>.json, to lay slow answers beside the API's event-loop
// and GC log.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';

const { url, body, contentType, rate, seconds } = JSON.parse(process.argv[2] ?? '{}');

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

const latencies = [];
let answers = 0;
const dumpDir = process.env.FO_BENCH_LOAD_DUMP;
const timeline = [];
const cpuBefore = process.cpuUsage();
// autocannon's rate is per connection and per second: each connection sends its share back to back
// as soon as a second starts, then waits for the next one. With one instance of `rate / 10`
// connections, every second began with all connections firing at once (a burst of ~rate/10
// concurrent requests, then silence): the latency measured was the burst's queue, not that of
// requests arriving at the rate. Here the rate is spread evenly: `rate` autocannon instances of one
// connection each, one request a second each, started 1000 / rate ms apart (so one request leaves
// every 1000 / rate ms, each on its own kept-alive connection, timed by autocannon).
//
// Only answers to requests sent in the steady window are counted: the client's own ramp (creating
// `rate` instances takes it ~1 s of CPU, while it is already sending) and its teardown (each
// instance summarises its histograms when it stops: at 500 instances the client's event loop
// stalled 100–560 ms in the last second, so every answer in flight then was timed late) are the
// load tool's work, not the server's. Each instance runs LEAD_S + seconds + TAIL_S; the window
// opens LEAD_S after the first instance started (the last one starts 1 s after the first) and
// lasts `seconds`, and no instance stops before TAIL_S after it closes, so an answer in the window
// may take up to TAIL_S before any teardown starts. Errors and refusals are counted over the whole
// run, window or not.
const spacingMs = 1000 / rate;
const LEAD_S = 1.5;
const TAIL_S = 1.5;
const startedAt = Date.now();
const windowStart = startedAt + LEAD_S * 1000;
const windowEnd = windowStart + seconds * 1000;
// The client's own event-loop delay over the window: a stalled client times answers late, so the
// bench prints it beside the latencies (it should stay far below them).
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
setTimeout(() => loopDelay.enable(), windowStart - Date.now());
setTimeout(() => loopDelay.disable(), windowEnd - Date.now());
const instances = await Promise.all(
  Array.from(
    { length: rate },
    (_unused, index) =>
      new Promise((resolve) => {
        setTimeout(() => {
          // ignoreCoordinatedOmission: with one request a second per connection, autocannon would
          // otherwise add (latency / 1 ms) corrected samples to its own histogram for every answer, work
          // that grows with the latency; its histograms are not used here (each answer is timed below).
          const instance = autocannon({ url, method: 'POST', headers: { 'content-type': contentType }, body, connections: 1, overallRate: 1, ignoreCoordinatedOmission: true, duration: LEAD_S + seconds + TAIL_S });
          instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
            answers += 1;
            const now = Date.now();
            const counted = now - responseTime >= windowStart && now - responseTime < windowEnd;
            if (counted) latencies.push(responseTime);
            if (dumpDir) timeline.push([now, responseTime, counted ? 1 : 0]);
          });
          resolve(instance);
        }, index * spacingMs);
      }),
  ),
);
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
  })}\n`,
);
