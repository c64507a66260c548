/** @jest-environment ./test/pglite-environment.ts */
import { eq } from 'drizzle-orm';
import { forms } from '../src/db/schema';
import { SAMPLE_FORM_IDS, SAMPLE_IDS } from '../src/db/sample-data';
import { solidPng } from '../src/lib/solid-png';
import { postMultipart } from './forms-support';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';

interface FormReply {
  id: string;
  name: { culture: string; value: string }[] | string;
  status: number;
  avatar: string | null;
  organizationId: string;
  editedBy: { id: string; firstName: string; name: string } | null;
  submissionCount: number;
  submissionLimit: number | null;
  modificationDate: string;
  content: string;
  localizations: string[];
  discountCodes: unknown[];
  emailContent: unknown;
}

let ctx: TestContext;
const jwt: Record<keyof typeof ACCOUNTS, string> = { admin: '', manager: '', reader: '', coach: '' };
const { laval, boston } = SAMPLE_IDS.organizations;
const formId = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const english = (form: FormReply) => (typeof form.name === 'string' ? form.name : form.name.find((entry) => entry.culture === 'en')?.value);

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const key of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) jwt[key] = await signIn(ctx, ACCOUNTS[key]);
});
afterAll(() => ctx.close());

const list = (orgId: string, token: string, query: Record<string, string> = {}) =>
  ctx.call({ url: `/api/organizations/${orgId}/forms`, query, headers: bearer(token) });

const createForm = (token: string, form: unknown, avatar?: Uint8Array, templateId: string = SAMPLE_IDS.templates.contact) =>
  postMultipart(
    ctx.app,
    `/api/organizations/${laval}/forms/templates/${templateId}`,
    { form: typeof form === 'string' ? form : JSON.stringify(form), avatar: avatar ? { bytes: avatar, fileName: 'logo.png', type: 'image/png' } : undefined },
    bearer(token),
  );

describe('GET /api/organizations/:orgId/forms', () => {
  it('pages the forms by last modification, five by default, with editor and counts', async () => {
    const response = await list(laval, jwt.manager);
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: FormReply[]; totalCount: number }>();
    // 7 forms, plus the 2 paid ones of issue 8 (the oldest, last).
    expect(page.totalCount).toBe(9);
    expect(page.data.map(english)).toEqual(['Summer swim camp', 'Membership renewal', 'Pool party', 'Volunteer sign-up', 'Masters swim team']);
    const [camp] = page.data;
    expect(camp).toMatchObject({ submissionCount: 4, submissionLimit: 50, organizationId: laval, editedBy: { id: SAMPLE_IDS.users.manager, firstName: 'Marc', name: 'Manager' } });
    expect(new Date(camp?.modificationDate ?? '').getTime()).toBeLessThan(Date.now());
  });

  it('gives the next page and honours pageSize', async () => {
    const second = (await list(laval, jwt.reader, { page: '2', pageSize: '5' })).json<{ data: FormReply[]; totalCount: number }>();
    expect(second.data.map(english)).toEqual(['Lifeguard course', 'Parent survey', 'Swim club season', 'Aquafitness drop-in']);
    const small = (await list(laval, jwt.reader, { page: '3', pageSize: '2' })).json<{ data: FormReply[] }>();
    expect(small.data.map(english)).toEqual(['Masters swim team', 'Lifeguard course']);
  });

  it('refuses bad paging with 400', async () => {
    expect((await list(laval, jwt.manager, { page: '0' })).statusCode).toBe(400);
    expect((await list(laval, jwt.manager, { pageSize: '0' })).statusCode).toBe(400);
    expect((await list(laval, jwt.manager, { pageSize: '101' })).statusCode).toBe(400);
    expect((await list(laval, jwt.manager, { page: 'two' })).statusCode).toBe(400);
  });

  it('needs FORM read in that organization', async () => {
    expect((await list(laval, jwt.coach)).statusCode).toBe(403);
    expect((await list(boston, jwt.reader)).statusCode).toBe(403);
    expect((await ctx.call({ url: `/api/organizations/${laval}/forms` })).statusCode).toBe(401);
  });
});

