/** @jest-environment ./test/pglite-environment.ts */
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const putCulture = (jwt: string | null, payload: unknown) =>
  ctx.call({
    method: 'PUT',
    url: '/api/users/me/culture',
    headers: { 'content-type': 'application/json', ...(jwt ? bearer(jwt) : {}) },
    payload: JSON.stringify(payload),
  });

describe('PUT /api/users/me/culture (issue 13 §3: the chosen language is kept with the user)', () => {
  it('stores the culture: the token check and the next sign-in answer it', async () => {
    const jwt = await signIn(ctx, ACCOUNTS.manager);
    const response = await putCulture(jwt, { culture: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: ACCOUNTS.manager.email, culture: 'fr' });
    expect(response.body).not.toMatch(/jwt|argon2/);

    const token = await ctx.call({ method: 'POST', url: '/api/login/token', headers: bearer(jwt) });
    expect(token.json()).toMatchObject({ culture: 'fr' });
    const again = await ctx.call({ method: 'POST', url: '/api/login', query: { ...ACCOUNTS.manager } });
    expect(again.json()).toMatchObject({ culture: 'fr' });

    expect((await putCulture(jwt, { culture: 'en' })).json()).toMatchObject({ culture: 'en' });
  });

  it('changes only the caller', async () => {
    const jwt = await signIn(ctx, ACCOUNTS.coach);
    await putCulture(jwt, { culture: 'fr' });
    const reader = await ctx.call({ method: 'POST', url: '/api/login', query: { ...ACCOUNTS.admin } });
    expect(reader.json()).toMatchObject({ culture: 'en' });
  });

  it('answers 400 with a message for a language other than fr or en, or a missing one', async () => {
    const jwt = await signIn(ctx, ACCOUNTS.admin);
    const wrong = await putCulture(jwt, { culture: 'de' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/culture/);
    expect((await putCulture(jwt, {})).statusCode).toBe(400);
  });

  it('changes nothing but the culture', async () => {
    const jwt = await signIn(ctx, ACCOUNTS.reader);
    const response = await putCulture(jwt, { culture: 'en', isAdmin: true, email: 'x@example.org' });
    expect(response.json()).toMatchObject({ culture: 'en', isAdmin: false, email: ACCOUNTS.reader.email });
  });

  it('answers 401 without a token', async () => {
    const response = await putCulture(null, { culture: 'fr' });
    expect(response.statusCode).toBe(401);
  });
});
