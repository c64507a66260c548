// The production server (server/scripts/build.mjs): one bundle that starts on its own with node,
// finds its migrations, and answers like the server run through tsx.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '..');
const outDir = path.join(serverDir, 'dist', `build-test-${process.pid}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fo-server-build-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

it('builds server/dist/server.js with the migrations beside it, and the bundle serves the API from a fresh database', async () => {
  const built = spawnSync(process.execPath, [path.join(serverDir, 'scripts', 'build.mjs'), outDir], { cwd: serverDir, encoding: 'utf8' });
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);
  expect(readdirSync(path.join(outDir, 'migrations'))).toEqual(readdirSync(path.join(serverDir, 'src', 'db', 'migrations')).filter((file) => file.endsWith('.sql')));

  const port = await freePort();
  const server = spawn(process.execPath, [path.join(outDir, 'server.js')], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FO_DATA_DIR: dataDir, FO_SAMPLE_MODE: 'true', FO_API_DELAY_MS: '0', FO_LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  try {
    const api = `http://127.0.0.1:${port}/api`;
    const deadline = Date.now() + 60_000;
    let health: Response | null = null;
    while (!health) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the built server did not start:\n${output}`);
      health = await fetch(`${api}/health`).catch(() => null);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(output).toContain(`Front Office API listening on http://127.0.0.1:${port}`);
    // The sample data went in through the migrated schema: the sample administrator signs in.
    const login = await fetch(`${api}/login?email=admin%40frontoffice.test&password=admin1234`, { method: 'POST' });
    expect(login.status).toBe(200);
    expect(typeof ((await login.json()) as { jwt?: unknown }).jwt).toBe('string');
  } finally {
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }
}, 120_000);