describe('GET /api/organizations/:orgId/templates', () => {
  it('lists the blank and contact templates, 12 a page by default', async () => {
    const response = await ctx.call({ url: `/api/organizations/${laval}/templates`, headers: bearer(jwt.manager) });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: { id: string; name: string; content: string }[]; totalCount: number }>();
    expect(page.totalCount).toBe(2);
    expect(page.data.map((template) => [template.id, template.name])).toEqual([
      [SAMPLE_IDS.templates.blank, 'blank'],
      [SAMPLE_IDS.templates.contact, 'contact'],
    ]);
    const contact = JSON.parse(page.data[1]?.content ?? '{}') as { steps: unknown[]; rules: unknown[] };
    expect(contact.steps).toHaveLength(2);
    expect(contact.rules).toHaveLength(1);
  });

  it('pages with page and pageSize', async () => {
    const response = await ctx.call({ url: `/api/organizations/${laval}/templates`, query: { page: '2', pageSize: '1' }, headers: bearer(jwt.reader) });
    expect(response.json<{ data: { name: string }[]; totalCount: number }>()).toMatchObject({ data: [{ name: 'contact' }], totalCount: 2 });
  });

  it('needs FORM read', async () => {
    expect((await ctx.call({ url: `/api/organizations/${laval}/templates`, headers: bearer(jwt.coach) })).statusCode).toBe(403);
  });
});

