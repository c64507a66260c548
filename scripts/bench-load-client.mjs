// The load run's client (scripts/bench.mjs, issue 7 §6), in a process of its own so the load tool
// does not share the bench's event loop (which also reads the API's output): autocannon at one
// fixed rate. Reads its settings as JSON from argv[2] ({ url, body, contentType, rate, seconds });
// writes one JSON line: the latency of every answer summarised, errors, status codes, and the
// client's own CPU time.
import autocannon from 'autocannon';

const { url, body, contentType, rate, seconds } = JSON.parse(process.argv[2] ?? '{}');

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

const latencies = [];
const cpuBefore = process.cpuUsage();
// autocannon's rate is per connection and per second: each connection sends its share back to back
// as soon as a second starts, then waits for the next one. With one instance of `rate / 10`
// connections, every second began with all connections firing at once (a burst of ~rate/10
// concurrent requests, then silence): the latency measured was the burst's queue, not that of
// requests arriving at the rate. Here the rate is spread evenly: `rate` autocannon instances of one
// connection each, one request a second each, started 1000 / rate ms apart (so one request leaves
// every 1000 / rate ms, each on its own kept-alive connection, timed by autocannon).
const spacingMs = 1000 / rate;
const instances = await Promise.all(
  Array.from(
    { length: rate },
    (_unused, index) =>
      new Promise((resolve) => {
        setTimeout(() => {
          const instance = autocannon({ url, method: 'POST', headers: { 'content-type': contentType }, body, connections: 1, overallRate: 1, duration: seconds });
          instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
          resolve(instance);
        }, index * spacingMs);
      }),
  ),
);
const results = await Promise.all(instances);
const result = {
  requests: { average: results.reduce((sum, entry) => sum + entry.requests.average, 0) },
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
latencies.sort((a, b) => a - b);
const non2xx = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
process.stdout.write(
  `${JSON.stringify({
    targetRate: rate,
    achievedRate: result.requests.average,
    requests: latencies.length,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? null,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: Object.fromEntries(non2xx.map(([code, stats]) => [code, stats.count])),
    clientCpuMs: (cpu.user + cpu.system) / 1000,
  })}\n`,
);
