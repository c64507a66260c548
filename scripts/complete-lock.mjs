// Adds lock entries for platform-specific optional dependencies that the registry reachable here
// does not serve (e.g. @swc/core-darwin-arm64). npm install leaves them out of package-lock.json,
// and `npm ci` then refuses the lock as "out of sync". The entries carry os/cpu so that npm skips
// them on this platform, exactly as it would skip the real ones.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const OS = ['darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'android', 'aix', 'openharmony', 'wasm32', 'wasi'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32', 'universal'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  let cpu = parts.find((part) => CPU.includes(part));
  if (!os && !cpu) return null;
  const entry = {};
  if (os === 'wasm32' || cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (os) entry.os = [os];
  if (cpu === 'universal') cpu = undefined;
  if (cpu) entry.cpu = [cpu];
  if (parts.includes('musl')) entry.libc = ['musl'];
  else if (parts.includes('gnu') || parts.includes('gnueabihf')) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    // Resolution as node does it: nested first, then each ancestor node_modules, then the root.
    const segments = path ? path.split('/node_modules/') : [];
    let found = false;
    for (let i = segments.length; i >= 0 && !found; i -= 1) {
      const base = segments.slice(0, i).join('/node_modules/');
      const candidate = base ? `${base}/node_modules/${dep}` : `node_modules/${dep}`;
      if (lock.packages[candidate]) found = true;
    }
    if (found) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    const target = `node_modules/${dep}`;
    lock.packages[target] = { version: version.replace(/^[\^~]/, ''), optional: true, ...platform };
    if (pkg.dev) lock.packages[target].dev = true;
    added += 1;
  }
}
const sorted = {};
for (const key of Object.keys(lock.packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))) sorted[key] = lock.packages[key];
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: ${added} platform entries added`);