describe('POST /api/organizations/:orgId/forms/templates/:templateId', () => {
  it('creates a Pending form from the template with its avatar, edited by the caller', async () => {
    const png = solidPng(8, [10, 20, 30]);
    const response = await createForm(jwt.manager, { name: 'Tryouts 2025', localizations: ['en', 'fr'] }, png);
    expect(response.statusCode).toBe(200);
    const form = response.json<FormReply>();
    expect(form).toMatchObject({
      status: 2,
      organizationId: laval,
      submissionCount: 0,
      submissionLimit: null,
      localizations: ['en', 'fr'],
      name: [
        { culture: 'en', value: 'Tryouts 2025' },
        { culture: 'fr', value: 'Tryouts 2025' },
      ],
      editedBy: { id: SAMPLE_IDS.users.manager },
    });
    expect(JSON.parse(form.content)).toMatchObject({ steps: [{ id: 'step-1' }, { id: 'step-2' }] });
    expect(form.avatar).toMatch(/^avatars\/[0-9a-f-]{36}\/avatar\.png$/);
    const file = await ctx.call({ url: `/api/form/file/${form.avatar ?? ''}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);

    const details = await ctx.call({ url: `/api/organizations/${laval}/forms/${form.id}/details`, headers: bearer(jwt.reader) });
    expect(details.json<{ form: FormReply }>().form.id).toBe(form.id);
  });

  it('takes the content sent, a localized name and no avatar', async () => {
    const content = JSON.stringify({ steps: [{ id: 's', name: [], sections: [] }], rules: [] });
    const response = await createForm(jwt.admin, { name: [{ culture: 'fr', value: 'Essais' }], localizations: ['fr'], content }, undefined, SAMPLE_IDS.templates.blank);
    expect(response.statusCode).toBe(200);
    expect(response.json<FormReply>()).toMatchObject({ name: [{ culture: 'fr', value: 'Essais' }], avatar: null, content });
  });

  it.each([
    ['a name of 101 characters', { name: 'x'.repeat(101), localizations: ['en'] }],
    ['a blank name', { name: '  ', localizations: ['en'] }],
    ['no language', { name: 'Tryouts', localizations: [] }],
    ['an unknown language', { name: 'Tryouts', localizations: ['de'] }],
    ['content that is no form', { name: 'Tryouts', localizations: ['en'], content: '{"steps": 3}' }],
    ['a negative limit', { name: 'Tryouts', localizations: ['en'], submissionLimit: -1 }],
    ['a form part that is not JSON', 'not json'],
  ])('refuses %s with 400', async (_label, form) => {
    const response = await createForm(jwt.manager, form);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/form/);
  });

  it('refuses an avatar that is not png or jpeg, and a body that is not multipart', async () => {
    const gif = new TextEncoder().encode('GIF89a....');
    expect((await createForm(jwt.manager, { name: 'Tryouts', localizations: ['en'] }, gif)).statusCode).toBe(400);
    const json = await ctx.call({
      method: 'POST',
      url: `/api/organizations/${laval}/forms/templates/${SAMPLE_IDS.templates.contact}`,
      headers: { ...bearer(jwt.manager), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Tryouts' }),
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 for an unknown template', async () => {
    expect((await createForm(jwt.manager, { name: 'Tryouts', localizations: ['en'] }, undefined, '30000000-0000-4000-8000-000000000099')).statusCode).toBe(404);
  });

  it('needs FORM write', async () => {
    expect((await createForm(jwt.reader, { name: 'Tryouts', localizations: ['en'] })).statusCode).toBe(403);
    expect((await createForm(jwt.coach, { name: 'Tryouts', localizations: ['en'] })).statusCode).toBe(403);
  });
});

describe('POST /api/organizations/:orgId/forms/:formId/clone', () => {
  const clone = (token: string, orgId: string, id: string, body: unknown) =>
    ctx.call({ method: 'POST', url: `/api/organizations/${orgId}/forms/${id}/clone`, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  it('copies the form as Pending with the new name and no submissions', async () => {
    const response = await clone(jwt.manager, laval, formId(1), { id: formId(1), name: 'Summer swim camp copy' });
    expect(response.statusCode).toBe(200);
    const copy = response.json<FormReply>();
    expect(copy.id).not.toBe(formId(1));
    expect(copy).toMatchObject({ status: 2, submissionCount: 0, submissionLimit: 50, editedBy: { id: SAMPLE_IDS.users.manager } });
    expect(english(copy)).toBe('Summer swim camp copy');
    const original = (await ctx.call({ url: `/api/organizations/${laval}/forms/${formId(1)}/details`, headers: bearer(jwt.manager) })).json<{ form: FormReply }>();
    expect(copy.content).toBe(original.form.content);
    expect(original.form.submissionCount).toBe(4);
  });

  it.each([
    ['an empty name', { id: formId(1), name: '' }],
    ['a name of 101 characters', { id: formId(1), name: 'x'.repeat(101) }],
    ['no name', { id: formId(1) }],
    ['another form id in the body', { id: formId(2), name: 'Copy' }],
  ])('refuses %s with 400', async (_label, body) => {
    expect((await clone(jwt.manager, laval, formId(1), body)).statusCode).toBe(400);
  });

  it('needs FORM write, and does not reach another organization', async () => {
    expect((await clone(jwt.reader, laval, formId(1), { id: formId(1), name: 'Copy' })).statusCode).toBe(403);
    // Form 7 belongs to Boston: through Laval it does not exist.
    expect((await clone(jwt.manager, laval, formId(7), { id: formId(7), name: 'Copy' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/organizations/:orgId/forms/:formId', () => {
  const remove = (token: string, orgId: string, id: string) => ctx.call({ method: 'DELETE', url: `/api/organizations/${orgId}/forms/${id}`, headers: bearer(token) });

  it('deletes the form and answers 1', async () => {
    const created = (await createForm(jwt.manager, { name: 'To delete', localizations: ['en'] })).json<FormReply>();
    const response = await remove(jwt.manager, laval, created.id);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('1');
    expect((await ctx.call({ url: `/api/organizations/${laval}/forms/${created.id}/details`, headers: bearer(jwt.manager) })).statusCode).toBe(404);
    expect((await remove(jwt.manager, laval, created.id)).statusCode).toBe(404);
  });

  it('needs FORM delete, and does not reach another organization', async () => {
    expect((await remove(jwt.reader, laval, formId(6))).statusCode).toBe(403);
    expect((await remove(jwt.manager, laval, formId(9))).statusCode).toBe(404);
    expect((await ctx.call({ url: `/api/organizations/${SAMPLE_IDS.organizations.montreal}/forms/${formId(9)}/details`, headers: bearer(jwt.admin) })).statusCode).toBe(200);
  });
});

describe('GET /api/organizations/:orgId/forms/:formId/details', () => {
  it('answers the form with its content as JSON text and its organization', async () => {
    const response = await ctx.call({ url: `/api/organizations/${laval}/forms/${formId(1)}/details`, headers: bearer(jwt.reader) });
    expect(response.statusCode).toBe(200);
    const details = response.json<{ form: FormReply; organization: { id: string; name: string } }>();
    expect(typeof details.form.content).toBe('string');
    expect(JSON.parse(details.form.content)).toMatchObject({ steps: [{ id: 'step-1' }, { id: 'step-2' }] });
    expect(details.organization).toMatchObject({ id: laval, name: 'Club Aquatique Laval' });
  });

  it('needs FORM read; another organization\'s form is not found; a bad id is 400', async () => {
    expect((await ctx.call({ url: `/api/organizations/${laval}/forms/${formId(1)}/details`, headers: bearer(jwt.coach) })).statusCode).toBe(403);
    expect((await ctx.call({ url: `/api/organizations/${laval}/forms/${formId(7)}/details`, headers: bearer(jwt.admin) })).statusCode).toBe(404);
    expect((await ctx.call({ url: `/api/organizations/${laval}/forms/nope/details`, headers: bearer(jwt.admin) })).statusCode).toBe(400);
  });
});

describe('GET /api/public/forms/:formId/details', () => {
  const publicDetails = (id: string) => ctx.call({ url: `/api/public/forms/${id}/details` });

  it('answers an open form without a token, leaving out discount codes and staff e-mails', async () => {
    const response = await publicDetails(SAMPLE_FORM_IDS.openContact);
    expect(response.statusCode).toBe(200);
    const details = response.json<{ form: FormReply; organization: { name: string }; closed: string | null }>();
    expect(details.closed).toBeNull();
    expect(details.organization.name).toBe('Club Aquatique Laval');
    expect(details.form).toMatchObject({ discountCodes: [], emailContent: null, editedBy: null });
  });

  it('treats a new (Pending) form as open', async () => {
    const created = (await createForm(jwt.manager, { name: 'Open at once', localizations: ['en'] })).json<FormReply>();
    expect((await publicDetails(created.id)).json<{ closed: string | null }>().closed).toBeNull();
  });

  it('gives the reason a form is closed', async () => {
    expect((await publicDetails(SAMPLE_FORM_IDS.draft)).json<{ closed: string | null }>().closed).toBe('draft');
    expect((await publicDetails(SAMPLE_FORM_IDS.completed)).json<{ closed: string | null }>().closed).toBe('completed');
    const day = 86_400_000;
    await ctx.database.db.update(forms).set({ startDate: new Date(Date.now() + day) }).where(eq(forms.id, formId(6)));
    expect((await publicDetails(formId(6))).json<{ closed: string | null }>().closed).toBe('notStarted');
    await ctx.database.db.update(forms).set({ startDate: new Date(Date.now() - 2 * day), endDate: new Date(Date.now() - day) }).where(eq(forms.id, formId(6)));
    expect((await publicDetails(formId(6))).json<{ closed: string | null }>().closed).toBe('ended');
    await ctx.database.db.update(forms).set({ endDate: new Date(Date.now() + day) }).where(eq(forms.id, formId(6)));
    expect((await publicDetails(formId(6))).json<{ closed: string | null }>().closed).toBeNull();
  });

  it('a closed form comes without its questions, prices and products; its name and organization stay for the closed page', async () => {
    const staff = (await ctx.call({ url: `/api/organizations/${SAMPLE_IDS.organizations.laval}/forms/${SAMPLE_FORM_IDS.draft}/details`, headers: bearer(jwt.manager) })).json<{ form: FormReply }>();
    expect(JSON.parse(staff.form.content as string).steps.length).toBeGreaterThan(0);
    const details = (await publicDetails(SAMPLE_FORM_IDS.draft)).json<{ form: FormReply; organization: { name: string }; closed: string | null }>();
    expect(details.closed).toBe('draft');
    expect(JSON.parse(details.form.content as string)).toEqual({ steps: [], rules: [] });
    expect(details.form).toMatchObject({ name: staff.form.name, fieldProperties: {}, paymentModes: null, fixedAmount: null });
    expect(details.organization.name).toBe('Club Aquatique Laval');
  });

  it('answers 404 for an unknown form', async () => {
    const response = await publicDetails('40000000-0000-4000-8000-000000000999');
    expect(response.statusCode).toBe(404);
  });
});
