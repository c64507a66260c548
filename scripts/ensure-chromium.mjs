// Finds the Chromium the end-to-end suite and the benchmark drive. Playwright's own browser
// download fails on these machines, so we only ever use Debian's package.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEFAULT_PATH = '/usr/bin/chromium';

const HOW_TO = [
  'No Chromium found for the end-to-end tests.',
  'Install Debian\'s package (as root: apt-get update && apt-get install -y chromium),',
  'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  'Do not run "npx playwright install": its download fails here.',
].join('\n');

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/**
 * Returns the path of a usable Chromium, installing Debian's package when running as root.
 * Returns null (after printing how to get one) when none can be had.
 */
export function ensureChromium({ log = console.log } = {}) {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (existsSync(wanted)) return wanted;
    log(`CHROMIUM_PATH=${wanted} does not exist.`);
    log(HOW_TO);
    return null;
  }
  if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
  if (isRoot() && hasAptGet()) {
    log('Installing Chromium from Debian packages (apt-get install -y chromium)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install = update.status === 0
      ? spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env })
      : update;
    if (install.status === 0 && existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
    log('apt-get could not install chromium.');
  }
  log(HOW_TO);
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = ensureChromium();
  if (!path) process.exit(1);
  console.log(path);
}
