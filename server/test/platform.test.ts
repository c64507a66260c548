/** @jest-environment ./test/pglite-environment.ts */
import { ACCOUNTS, buildTestApp, captureLog } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

it('GET /api/health reports the API and the database', async () => {
  const response = await ctx.call({ url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
});

it('every answer, a refusal too, tells the browser not to sniff its type', async () => {
  expect((await ctx.call({ url: '/api/health' })).headers.get('x-content-type-options')).toBe('nosniff');
  expect((await ctx.call({ url: '/api/organizations' })).headers.get('x-content-type-options')).toBe('nosniff');
  expect((await ctx.call({ url: '/api/no-such-route' })).headers.get('x-content-type-options')).toBe('nosniff');
});

it('the OpenAPI document and its page are not served when FO_API_DOCS is off (the default outside sample mode)', async () => {
  const closed = await ctx.buildSibling({ apiDocs: false });
  expect((await closed.call({ url: '/api/openapi.json' })).statusCode).toBe(404);
  expect((await closed.call({ url: '/api/docs' })).statusCode).toBe(404);
});

it('GET /api/openapi.json lists every call with its schemas', async () => {
  const response = await ctx.call({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const document = response.json<{ openapi: string; paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }>();
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/health',
      '/api/login',
      '/api/login/token',
      '/api/login/google',
      '/api/login/facebook',
      '/api/authentication/signout',
      '/api/organizations',
      '/api/security/organizations/{orgId}',
    ]),
  );
  expect(document.paths['/api/login']?.post?.parameters?.map((parameter) => parameter.name)).toEqual(['email', 'password']);
});

it('answers an unknown API path with a JSON 404', async () => {
  const response = await ctx.call({ url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

it('allows cross-origin calls with the Authorization and no-cache headers', async () => {
  const response = await ctx.call({
    method: 'OPTIONS',
    url: '/api/organizations',
    headers: { origin: 'http://localhost:4100', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,cache-control,pragma' },
  });
  expect(response.statusCode).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toEqual(expect.stringContaining('authorization'));
  expect(response.headers.get('access-control-allow-headers')).toEqual(expect.stringContaining('Pragma'));
});

it('never writes the password of a sign-in call to the request log', async () => {
  const { stream, text } = captureLog();
  const logged = await ctx.buildSibling({ logger: { level: 'info', stream } });
  const secret = 'S3cret-Password!';
  await logged.call({ method: 'POST', url: '/api/login', query: { email: ACCOUNTS.admin.email, password: secret } });
  await logged.call({ method: 'POST', url: '/api/login', query: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password } });
  const log = text();
  expect(log).toContain('/api/login?[redacted]');
  expect(log).not.toContain(secret);
  expect(log).not.toContain(ACCOUNTS.admin.password);
  expect(log).not.toContain(encodeURIComponent(ACCOUNTS.admin.email));
});
