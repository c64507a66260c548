/** @jest-environment ./test/pglite-environment.ts */
// Slow uploads, their timeouts and the memory of uploads, against the real server in a child
// process (src/server.ts as `npm start` runs it, in the environment of the production start
// command), on an on-disk PGlite or a PostgreSQL schema (TEST_DATABASE_URL): a slow sender holds
// no shared place, an idle or too slow body is cut with a 408, the server's RSS stays within
// 250 MB of its rest while 20 MB uploads arrive, and no temporary file is left behind. UPLOAD_TEST_COUNT raises the number of uploads (60 for the
// figure in docs/load.md; the default keeps the test short).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { forms } from '../src/db/schema';
import { seedSampleData } from '../src/db/seed';
import { PGLITE_GLOBAL } from './pglite-environment';

const IDLE_SECONDS = 3;
const BODY_SECONDS = 10;
const UPLOADS = Number(process.env.UPLOAD_TEST_COUNT ?? 12);
// Sixty uploads on PGlite take about six minutes on a busy 2-core machine.
jest.setTimeout(300_000 + UPLOADS * 10_000);
const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

/**
 * The variables the production start command sets before `node` (server/package.json `start:prod`,
 * `NAME=value … node …`): the allocator settings that let the files' memory go back to the system.
 * Read as build/stack.mjs `apiProcessEnvironment` reads them (this CommonJS project cannot load that module).
 */
const startCommand = (JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start:prod']!.split(/\s+/);
const productionEnvironment = Object.fromEntries(startCommand.slice(0, startCommand.indexOf('node')).map((word) => word.split('=')));

const laval = SAMPLE_IDS.organizations.laval;
const formId = randomUUID();

let child: ChildProcess;
let base = '';
let spoolDir = '';
let childErrors = '';
let dropDatabase: () => Promise<void> = async () => undefined;

/** A database with the sample data and a form of two upload fields, and the child's settings for it. */
async function prepareDatabase(): Promise<Record<string, string>> {
  const content = {
    steps: [
      {
        id: 's1',
        name: [],
        sections: [
          {
            id: 'sec',
            name: [],
            multiple: false,
            visible: true,
            fields: [
              { id: 'first', type: 'UploadFile', text: [] },
              { id: 'second', type: 'UploadFile', text: [] },
            ],
          },
        ],
      },
    ],
    rules: [],
  };
  const url = process.env.TEST_DATABASE_URL;
  let env: Record<string, string>;
  let database;
  if (url) {
    const schema = `uploads_${randomBytes(6).toString('hex')}`;
    const admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
    dropDatabase = async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    };
    database = await openDatabase({ databaseUrl: url, searchPath: schema });
    const target = new URL(url);
    target.searchParams.set('options', `-c search_path=${schema}`);
    env = { DATABASE_URL: target.toString() };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'fo-upload-db-'));
    dropDatabase = async () => rmSync(dir, { recursive: true, force: true });
    const PGliteClass = (globalThis as Record<string, unknown>)[PGLITE_GLOBAL] as typeof PGlite;
    database = await openDatabase({ pglite: new PGliteClass(dir) });
    env = { FO_DATA_DIR: dir };
  }
  await migrate(database);
  await seedSampleData(database.db);
  await database.db.insert(forms).values({
    id: formId,
    organizationId: laval,
    name: [{ culture: 'en', value: 'Uploads' }],
    status: 3,
    content: JSON.stringify(content),
  });
  await database.close();
  return env;
}

let databaseEnv: Record<string, string> = {};

