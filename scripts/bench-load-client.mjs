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
const instance = autocannon({
  url,
  method: 'POST',
  headers: { 'content-type': contentType },
  body,
  // Enough connections that a slow answer does not hold back the schedule (10 requests a second each).
  connections: Math.max(10, Math.ceil(rate / 10)),
  overallRate: rate,
  duration: seconds,
});
instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
const result = await instance;
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
