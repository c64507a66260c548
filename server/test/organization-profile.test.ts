/** @jest-environment ./test/pglite-environment.ts */
import type { AddressInfo } from 'node:net';
import { solidPng } from '../src/lib/solid-png';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { eq } from 'drizzle-orm';
import { organizations } from '../src/db/schema';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import type { Organization } from '@front-office/shared/core';


let ctx: TestContext;
const jwt: Record<keyof typeof ACCOUNTS, string> = { admin: '', manager: '', reader: '', coach: '' };
const png = solidPng(8, [10, 20, 30]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const { laval, boston, montreal } = SAMPLE_IDS.organizations;

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const key of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) jwt[key] = await signIn(ctx, ACCOUNTS[key]);
});
afterAll(() => ctx.close());

// The helper's client sends text bodies; multipart needs FormData, sent to the same listening app.
async function send(method: 'POST' | 'PUT', path: string, token: string | null, parts: Record<string, string | Blob>) {
  const { port } = ctx.app.server.address() as AddressInfo;
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'upload.bin');
  }
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    body: form,
    headers: token ? bearer(token) : {},
  });
  const text = await response.text();
  return { statusCode: response.status, json: <T = Record<string, unknown>>() => JSON.parse(text) as T };
}

const createOrg = (token: string | null, parts: Record<string, string | Blob>) => send('POST', '/api/organizations', token, parts);
const updateOrg = (token: string | null, id: string, parts: Record<string, string | Blob>) => send('PUT', `/api/organizations/${id}`, token, parts);
const organization = (value: object) => JSON.stringify(value);