/** Starts the server on the prepared database with `settings` added to its environment. */
async function start(settings: Record<string, string>): Promise<void> {
  childErrors = '';
  child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'server.ts')], {
    cwd: path.join(__dirname, '..'),
    stdio: ['ignore', 'pipe', process.env.UPLOAD_TEST_SERVER_LOG ? 'inherit' : 'pipe'],
    env: {
      ...productionEnvironment,
      ...process.env,
      ...databaseEnv,
      TMPDIR: spoolDir,
      PORT: '0',
      FO_SAMPLE_MODE: 'true',
      FO_API_DELAY_MS: '0',
      FO_SUBMISSION_RATE_LIMIT: '0',
      FO_LOG_LEVEL: 'error',
      ...settings,
    },
  });
  base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      childErrors += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${childErrors}`)));
  });
  child.removeAllListeners('exit');
  child.once('exit', (code, signal) => {
    if (code !== 0) process.stderr.write(`the server exited (${code ?? signal}): ${childErrors}\n`);
  });
}

async function stop(): Promise<void> {
  if (child?.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  databaseEnv = await prepareDatabase();
  spoolDir = mkdtempSync(path.join(tmpdir(), 'fo-upload-spool-'));
});

afterAll(async () => {
  await stop();
  await dropDatabase();
  rmSync(spoolDir, { recursive: true, force: true });
});

const submissionPath = `/organizations/${laval}/forms/${formId}`;
const pdf = (size: number) => {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  return bytes;
};

/** A submission with `files` in its upload fields, sent from `localAddress` (each visitor an address of its own). */
function upload(files: Buffer[], localAddress = '127.0.0.1'): Promise<{ status: number; ms: number; retryAfter: string | null }> {
  const boundary = `b${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Content"\r\n\r\n[]\r\n`)];
  files.forEach((bytes, index) => {
    const name = index === 0 ? 'first' : 'second';
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), bytes, Buffer.from('\r\n'));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  const { hostname, port } = new URL(base);
  const started = Date.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: hostname,
        port: Number(port),
        localAddress,
        method: 'POST',
        path: submissionPath,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: Date.now() - started,
            retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
          }),
        );
      },
    );
    // Cut before its answer (the server closed the connection): status 0.
    req.on('error', () => resolve({ status: 0, ms: Date.now() - started, retryAfter: null }));
    req.end(body);
  });
}

/**
 * A sender from `localAddress` that starts a 1 MB body and then sends `everyMs` one byte (never,
 * with 0): resolves with the status the server answered, or 0 when it closed without one.
 */
