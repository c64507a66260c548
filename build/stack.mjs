// The whole system on one machine: the API server and one static origin per app.
// `npm start`, the end-to-end tests and the benchmark all start it through startStack().
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, DEFAULT_API_PORT, DEFAULT_PORT_BASE, REMOTES, ROOT } from './federation.mjs';
import { appOrigins, runtimeConfig } from './runtime-config.mjs';
import { embedFrameAncestors, pageSecurityHeaders } from './security-headers.mjs';
import { createStaticServer } from './serve-static.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Tracks open sockets so a stopped origin really stops answering (keep-alive would not). */
function trackSockets(server) {
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return () => {
    for (const socket of sockets) socket.destroy();
  };
}

function closeServer(server, destroySockets) {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    destroySockets();
  });
}

/** The words of the production start command (server/package.json `start:prod`: `NAME=value … node <flags> dist/server.js`). */
const productionStartWords = () => JSON.parse(readFileSync(join(ROOT, 'server', 'package.json'), 'utf8')).scripts['start:prod'].split(/\s+/);

/**
 * The API's Node arguments: the compiled bundle with the flags of the production start command,
 * or the TypeScript through tsx.
 */
export function apiNodeArguments(compiled) {
  if (!compiled) return ['--import', 'tsx', 'server/src/server.ts'];
  return [...productionStartWords().filter((word) => word.startsWith('--')), 'server/dist/server.js'];
}

/**
 * The environment the production start command sets before `node` (the C library's allocator
 * settings, docs/production.md), which every API server started here gets too.
 */
export function apiProcessEnvironment() {
  const words = productionStartWords();
  return Object.fromEntries(words.slice(0, words.indexOf('node')).map((word) => word.split('=')));
}

function startApi({ apiPort, host, dataDir, delayMs, sampleMode, env, log, compiledApi }) {
  // The server alone defaults to production (server/README.md); this stack is the sample system,
  // so it says so explicitly (env may still override it).
  const childEnv = { ...apiProcessEnvironment(), ...process.env, FO_SAMPLE_MODE: sampleMode ? 'true' : 'false', ...env, PORT: String(apiPort), FO_API_PORT: String(apiPort), HOST: host };
  if (dataDir !== undefined) childEnv.FO_DATA_DIR = dataDir;
  if (delayMs !== undefined) childEnv.FO_API_DELAY_MS = String(delayMs);
  // `node --import tsx` keeps the server one process (npx tsx adds two more), so stopping it is one signal.
  // compiledApi: the bundle of server/scripts/build.mjs, started as production starts it (server/README.md).
  const args = apiNodeArguments(compiledApi);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const onOutput = (chunk) => {
    tail = (tail + chunk).slice(-4000);
    for (const line of String(chunk).split('\n')) if (line.trim()) log(`[api] ${line}`);
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, tail: () => tail };
}

