// Builds the shell and the remotes with webpack, skipping an app whose inputs have not changed
// since its last successful build (a content hash stored in .build-stamps/).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { APPS, ROOT } from './federation.mjs';

const STAMP_DIR = join(ROOT, '.build-stamps');
// Files of build/ that change what webpack emits (the stack and the CLI scripts do not).
const BUILD_INPUTS = ['build/federation.mjs', 'build/webpack.base.mjs', 'build/runtime-config.mjs', 'build/standalone.html', 'build/federation-runtime-global.mjs'];
const SHARED_INPUTS = ['shared/src', 'shared/package.json', 'package-lock.json', ...BUILD_INPUTS];

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

/** Hash of everything one app's build reads (its own files, the shared library, the build config). */
export function inputHash(app) {
  const inputs = [
    `${app.dir}/src`, `${app.dir}/public`, `${app.dir}/webpack.config.mjs`, `${app.dir}/package.json`,
    ...SHARED_INPUTS,
  ];
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => listFiles(join(ROOT, input))).sort();
  for (const file of files) {
    // Test files are not bundled; editing them must not trigger a rebuild.
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function stampFile(app) {
  return join(STAMP_DIR, `${app.dir}.sha256`);
}

function isUpToDate(app, hash) {
  const dist = join(ROOT, app.dir, 'dist');
  const outputs = app.name === 'shell' ? ['index.html', 'login/index.html'] : ['index.html', 'remoteEntry.js', 'mf-manifest.json'];
  if (!outputs.every((file) => existsSync(join(dist, file)))) return false;
  return existsSync(stampFile(app)) && readFileSync(stampFile(app), 'utf8').trim() === hash;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * One build of an app at a time across processes (npm start, the e2e setup and a developer's
 * npm run build may overlap); a lock left by a dead process is taken over.
 */
async function withAppLock(app, task) {
  const lock = join(STAMP_DIR, `${app.dir}.lock`);
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lock, 'utf8'));
      if (pid && isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 500));
      else unlinkSync(lock);
    }
  }
  try {
    return await task();
  } finally {
    unlinkSync(lock);
  }
}

const webpackCli = join(createRequire(import.meta.url).resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');

function runWebpack(app) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [webpackCli, '--config', 'webpack.config.mjs', '--mode', 'production', '--stats', 'errors-warnings', '--no-color'],
      { cwd: join(ROOT, app.dir), env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function buildOne(app, force, log) {
  const started = Date.now();
  const hash = inputHash(app);
  if (!force && isUpToDate(app, hash)) {
    log(`build: ${app.dir} up to date`);
    return { name: app.dir, status: 'up-to-date', ms: 0, output: '' };
  }
  log(`build: ${app.dir} building…`);
  const { ok, output } = await runWebpack(app);
  const ms = Date.now() - started;
  if (ok) {
    writeFileSync(stampFile(app), `${hash}\n`);
    const warnings = /WARNING/.test(output) ? ' (with warnings, see `npm run build -- --verbose`)' : '';
    log(`build: ${app.dir} built in ${(ms / 1000).toFixed(1)} s${warnings}`);
  } else {
    log(`build: ${app.dir} FAILED after ${(ms / 1000).toFixed(1)} s\n${output.trim()}`);
  }
  return { name: app.dir, status: ok ? 'built' : 'failed', ms, output };
}

/**
 * Builds the given apps (all by default), `concurrency` at a time. Resolves to one result per
 * app: `{ name, status: 'built' | 'up-to-date' | 'failed', ms, output }`.
 */
export async function buildApps({ names, force = false, concurrency = 2, log = console.log } = {}) {
  const apps = names ? APPS.filter((app) => names.includes(app.name) || names.includes(app.dir)) : APPS;
  if (names && apps.length !== names.length) throw new Error(`Unknown app in ${names.join(', ')}`);
  mkdirSync(STAMP_DIR, { recursive: true });
  const queue = [...apps];
  const results = [];
  async function worker() {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const result = await withAppLock(app, () => buildOne(app, force, log));
      results.push(result);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return APPS.map((app) => results.find((result) => result.name === app.dir)).filter(Boolean);
}