function slowSender(localAddress: string, everyMs: number): { answered: Promise<number>; stop: () => void } {
  const { hostname, port } = new URL(base);
  const socket = connect({ host: hostname, port: Number(port), localAddress });
  const boundary = 'slow';
  let timer: NodeJS.Timeout | undefined;
  const answered = new Promise<number>((resolve) => {
    let reply = '';
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0));
    });
  });
  socket.on('connect', () => {
    socket.write(
      `POST ${submissionPath} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${1024 * 1024}\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="first"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    if (everyMs > 0) timer = setInterval(() => socket.write('x'), everyMs);
  });
  return { answered, stop: () => socket.destroy() };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

const spooled = () => readdirSync(spoolDir).filter((name) => name.startsWith('fo-upload-'));

describe('with short timeouts (idle 3 s, body 10 s)', () => {
  beforeAll(() =>
    start({
      FO_UPLOAD_IDLE_SECONDS: String(IDLE_SECONDS),
      FO_UPLOAD_BODY_SECONDS: String(BODY_SECONDS),
    }),
  );
  afterAll(stop);

  test('a normal upload is answered within 2 s while 10 senders trickle one byte every 2 s; they are cut at the body deadline with 408', async () => {
    // Each from an address of its own (127.0.0.2…), so the per-address share does not refuse them.
    const slow = Array.from({ length: 10 }, (_, index) => slowSender(`127.0.0.${index + 2}`, 2_000));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const normal = await upload([pdf(200 * 1024)]);
    expect(normal.status).toBe(200);
    expect(normal.ms).toBeLessThan(2_000);
    const started = Date.now();
    const statuses = await Promise.all(slow.map((sender) => sender.answered));
    expect(statuses).toEqual(Array(10).fill(408));
    // Cut at the deadline (counted from when each body began), not later.
    expect(Date.now() - started).toBeLessThan((BODY_SECONDS + 3) * 1000);
    expect(spooled()).toEqual([]);
    console.info(`normal upload with 10 slow senders: ${normal.ms} ms`);
  });

  test('a body that stops arriving is cut after the idle timeout with 408; one address sends at most 4 bodies at once (429)', async () => {
    const started = Date.now();
    const idle = slowSender('127.0.0.20', 0);
    expect(await idle.answered).toBe(408);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual((IDLE_SECONDS - 0.5) * 1000);
    expect(took).toBeLessThan((IDLE_SECONDS + 3) * 1000);

    const four = Array.from({ length: 4 }, () => slowSender('127.0.0.21', 500));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fifth = slowSender('127.0.0.21', 500);
    expect(await fifth.answered).toBe(429);
    four.forEach((sender) => sender.stop());
    // Another address is not concerned.
    expect((await upload([pdf(1024)])).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(spooled()).toEqual([]);
  });
});

describe('with the default settings', () => {
  beforeAll(() => start({}));
  afterAll(stop);

  test(`RSS stays within 250 MB of rest while ${UPLOADS} uploads of 2 × 10 MB arrive and goes back near rest, and no temporary file is left`, async () => {
    const pid = child.pid!;
    // Rest: the server started, with one small upload behind it (PGlite's own memory counts in it).
    expect((await upload([pdf(1024)])).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rest = rssMb(pid);
    let peak = rest;
    const sampler = setInterval(() => {
      if (child.exitCode === null) peak = Math.max(peak, rssMb(pid));
    }, 100);
    const body = [pdf(10 * 1024 * 1024 - 64), pdf(10 * 1024 * 1024 - 64)];
    const results: { status: number; ms: number; retryAfter: string | null }[] = [];
    let next = 0;
    const started = Date.now();
    // Ten visitors at a time, each sending the next upload once its last is answered.
    await Promise.all(
      Array.from({ length: 10 }, async (_, visitor) => {
        while (next < UPLOADS) {
          next += 1;
          results.push(await upload(body, `127.0.1.${visitor + 1}`));
        }
      }),
    );
    const elapsed = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1_000)).finally(() => clearInterval(sampler));
    // Afterwards the memory goes back near its rest: the files' buffers are garbage once answered,
    // and the server collects them 0.5 s after the uploads' memory is all given back
    // (upload-gate.ts), where V8 alone could keep them tens of seconds. On PGlite the database's
    // WebAssembly memory keeps its largest size (it cannot shrink), so there it stays within the
    // bound rather than near rest.
    // Without that collection 12 uploads left the server 74–127 MB over rest; with it 10–16 MB on
    // an idle machine, up to 58 MB while the other tests run beside it.
    const nearRest = onPostgres ? 80 : 250;
    let after = rssMb(pid);
    for (let waited = 0; after - rest >= nearRest && waited < 5_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = rssMb(pid);
    }
    const stored = results.filter((result) => result.status === 200).length;
    const busy = results.filter((result) => result.status === 503);
    console.info(
      `${UPLOADS} uploads of 20 MB in ${elapsed} ms: ${stored} stored, ${busy.length} answered 503 (answers ${results.map((result) => result.status).join(' ')}); RSS rest ${rest.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - rest).toFixed(0)}), after ${after.toFixed(0)} MB`,
    );
    // Stored, or told to come back later: never another answer.
    expect(results.every((result) => result.status === 200 || result.status === 503)).toBe(true);
    expect(busy.every((result) => Number(result.retryAfter) > 0)).toBe(true);
    expect(stored).toBeGreaterThan(0);
    expect(peak - rest).toBeLessThan(250);
    expect(after - rest).toBeLessThan(nearRest);
    expect(spooled()).toEqual([]);
  });
});