async function waitForHealth(url, api, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = null;
  void api?.exited.then((result) => {
    exitedEarly = result;
  });
  while (Date.now() < deadline) {
    if (exitedEarly) {
      throw new Error(`API server exited (code ${exitedEarly.code}, signal ${exitedEarly.signal}) before it was healthy:\n${api.tail()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`API server not healthy at ${url} after ${timeoutMs} ms${api ? `:\n${api.tail()}` : ''}`);
}

async function stopChild(handle, timeoutMs = 5000) {
  if (!handle || handle.child.exitCode !== null || handle.child.signalCode !== null) return;
  handle.child.kill('SIGTERM');
  const result = await Promise.race([handle.exited, sleep(timeoutMs).then(() => 'timeout')]);
  if (result === 'timeout') {
    handle.child.kill('SIGKILL');
    await handle.exited;
  }
}

/** Whether mfe-forms has built its standalone public entry. */
export function hasPublicFormEntry() {
  return existsSync(join(ROOT, 'mfe-forms', 'dist', 'public', 'index.html'));
}

/**
 * Starts the API server (unless `api: false`; in sample mode unless `sampleMode: false`) and serves the shell and each remote from its own
 * port (portBase, portBase+1…+6). config.json is served from memory with these ports, or written
 * into each dist when `writeConfig` is set (npm start), so the files can be edited by hand to
 * point a remote elsewhere.
 *
 * Resolves to `{ urls: { shell, api, remotes }, config, stopRemote(name), startRemote(name),
 * stopApi(), close() }`; remote names are the federation names (authOrg, forms, …).
 */
export async function startStack({
  portBase = DEFAULT_PORT_BASE,
  apiPort = DEFAULT_API_PORT,
  host = '127.0.0.1',
  dataDir,
  delayMs,
  sampleMode = true,
  env = {},
  api = true,
  /** false: the API alone, no static origin (the bench's load run needs no build). */
  apps = true,
  /** true: run server/dist/server.js (build it first) instead of the TypeScript through tsx. */
  compiledApi = false,
  writeConfig = false,
  healthTimeoutMs = 120_000,
  log = () => {},
} = {}) {
  // `env` reaches config.json too (FO_ERROR_REPORTING_URL, …), as it reaches the API.
  const config = runtimeConfig({ portBase, apiPort, hasPublicFormEntry: hasPublicFormEntry(), env: { ...process.env, ...env } });
  const origins = appOrigins({ portBase });
  const urls = {
    shell: `${origins.shell}/`,
    api: config.apiBaseUrl,
    remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, config.remotes[remote.name]])),
  };

  const served = apps ? APPS : [];
  for (const app of served) {
    const dist = join(ROOT, app.dir, 'dist');
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${app.dir}/dist is missing: run npm run build first`);
    if (writeConfig) writeFileSync(join(dist, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  }

  const servers = new Map();
  for (const app of served) {
    const distDir = join(ROOT, app.dir, 'dist');
    const server = createStaticServer({
      distDir,
      // The public form entry of mfe-forms routes under /public/.
      fallbacks: [['/public/', 'index.html'], ['/', 'index.html']],
      overrides: writeConfig ? {} : { '/config.json': () => config },
      // CSP, Referrer-Policy and framing rules of every page (FO_EMBED_FRAME_ANCESTORS for the public form).
      pageHeaders: pageSecurityHeaders({ config, appOrigins: Object.values(origins), app: app.name, frameAncestors: embedFrameAncestors(env.FO_EMBED_FRAME_ANCESTORS ?? process.env.FO_EMBED_FRAME_ANCESTORS) }),
    });
    servers.set(app.name, { app, server, destroySockets: trackSockets(server), port: portBase + app.offset });
  }

  let apiHandle = null;
  let closing = false;
  const close = async () => {
    closing = true;
    await Promise.all([...servers.values()].map((entry) => closeServer(entry.server, entry.destroySockets)));
    await stopChild(apiHandle);
  };

  try {
    if (api) {
      // The links of the e-mails the API sends point at this stack's shell (server/README.md "E-mail").
      apiHandle = startApi({ apiPort, host, dataDir, delayMs, sampleMode, env: { FO_APP_URL: process.env.FO_APP_URL ?? origins.shell, ...env }, log, compiledApi });
      void apiHandle.exited.then(({ code, signal }) => {
        if (!closing) log(`[api] exited unexpectedly (code ${code}, signal ${signal})`);
      });
    }
    for (const entry of servers.values()) await listen(entry.server, entry.port, host);
    if (apiHandle) await waitForHealth(`http://${host}:${apiPort}/api/health`, apiHandle, healthTimeoutMs);
  } catch (error) {
    await close();
    throw error;
  }

  function entryOf(name) {
    const entry = servers.get(name) ?? [...servers.values()].find((candidate) => candidate.app.dir === name);
    if (!entry || entry.app.name === 'shell') throw new Error(`Unknown remote ${name}`);
    return entry;
  }

  return {
    urls,
    config,
    /** Stops one remote's origin (connections refused), to exercise the shell's fallback. */
    stopRemote: async (name) => {
      const entry = entryOf(name);
      await closeServer(entry.server, entry.destroySockets);
    },
    /** Serves a stopped remote again on its port. */
    startRemote: async (name) => {
      const entry = entryOf(name);
      if (!entry.server.listening) await listen(entry.server, entry.port, host);
    },
    stopApi: () => stopChild(apiHandle),
    /** The API server's process id (the bench reads its CPU time), or null without an API. */
    apiPid: apiHandle?.child.pid ?? null,
    close,
  };
}

/** The sample-account table of docs/integration.md (the one place it is written down). */
export function sampleAccountsTable() {
  const doc = readFileSync(join(ROOT, 'docs', 'integration.md'), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith('Sample accounts'));
  if (!section) return '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .map((line) => line.replaceAll('`', ''))
    .join('\n');
}