describe('POST /api/organizations (spec 000 §7: parts organization + avatar)', () => {
  it('creates the organization with its logo, gives the creator every right, and lists it by name', async () => {
    const response = await createOrg(jwt.reader, { organization: organization({ name: 'Aardvark Athletics', currency: 'cad' }), avatar: new Blob([png]) });
    expect(response.statusCode).toBe(200);
    const created = response.json<Organization>();
    expect(created).toMatchObject({ name: 'Aardvark Athletics', currency: 'cad' });
    expect(created.avatar).toMatch(/^avatars\/[0-9a-f-]{36}\/logo\.png$/);

    const logo = await ctx.call({ url: `/api/form/file/${created.avatar ?? ''}` });
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);

    const rights = await ctx.call({ url: `/api/security/organizations/${created.id}`, headers: bearer(jwt.reader) });
    expect(rights.json<{ read: boolean; write: boolean; update: boolean; delete: boolean }[]>().every((entry) => entry.read && entry.write && entry.update && entry.delete)).toBe(true);

    const list = await ctx.call({ url: '/api/organizations', headers: bearer(jwt.reader) });
    expect(list.json<Organization[]>().map((org) => org.name)).toEqual(['Aardvark Athletics', 'Club Aquatique Laval', 'Montreal Soccer Club']);
    const others = await ctx.call({ url: '/api/organizations', headers: bearer(jwt.coach) });
    expect(others.json<Organization[]>().map((org) => org.name)).not.toContain('Aardvark Athletics');
  });

  it('accepts a jpeg logo and defaults the currency to usd', async () => {
    const response = await createOrg(jwt.coach, { organization: organization({ name: 'Jpeg Club' }), avatar: new Blob([jpeg]) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ currency: 'usd', avatar: expect.stringMatching(/\/logo\.jpg$/) });
  });

  it('refuses a creation without a logo', async () => {
    const response = await createOrg(jwt.admin, { organization: organization({ name: 'No Logo', currency: 'usd' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/logo file is required/);
  });

  it('refuses a file that is not a png or jpeg, whatever its name says', async () => {
    const response = await createOrg(jwt.admin, {
      organization: organization({ name: 'Fake Image', currency: 'usd' }),
      avatar: new Blob(['GIF89a not really an image'], { type: 'image/png' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The logo must be a PNG or JPEG image');
  });

  it('refuses a logo over 2 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await createOrg(jwt.admin, { organization: organization({ name: 'Big Logo', currency: 'usd' }), avatar: new Blob([big]) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The logo must be at most 2 MB');
  });

  it.each([
    ['', "Name can't be empty"],
    ['   ', "Name can't be empty"],
    ['x'.repeat(101), 'Name is too long (100 characters maximum)'],
  ])('refuses the name %j with the spec message', async (name, message) => {
    const response = await createOrg(jwt.admin, { organization: organization({ name, currency: 'usd' }), avatar: new Blob([png]) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('a user creates at most 10 organizations (FO_ORGANIZATIONS_PER_USER), even twelve at once', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createOrg(jwt.manager, { organization: organization({ name: `Coach club ${index}`, currency: 'cad' }), avatar: new Blob([png]) })),
    );
    expect(attempts.filter((attempt) => attempt.statusCode === 200)).toHaveLength(10);
    const refused = attempts.filter((attempt) => attempt.statusCode !== 200);
    expect(refused).toHaveLength(2);
    for (const attempt of refused) {
      expect(attempt.statusCode).toBe(409);
      expect(attempt.json()).toMatchObject({ errors: ['organizationLimit'], message: 'You have created 10 organizations, the most one person may create' });
    }
    // Another user is not held by the manager's count.
    expect((await createOrg(jwt.reader, { organization: organization({ name: 'Reader club', currency: 'cad' }), avatar: new Blob([png]) })).statusCode).toBe(200);
    // The other tests of this file read the manager's organizations as the sample has them.
    await ctx.database.db.delete(organizations).where(eq(organizations.createdBy, SAMPLE_IDS.users.manager));
  });

  it('accepts a name of exactly 100 characters', async () => {
    const response = await createOrg(jwt.admin, { organization: organization({ name: 'y'.repeat(100), currency: 'usd' }), avatar: new Blob([png]) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown currency, a malformed JSON part and a JSON body', async () => {
    const badCurrency = await createOrg(jwt.admin, { organization: organization({ name: 'Euro Club', currency: 'eur' }), avatar: new Blob([png]) });
    expect(badCurrency.statusCode).toBe(400);
    const badJson = await createOrg(jwt.admin, { organization: '{name:', avatar: new Blob([png]) });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('Part "organization" must be a JSON object');
    const json = await ctx.call({ method: 'POST', url: '/api/organizations', headers: { ...bearer(jwt.admin), 'content-type': 'application/json' }, payload: '{"name":"x"}' });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ message: string }>().message).toBe('Expected a multipart/form-data body');
  });

  it('needs a token', async () => {
    const response = await createOrg(null, { organization: organization({ name: 'Anonymous', currency: 'usd' }), avatar: new Blob([png]) });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/organizations/:orgId (spec 000 §7: parts Organization + optional Avatar)', () => {
  it('renames the organization and changes its currency, keeping the avatar without an Avatar part', async () => {
    const before = (await ctx.call({ url: '/api/organizations', headers: bearer(jwt.manager) })).json<Organization[]>().find((org) => org.id === boston);
    const response = await updateOrg(jwt.manager, boston, { Organization: organization({ id: boston, name: 'Boston Rowing Club', currency: 'cad' }) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: boston, name: 'Boston Rowing Club', currency: 'cad', avatar: before?.avatar });
    const list = await ctx.call({ url: '/api/organizations', headers: bearer(jwt.manager) });
    expect(list.json<Organization[]>().map((org) => org.name)).toEqual(['Boston Rowing Club', 'Club Aquatique Laval']);
  });

  it('replaces the avatar when an Avatar part is sent', async () => {
    const response = await updateOrg(jwt.manager, laval, {
      Organization: organization({ id: laval, name: 'Club Aquatique Laval', currency: 'cad' }),
      Avatar: new Blob([jpeg]),
    });
    expect(response.statusCode).toBe(200);
    const avatar = response.json<Organization>().avatar ?? '';
    expect(avatar).toMatch(/\/logo\.jpg$/);
    expect((await ctx.call({ url: `/api/form/file/${avatar}` })).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a non-image Avatar, an oversized one and a name of 101 characters', async () => {
    const notImage = await updateOrg(jwt.manager, laval, { Organization: organization({ id: laval, name: 'Laval', currency: 'cad' }), Avatar: new Blob(['%PDF-1.4']) });
    expect(notImage.statusCode).toBe(400);
    const tooBig = await updateOrg(jwt.manager, laval, {
      Organization: organization({ id: laval, name: 'Laval', currency: 'cad' }),
      Avatar: new Blob([Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])]),
    });
    expect(tooBig.statusCode).toBe(413);
    const longName = await updateOrg(jwt.manager, laval, { Organization: organization({ id: laval, name: 'z'.repeat(101), currency: 'cad' }) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toBe('Name is too long (100 characters maximum)');
  });

  it('needs ORGANIZATION update: a read-only member gets 403', async () => {
    const response = await updateOrg(jwt.reader, montreal, { Organization: organization({ id: montreal, name: 'Hijacked', currency: 'cad' }) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Missing ORGANIZATION update right in this organization');
  });

  it("refuses another organization's id: in the address (not a member) and in the body (mismatch)", async () => {
    const notMember = await updateOrg(jwt.manager, montreal, { Organization: organization({ id: montreal, name: 'Hijacked', currency: 'cad' }) });
    expect(notMember.statusCode).toBe(403);
    const mismatch = await updateOrg(jwt.manager, laval, { Organization: organization({ id: montreal, name: 'Hijacked', currency: 'cad' }) });
    expect(mismatch.statusCode).toBe(400);
    const montrealNow = (await ctx.call({ url: '/api/organizations', headers: bearer(jwt.admin) })).json<Organization[]>().find((org) => org.id === montreal);
    expect(montrealNow?.name).toBe('Montreal Soccer Club');
  });

  it('needs a token', async () => {
    expect((await updateOrg(null, laval, { Organization: organization({ id: laval, name: 'Laval', currency: 'cad' }) })).statusCode).toBe(401);
  });
});
