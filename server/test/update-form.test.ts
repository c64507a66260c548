/** @jest-environment ./test/pglite-environment.ts */
import { SAMPLE_IDS } from '../src/db/sample-data';
import { solidPng } from '../src/lib/solid-png';
import { postMultipart } from './forms-support';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';

interface FormReply {
  id: string;
  version: number;
  avatar: string | null;
  content: string;
  name: { culture: string; value: string }[];
  localizations: string[];
  editedBy: { id: string } | null;
  submissionCount: number;
  organizationId: string;
  modificationDate: string;
  discountCodes: { code: string }[];
  hasDiscountCodes: boolean;
}

let ctx: TestContext;
const jwt: Record<keyof typeof ACCOUNTS, string> = { admin: '', manager: '', reader: '', coach: '' };
const { laval, boston } = SAMPLE_IDS.organizations;

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const key of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) jwt[key] = await signIn(ctx, ACCOUNTS[key]);
});
afterAll(() => ctx.close());

const content = (fields: unknown[] = [{ id: 'name', type: 'Text', text: [{ culture: 'en', value: 'Name' }], size: 6 }], rules: unknown[] = []) =>
  JSON.stringify({ steps: [{ id: 'step-1', name: [{ culture: 'en', value: 'One' }], sections: [{ id: 'sec', name: [], fields }] }], rules });

async function newForm(): Promise<FormReply> {
  const created = await postMultipart(ctx.app, `/api/organizations/${laval}/forms/templates/${SAMPLE_IDS.templates.blank}`, { form: JSON.stringify({ name: 'Designer save', localizations: ['en'] }) }, bearer(jwt.manager));
  expect(created.statusCode).toBe(200);
  return created.json<FormReply>();
}

const save = (formId: string, form: Record<string, unknown>, token = jwt.manager, avatar?: Uint8Array, orgId: string = laval) =>
  postMultipart(
    ctx.app,
    `/api/organizations/${orgId}/forms/${formId}`,
    { form: JSON.stringify(form), avatar: avatar ? { bytes: avatar, fileName: 'logo.png', type: 'image/png' } : undefined },
    bearer(token),
    'PUT',
  );

const body = (form: FormReply, extra: Record<string, unknown> = {}) => ({ version: form.version, name: 'Renamed', localizations: ['en', 'fr'], content: content(), discountCodes: [], ...extra });

