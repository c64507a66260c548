/** @jest-environment ./test/pglite-environment.ts */
import { exportJWK, generateKeyPair, createLocalJWKSet, SignJWT } from 'jose';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const login = (query: Record<string, string>) => ctx.call({ method: 'POST', url: '/api/login', query });

describe('POST /api/login', () => {
  it('returns a jwt and the user fields, never the password hash', async () => {
    const response = await login({ ...ACCOUNTS.admin });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['avatar', 'culture', 'email', 'firstName', 'id', 'isAdmin', 'jwt', 'name']);
    expect(body).toMatchObject({ email: 'admin@frontoffice.test', culture: 'en', isAdmin: true, avatar: null });
    expect(String(body.jwt).split('.')).toHaveLength(3);
    expect(response.body).not.toMatch(/argon2/);
  });

  it('matches the e-mail case-insensitively and keeps each user culture', async () => {
    const response = await login({ email: 'READER@FrontOffice.test', password: 'reader1234' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'reader@frontoffice.test', culture: 'fr', isAdmin: false });
  });

  it('answers 401 with a message for a wrong password', async () => {
    const response = await login({ email: ACCOUNTS.manager.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'The email/password combination is incorrect' });
  });

  it('answers the same 401 for an unknown e-mail', async () => {
    const response = await login({ email: 'nobody@frontoffice.test', password: 'whatever' });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe('The email/password combination is incorrect');
  });

  it('answers 400 Invalid email for a malformed e-mail', async () => {
    const response = await login({ email: 'not-an-email', password: 'admin1234' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Invalid email' });
    // With both fields wrong the e-mail is reported first, as on the form.
    expect((await login({ email: 'bad', password: 'x' })).json<{ message: string }>().message).toBe('Invalid email');
  });

  it('answers 400 for a password shorter than 4 characters', async () => {
    const response = await login({ email: ACCOUNTS.admin.email, password: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('password must be at least 4 characters');
  });

  it('answers 400 naming the missing parameter', async () => {
    const response = await login({ email: ACCOUNTS.admin.email });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/querystring.*password/);
    const empty = await login({});
    expect(empty.statusCode).toBe(400);
  });

  it('accepts an empty JSON body, as a browser client may send one', async () => {
    const response = await ctx.call({
      method: 'POST',
      url: '/api/login',
      query: { ...ACCOUNTS.coach },
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 429 after 10 attempts a minute for one e-mail from one address', async () => {
    const attempt = () => login({ email: 'target@frontoffice.test', password: 'guess1234' });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    // The limit is per e-mail: other accounts can still sign in from the same address.
    expect((await login({ email: 'other@frontoffice.test', password: 'guess1234' })).statusCode).toBe(401);
  });
});

describe('POST /api/login/token', () => {
  const tokenCall = (authorization?: string) =>
    ctx.call({ method: 'POST', url: '/api/login/token', headers: authorization ? { authorization } : {} });

  it('returns the user of a valid token', async () => {
    const jwt = await signIn(ctx, ACCOUNTS.reader);
    const response = await tokenCall(`Bearer ${jwt}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      firstName: 'Rose',
      name: 'Lecteur',
      culture: 'fr',
      email: 'reader@frontoffice.test',
      isAdmin: false,
      avatar: null,
    });
  });

  it('answers 401 without a token', async () => {
    const response = await tokenCall();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('answers 401 for a garbage or malformed token', async () => {
    expect((await tokenCall('Bearer not.a.jwt')).statusCode).toBe(401);
    expect((await tokenCall('Basic YWRtaW46YWRtaW4=')).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const { id } = (await ctx.call({ method: 'POST', url: '/api/login', query: { ...ACCOUNTS.admin } })).json<{ id: string }>();
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setJti('expired-token')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(ctx.jwtSecret));
    const response = await tokenCall(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe('Invalid or expired token');
  });

  it('answers 401 for a token signed with another secret', async () => {
    const { id } = (await ctx.call({ method: 'POST', url: '/api/login', query: { ...ACCOUNTS.admin } })).json<{ id: string }>();
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setJti('forged-token')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-sufficient-length!'));
    expect((await tokenCall(`Bearer ${forged}`)).statusCode).toBe(401);
  });
});

describe('POST /api/authentication/signout', () => {
  it('answers { ok: true } and the token stops working', async () => {
    const jwt = await signIn(ctx, ACCOUNTS.manager);
    const response = await ctx.call({ method: 'POST', url: '/api/authentication/signout', headers: bearer(jwt) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const after = await ctx.call({ method: 'GET', url: '/api/organizations', headers: bearer(jwt) });
    expect(after.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    expect((await ctx.call({ method: 'POST', url: '/api/authentication/signout' })).statusCode).toBe(401);
  });
});

describe('social sign-in', () => {
  it.each(['google', 'facebook'])('answers 501 with a message when %s is not configured', async (provider) => {
    const response = await ctx.call({ method: 'POST', url: `/api/login/${provider}`, query: { idToken: 'x', culture: 'fr' } });
    expect(response.statusCode).toBe(501);
    expect(response.json<{ message: string }>().message).toMatch(/not configured/);
  });

  it('signs in with a verified Google ID token, creating the account with culture fr and no organizations', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256' };
    const clientId = 'front-office.apps.googleusercontent.com';
    const app = await ctx.buildSibling({ googleClientId: clientId, socialKeys: { google: createLocalJWKSet({ keys: [jwk] }) } });
    const idToken = (audience: string, email = 'new.person@example.com') =>
      new SignJWT({ email, email_verified: true, given_name: 'New', family_name: 'Person' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(audience)
        .setSubject('google-user-1')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);

    const response = await app.call({ method: 'POST', url: '/api/login/google', query: { idToken: await idToken(clientId), culture: 'fr' } });
    expect(response.statusCode).toBe(200);
    const user = response.json<{ jwt: string; culture: string; firstName: string; name: string; email: string }>();
    expect(user).toMatchObject({ email: 'new.person@example.com', firstName: 'New', name: 'Person', culture: 'fr', isAdmin: false });
    const organizations = await app.call({ method: 'GET', url: '/api/organizations', headers: bearer(user.jwt) });
    expect(organizations.json()).toEqual([]);

    // An existing account signs in as itself.
    const existing = await app.call({
      method: 'POST',
      url: '/api/login/google',
      query: { idToken: await idToken(clientId, 'ADMIN@frontoffice.test'), culture: 'fr' },
    });
    expect(existing.json()).toMatchObject({ email: 'admin@frontoffice.test', isAdmin: true, culture: 'en' });

    const wrongAudience = await app.call({ method: 'POST', url: '/api/login/google', query: { idToken: await idToken('someone-else'), culture: 'fr' } });
    expect(wrongAudience.statusCode).toBe(401);
    const garbage = await app.call({ method: 'POST', url: '/api/login/google', query: { idToken: 'garbage', culture: 'fr' } });
    expect(garbage.statusCode).toBe(401);
  });
});
