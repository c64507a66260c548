/** @jest-environment ./test/pglite-environment.ts */
// Issue 7 §1: sign-in attempts limited per address as well as per (address, e-mail), password
// hashing bounded so other calls keep their latency, and the owner of an e-mail still able to
// sign in while a stranger hammers it from elsewhere. Calls come from several loopback addresses
// (127.0.0.x), as from several machines.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { passwordHashing } from '../src/lib/passwords';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** One call from the local address `from`, answering its status. */
function callFrom(from: string, method: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  const { port } = ctx.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, localAddress: from, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const loginPath = (email: string, password: string) => `/api/login?email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`;

it('refuses a 31st attempt in a minute from one address, whatever the e-mails, and not other addresses', async () => {
  const from = '127.0.0.11';
  for (let attempt = 0; attempt < 30; attempt += 1) {
    expect(await callFrom(from, 'POST', loginPath(`sprayed${attempt}@example.test`, 'guess1234'))).toBe(401);
  }
  expect(await callFrom(from, 'POST', loginPath('sprayed-last@example.test', 'guess1234'))).toBe(429);
  // The right password does not get through from that address either, but does from another.
  expect(await callFrom(from, 'POST', loginPath(ACCOUNTS.reader.email, ACCOUNTS.reader.password))).toBe(429);
  expect(await callFrom('127.0.0.12', 'POST', loginPath(ACCOUNTS.reader.email, ACCOUNTS.reader.password))).toBe(200);
});

it("keeps the owner able to sign in while a stranger hammers the owner's e-mail from elsewhere", async () => {
  const stranger = '127.0.0.21';
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect(await callFrom(stranger, 'POST', loginPath(ACCOUNTS.manager.email, 'wrong-guess'))).toBe(401);
  }
  expect(await callFrom(stranger, 'POST', loginPath(ACCOUNTS.manager.email, 'wrong-guess'))).toBe(429);
  expect(await callFrom('127.0.0.22', 'POST', loginPath(ACCOUNTS.manager.email, ACCOUNTS.manager.password))).toBe(200);
});

it('hashes a bounded number of passwords at once, so an authenticated call is not queued behind a flood of sign-ins', async () => {
  const jwt = await signIn(ctx, ACCOUNTS.admin);
  passwordHashing.peak = 0;
  let finished = 0;
  // 24 wrong sign-ins at once, each from its own address so no limit refuses them.
  const flood = Array.from({ length: 24 }, (_, index) =>
    callFrom(`127.0.1.${index + 1}`, 'POST', loginPath(`flood${index}@example.test`, 'guess1234')).then((status) => {
      finished += 1;
      return status;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = Date.now();
  expect(await callFrom('127.0.0.31', 'POST', '/api/login/token', bearer(jwt))).toBe(200);
  const elapsed = Date.now() - started;
  const finishedBefore = finished;
  expect(await Promise.all(flood)).toEqual(Array.from({ length: 24 }, () => 401));
  expect(passwordHashing.peak).toBeLessThanOrEqual(passwordHashing.limit);
  // The call did not wait for the flood: most sign-ins were still waiting for their hash.
  expect(finishedBefore).toBeLessThan(24);
  expect(elapsed).toBeLessThan(3000);
});

it('applies the configured limits instead of the defaults', async () => {
  const strict = await buildTestApp({ signInRateLimit: { perAccount: 2, perAddress: 3 } });
  try {
    const { port } = strict.app.server.address() as AddressInfo;
    const call = (from: string, email: string): Promise<number> =>
      new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: loginPath(email, 'guess1234'), localAddress: from }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    // Per account: the third attempt on one e-mail from one address is refused.
    expect([await call('127.0.0.31', 'a@example.test'), await call('127.0.0.31', 'a@example.test'), await call('127.0.0.31', 'a@example.test')]).toEqual([401, 401, 429]);
    // Per address: the fourth attempt from one address is refused, whatever the e-mails.
    expect([await call('127.0.0.32', 'b1@example.test'), await call('127.0.0.32', 'b2@example.test'), await call('127.0.0.32', 'b3@example.test'), await call('127.0.0.32', 'b4@example.test')]).toEqual([401, 401, 401, 429]);
  } finally {
    await strict.close();
  }
});