describe('PUT /api/organizations/:orgId/forms/:formId (issue 9 §3)', () => {
  it('saves the content, name, languages and avatar, raises the version and answers the saved form', async () => {
    const form = await newForm();
    expect(form.version).toBe(1);
    const png = solidPng(8, [1, 2, 3]);
    const response = await save(form.id, body(form, { discountCodes: [{ code: 'early', type: 'percent', value: 10, quantity: 5, expirationDate: null }] }), jwt.manager, png);
    expect(response.statusCode).toBe(200);
    const saved = response.json<FormReply>();
    expect(saved).toMatchObject({ id: form.id, version: 2, localizations: ['en', 'fr'], content: content(), hasDiscountCodes: true, discountCodes: [{ code: 'EARLY' }] });
    expect(saved.name).toEqual([
      { culture: 'en', value: 'Renamed' },
      { culture: 'fr', value: 'Renamed' },
    ]);
    expect(saved.avatar).toMatch(/^avatars\/[0-9a-f-]{36}\/avatar\.png$/);

    const details = await ctx.call({ url: `/api/organizations/${laval}/forms/${form.id}/details`, headers: bearer(jwt.reader) });
    expect(details.json<{ form: FormReply }>().form).toMatchObject({ version: 2, content: content(), avatar: saved.avatar });
  });

  it('keeps editedBy, modificationDate, submissionCount and organizationId the server\'s', async () => {
    const form = await newForm();
    const response = await save(form.id, body(form, { editedBy: { id: 'someone' }, submissionCount: 99, organizationId: boston, modificationDate: '2000-01-01T00:00:00.000Z' }), jwt.admin);
    const saved = response.json<FormReply>();
    expect(saved).toMatchObject({ editedBy: { id: SAMPLE_IDS.users.admin }, submissionCount: 0, organizationId: laval });
    expect(new Date(saved.modificationDate).getFullYear()).toBeGreaterThan(2000);
  });

  it('refuses a save made on an older version with 409 and a message, writing nothing', async () => {
    const form = await newForm();
    expect((await save(form.id, body(form, { name: 'First save' }))).statusCode).toBe(200);
    const stale = await save(form.id, body(form, { name: 'Second, stale' }), jwt.admin, solidPng(4, [9, 9, 9]));
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(/saved by someone else since you opened it.*Reload/);
    const details = await ctx.call({ url: `/api/organizations/${laval}/forms/${form.id}/details`, headers: bearer(jwt.reader) });
    expect(details.json<{ form: FormReply }>().form).toMatchObject({ version: 2, avatar: null, name: [{ value: 'First save' }, { value: 'First save' }] });
  });

  it.each([
    ['no version', { version: undefined }, /form\.version is required/],
    ['a size of 13', { content: content([{ id: 'a', type: 'Text', text: 'A', size: 13 }]) }, /form\.content steps\[0\]\.sections\[0\]\.fields\[0\]\.size: must be a whole number from 1 to 12/],
    ['duplicate ids', { content: content([{ id: 'a', type: 'Text', text: 'A' }, { id: 'a', type: 'Numeric', text: 'B' }]) }, /duplicate field id "a"/],
    ['a rule naming a missing field', { content: content(undefined, [{ id: 'r', name: 'Ghost', conditions: [[{ fieldId: 'ghost', comparisonOperator: 'isCompleted' }]], targets: [{ fieldId: 'name', action: 'isVisible' }] }]) }, /rules\[0\] \(Ghost\): group 1, condition 1: the field "ghost" no longer exists/],
    ['content not text', { content: { steps: [] } }, /form\.content must be the JSON text/],
    ['no language', { localizations: [] }, /localizations/],
    ['a name too long', { name: 'x'.repeat(101) }, /1 to 100 characters/],
    ['a percent code above 100', { discountCodes: [{ code: 'A', type: 'percent', value: 120, quantity: 1 }] }, /discountCodes\[0\]\.value/],
  ])('answers 400 saying what is wrong and where: %s', async (_name, extra, message) => {
    const form = await newForm();
    const response = await save(form.id, body(form, extra));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });

  it('needs FORM update in that organization; another organization\'s form is not found', async () => {
    const form = await newForm();
    expect((await save(form.id, body(form), jwt.reader)).statusCode).toBe(403);
    expect((await save(form.id, body(form), jwt.coach)).statusCode).toBe(403);
    expect((await save(form.id, body(form), jwt.admin, undefined, boston)).statusCode).toBe(404);
    const anonymous = await postMultipart(ctx.app, `/api/organizations/${laval}/forms/${form.id}`, { form: JSON.stringify(body(form)) }, {}, 'PUT');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT …/forms/:formId checks the rules with shared/core checkFormRules (issue 10 §5, spec 001 §5 Rules)', () => {
  const t = (value: string) => [{ culture: 'en', value }];
  const fields = [
    { id: 'member', type: 'CheckBox', text: t('Member'), size: 6 },
    { id: 'level', type: 'Select', text: t('Level'), size: 6, options: [{ value: 'a', text: t('A') }, { value: 'b', text: t('B') }] },
    { id: 'note', type: 'Text', text: t('Note'), size: 6 },
  ];
  const kids = { id: 'kids', name: [], multiple: true, multipleValidations: { min: 1, max: 3 }, fields: [{ id: 'kid', type: 'Text', text: t('Kid'), size: 6 }, { id: 'allergy', type: 'CheckBox', text: t('Allergy'), size: 6 }] };
  const adults = { id: 'adults', name: [], multiple: true, fields: [{ id: 'adult', type: 'Text', text: t('Adult'), size: 6 }] };
  const twoSections = (rules: unknown[]) =>
    JSON.stringify({ steps: [{ id: 'step-1', name: t('One'), sections: [{ id: 'sec', name: [], fields }, kids, adults] }], rules });
  const rule = (conditions: unknown[][], targets: unknown[], extra: Record<string, unknown> = {}) => ({ id: 'r', name: 'Shown', conditions, targets, ...extra });
  const when = (fieldId: string, comparisonOperator: string, value: unknown) => ({ id: `${fieldId}-c`, fieldId, comparisonOperator, value });
  const show = (fieldId: string, action = 'isVisible') => ({ id: `${fieldId}-t`, fieldId, action });

  it('saves a rule with two OR groups and a per-copy rule, and reads them back unchanged', async () => {
    const form = await newForm();
    const rules = [
      rule([[when('member', 'isChecked', true)], [when('level', 'equal', 'b')]], [show('note')]),
      { ...rule([[when('allergy', 'isChecked', true)]], [show('kid', 'isRequired')]), id: 'r2', sectionMultipleId: 'kids' },
    ];
    const response = await save(form.id, body(form, { content: twoSections(rules) }));
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.json<FormReply>().content).rules).toEqual(rules);
  });

  it.each([
    ['includes on a single-selection list', [rule([[when('level', 'includes', ['a'])]], [show('note')])], /rules\[0\] \(Shown\): group 1, condition 1: this operator is not offered for the field "Level"/],
    ['a value that is not one of the list', [rule([[when('level', 'equal', 'z')]], [show('note')])], /the value does not fit the field "Level"/],
    ['fields of two repeatable sections', [rule([[when('kid', 'isCompleted', true)]], [show('adult')])], /may not mix fields of different repeatable sections/],
    ['a repeatable target with a condition outside its section', [rule([[when('member', 'isChecked', true)]], [show('kid')], { sectionMultipleId: 'kids' })], /target 1: the target "Kid" is in a repeatable section: every condition and target must be in that same section/],
    ['a rule without target', [rule([[when('member', 'isChecked', true)]], [])], /a rule needs at least one target/],
    ['the same field twice in a group', [rule([[when('note', 'isCompleted', true), when('note', 'equal', 'x')]], [show('level')])], /already a condition of this group/],
    ['a deleted target field', [rule([[when('member', 'isChecked', true)]], [show('gone')])], /target 1: the field "gone" no longer exists/],
  ])('answers 400 with what is wrong: %s', async (_name, rules, message) => {
    const form = await newForm();
    const response = await save(form.id, body(form, { content: twoSections(rules) }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });
});
