// npm run build [-- --force] [--verbose] [--concurrency N] [app …]: builds the shell and every
// remote, skipping apps whose inputs have not changed since their last successful build.
import { buildApps } from '../build/build-apps.mjs';

let force = false;
let verbose = false;
let concurrency = Number(process.env.FO_BUILD_CONCURRENCY ?? 2);
const names = [];
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg === '--force') force = true;
  else if (arg === '--verbose') verbose = true;
  else if (arg === '--concurrency') concurrency = Number(args[(index += 1)]);
  else if (arg.startsWith('--')) throw new Error(`build: unknown option ${arg}`);
  else names.push(arg);
}

const started = Date.now();
const results = await buildApps({ names: names.length ? names : undefined, force, concurrency });
if (verbose) {
  for (const result of results) if (result.output.trim()) console.log(`\n--- ${result.name}\n${result.output.trim()}`);
}
const failed = results.filter((result) => result.status === 'failed');
console.log(`build: ${results.length - failed.length}/${results.length} apps ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed.length) {
  console.error(`build: failed: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
