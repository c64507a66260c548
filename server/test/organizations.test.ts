/** @jest-environment ./test/pglite-environment.ts */
import { PNG_SIGNATURE } from '../src/lib/solid-png';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import type { Organization } from '@front-office/shared/core';


let ctx: TestContext;
const jwt: Record<keyof typeof ACCOUNTS, string> = { admin: '', manager: '', reader: '', coach: '' };
let organizations: Organization[] = [];

const orgId = (name: string) => {
  const org = organizations.find((candidate) => candidate.name === name);
  if (!org) throw new Error(`no organization ${name}`);
  return org.id;
};

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const key of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) jwt[key] = await signIn(ctx, ACCOUNTS[key]);
  organizations = (await ctx.call({ url: '/api/organizations', headers: bearer(jwt.admin) })).json<Organization[]>();
});
afterAll(() => ctx.close());

describe('GET /api/organizations', () => {
  it('lists all three organizations, by name, with currency and avatar path, for the admin', () => {
    expect(organizations.map(({ name, currency }) => ({ name, currency }))).toEqual([
      { name: 'Boston Rowing Association', currency: 'usd' },
      { name: 'Club Aquatique Laval', currency: 'cad' },
      { name: 'Montreal Soccer Club', currency: 'cad' },
    ]);
    for (const org of organizations) expect(org.avatar).toMatch(/^avatars\/[0-9a-f-]{36}\/logo\.png$/);
  });

  it("lists only the user's own organizations", async () => {
    const response = await ctx.call({ url: '/api/organizations', headers: bearer(jwt.reader) });
    expect(response.statusCode).toBe(200);
    expect(response.json<Organization[]>().map((org) => org.name)).toEqual(['Club Aquatique Laval', 'Montreal Soccer Club']);
    const manager = await ctx.call({ url: '/api/organizations', headers: bearer(jwt.manager) });
    expect(manager.json<Organization[]>().map((org) => org.name)).toEqual(['Boston Rowing Association', 'Club Aquatique Laval']);
  });

  it('needs a token', async () => {
    expect((await ctx.call({ url: '/api/organizations' })).statusCode).toBe(401);
  });
});

describe('GET /api/security/organizations/:orgId', () => {
  it('returns the five areas with full rights for a manager', async () => {
    const response = await ctx.call({ url: `/api/security/organizations/${orgId('Club Aquatique Laval')}`, headers: bearer(jwt.manager) });
    expect(response.statusCode).toBe(200);
    const rights = response.json<{ name: string; read: boolean; write: boolean; update: boolean; delete: boolean }[]>();
    expect(rights.map((entry) => entry.name)).toEqual(['FORM', 'FORM_SUBMISSION', 'REPORT', 'PAYMENT_ACCOUNTS', 'ORGANIZATION']);
    expect(rights.every((entry) => entry.read && entry.write && entry.update && entry.delete)).toBe(true);
  });

  it('gives the reader read-only rights', async () => {
    const response = await ctx.call({ url: `/api/security/organizations/${orgId('Montreal Soccer Club')}`, headers: bearer(jwt.reader) });
    expect(response.json()).toEqual(
      ['FORM', 'FORM_SUBMISSION', 'REPORT', 'PAYMENT_ACCOUNTS', 'ORGANIZATION'].map((name) => ({ name, read: true, write: false, update: false, delete: false })),
    );
  });

  it('gives the coach no FORM read but read on the other areas', async () => {
    const response = await ctx.call({ url: `/api/security/organizations/${orgId('Club Aquatique Laval')}`, headers: bearer(jwt.coach) });
    expect(response.statusCode).toBe(200);
    const rights = response.json<{ name: string; read: boolean }[]>();
    expect(rights.find((entry) => entry.name === 'FORM')?.read).toBe(false);
    expect(rights.filter((entry) => entry.name !== 'FORM').every((entry) => entry.read)).toBe(true);
  });

  it("answers 403 for an organization the user is not a member of", async () => {
    const response = await ctx.call({ url: `/api/security/organizations/${orgId('Boston Rowing Association')}`, headers: bearer(jwt.reader) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You are not a member of this organization' });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const response = await ctx.call({ url: '/api/security/organizations/not-a-uuid', headers: bearer(jwt.admin) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/params/);
  });
});

describe('GET /api/form/file/*', () => {
  it('serves a seeded avatar without a token, as a PNG named after the third path segment', async () => {
    const path = organizations[0]?.avatar ?? '';
    const response = await ctx.call({ url: `/api/form/file/${path}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toContain('filename="logo.png"');
    expect(response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(response.rawPayload.length);
  });

  it('answers 404 for an unknown file', async () => {
    const response = await ctx.call({ url: '/api/form/file/avatars/00000000-0000-4000-8000-000000000000/none.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'File not found' });
  });

  it('needs a token outside the public avatars category', async () => {
    expect((await ctx.call({ url: '/api/form/file/submissions/00000000-0000-4000-8000-000000000000/cv.pdf' })).statusCode).toBe(401);
    const signedIn = await ctx.call({ url: '/api/form/file/submissions/00000000-0000-4000-8000-000000000000/cv.pdf', headers: bearer(jwt.admin) });
    expect(signedIn.statusCode).toBe(404);
  });
});
