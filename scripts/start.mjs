// npm start: install on a fresh clone, build what changed, then run the API server and serve
// the shell and every remote, each from its own port. Ctrl-C stops everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  const command = existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install';
  console.log(`start: node_modules missing, running npm ${command}…`);
  const result = spawnSync('npm', [command], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Imported only after the install: these modules need webpack and friends.
const { buildApps } = await import('../build/build-apps.mjs');
const { portsFromEnv } = await import('../build/runtime-config.mjs');
const { sampleAccountsTable, startStack } = await import('../build/stack.mjs');

const results = await buildApps({ concurrency: Number(process.env.FO_BUILD_CONCURRENCY ?? 2) });
if (results.some((result) => result.status === 'failed')) {
  console.error('start: build failed, not starting');
  process.exit(1);
}

// The API logs every request as pino JSON; show its warnings and errors and any plain text.
function printApiLine(line) {
  const json = line.replace(/^\[api\] /, '');
  try {
    const entry = JSON.parse(json);
    if (typeof entry.level === 'number' && entry.level < 40) return;
  } catch {
    // Not JSON: print as is.
  }
  console.log(line);
}

const { portBase, apiPort } = portsFromEnv();
console.log('start: starting the API server and the static origins…');
let stack;
try {
  // npm start is the sample system: sample accounts, simulated providers, the spec's 500 ms delay.
  stack = await startStack({ portBase, apiPort, sampleMode: true, writeConfig: true, log: printApiLine });
} catch (error) {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\nstart: ${signal}, stopping…`);
  await stack.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

console.log(`
Front Office is running.

  Open      ${stack.urls.shell}
  API       ${stack.urls.api} (docs: ${stack.urls.api}/api/docs)
  Remotes   ${Object.entries(stack.urls.remotes).map(([name, url]) => `${name} ${url}`).join('\n            ')}

Sample accounts (docs/integration.md):
${sampleAccountsTable()}

Press Ctrl-C to stop.`);
