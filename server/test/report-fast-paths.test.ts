/** @jest-environment ./test/pglite-environment.ts */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { REPORT_GENERAL_COLUMNS, parseFormContent } from '@front-office/shared/core';
import { forms, submissions } from '../src/db/schema';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { MEMO_TRIAL, memoized } from '../src/services/reports/memo';
import { generateReport } from '../src/services/reports/report-generator';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { referenceCsv, referenceReport, referenceSheetData } from './report-reference';
import { readZip } from './zip-reader';

// Issue 12: a report is written by faster ways than formatting each cell of each stored
// submission (memoized texts of option answers, payment charges read in SQL, one text per row, on
// PostgreSQL rows streamed from one query); the file must stay the same byte for byte as the plain
// way (test/report-reference.ts) on values that trip a CSV or spreadsheet writer up.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const text = (value: string) => [
  { culture: 'en', value },
  { culture: 'fr', value: `${value} (fr)` },
];
const options = (prefix: string, count: number) => Array.from({ length: count }, (_unused, index) => ({ value: `${prefix}-${index + 1}`, text: text(`${prefix} "${index + 1}", =x`) }));
const FIELDS = [
  { id: 'name', type: 'Text' },
  { id: 'notes', type: 'LongText' },
  { id: 'email', type: 'EmailAddress' },
  { id: 'count', type: 'Numeric' },
  { id: 'stars', type: 'Rating', count: 5, allowHalf: true },
  { id: 'level', type: 'Select', options: options('level', 3) },
  { id: 'days', type: 'OptionList', options: options('day', 3), multiSelection: true },
  { id: 'weeks', type: 'PaymentOptionList', options: options('week', 2).map((option) => ({ ...option, price: 1000 })) },
  { id: 'agree', type: 'CheckBox' },
  { id: 'newsletter', type: 'Toggle' },
  { id: 'swims', type: 'YesNo', allowNa: true },
  { id: 'start', type: 'Date' },
  { id: 'born', type: 'Birthdate' },
  { id: 'arrival', type: 'Datetime' },
];
const CONTENT = {
  steps: [
    {
      id: 'step-1',
      name: text('Step'),
      sections: [
        {
          id: 'main',
          name: text('Main'),
          multiple: false,
          visible: true,
          fields: FIELDS.map((field) => ({ text: text(`Field ${field.id}`), size: 6, required: false, visible: true, enabled: true, ...field })),
        },
        {
          id: 'kids',
          name: text('Kids'),
          multiple: true,
          visible: true,
          fields: [{ id: 'kid', type: 'Text', text: text('Kid'), size: 6, required: false, visible: true, enabled: true }],
        },
      ],
    },
  ],
  rules: [],
};

/** Tricky answers, cycled over the submissions (each field takes the value at its own offset, so rows differ and repeat). */
const VALUES: unknown[] = [
  'plain',
  'with, comma',
  'say "hi"',
  'two\nlines',
  'carriage\rreturn',
  '=HYPERLINK("http://x")',
  '+1 555',
  '-5',
  '@SUM(A1)',
  '\tTabbed',
  '\rCR first',
  'é accents, 😀 emoji, 漢字',
  '',
  null,
  12,
  0.5,
  -3.25,
  1e21,
  '12',
  true,
  false,
  ['level-1', 'level-2'],
  ['day-3'],
  [],
  { nested: 'object' },
  'level-2',
  'day-1',
  'week-2',
  'yes',
  'na',
  '2026-06-01',
  '2026-13-45',
  '0099-01-01',
  '2026-06-01 1:30 PM',
  ' 2026-06-02 ',
  '_x0041_ escape-looking',
  'trailing space ',
  'back\\slash',
];

const PAYMENTS: unknown[] = [
  null,
  { method: 'credit_card', status: 'succeeded', total: 15000, paymentDetails: [] },
  { method: 'credit_card', status: 'succeeded', total: 15000, paymentDetails: [{ total: 15000, status: 'succeeded' }] },
  { method: 'other', status: 'SUCCEEDED', total: '2500', paymentDetails: [{ total: 1000, status: ' Success ' }, { total: '1500', status: 'refunded' }] },
  { method: 'credit_card', status: 'pending', total: 3000, paymentDetails: [{ total: 1000, status: 'succeeded' }, { total: 1000, status: 'succeeded' }, { total: 1000, status: 'pending' }] },
  { method: 'credit_card', status: 'failed', total: 100, paymentDetails: [{ total: 'abc', status: 'succeeded' }, { total: true, status: 5 }] },
  { method: 'credit_card', status: 'succeeded', total: 12.345, paymentDetails: [{ total: 0.1, status: 'succeeded' }, { total: 0.2, status: 'succeeded' }] },
  { method: 'weird', status: 'Refunded', total: 700, paymentDetails: { not: 'a list' }, modeDefinition: { mode: 'fixed_dates' } },
  { method: 'credit_card', status: '', total: null, paymentDetails: [null, 'text', { total: { a: 1 }, status: 'succeeded' }] },
  { status: 'ready', total: 5000, paymentDetails: [{ status: 'succeeded' }] },
  { method: 'credit_card', status: 'succeeded', total: 3000, paymentDetails: [{ total: 1000, status: 'succeeded' }, { total: 2000, status: 'Succeeded' }] },
  // Issue 18 §10: refunds kept on the lines (number or numeric text), the mode's discount as priced or derived.
  { method: 'credit_card', status: 'succeeded', total: 12087, modeDiscountTotal: 450, modeDefinition: { mode: 'single', discount: { type: 'percent', value: 5 } }, paymentDetails: [{ total: 12087, status: 'succeeded', refundedTotal: 3000 }] },
  { method: 'credit_card', status: 'succeeded', total: 8000, modeDefinition: { mode: 'fixed_dates', discount: { type: 'amount', value: 1000 } }, paymentDetails: [{ total: 4000, status: 'refunded', refundedTotal: 4000 }, { total: 4000, status: 'succeeded', refundedTotal: '500' }] },
  { method: 'credit_card', status: 'succeeded', total: 9000, modeDefinition: { discount: { type: 'percent', value: 10 } }, paymentDetails: [{ total: 3000, status: 'succeeded', refundedTotal: 100 }, { total: 3000, status: 'pending_refund', refundedTotal: 3000 }, { total: 3000, status: 'READY' }] },
  { method: 'credit_card', status: 'succeeded', total: 500, modeDiscountTotal: 'x', modeDefinition: { discount: 'odd' }, paymentDetails: [{ total: 500, status: 'succeeded', refundedTotal: { a: 1 } }] },
];
const COUPONS: unknown[] = [null, { code: 'SPRING', discountTotal: 1500 }, { code: '=CODE', discountTotal: '250' }, { code: '', discountTotal: 'x' }];

async function seed(count: number): Promise<string> {
  const id = randomUUID();
  await ctx.database.db.insert(forms).values({ id, organizationId: SAMPLE_IDS.organizations.laval, name: text('Fast paths'), content: JSON.stringify(CONTENT), currency: 'cad' });
  const answer = (fieldId: string, value: unknown) => ({ id: fieldId, rowId: null, value: JSON.stringify({ value }) });
  const rows = Array.from({ length: count }, (_unused, index) => {
    const fields = FIELDS.map((field, position) => answer(field.id, VALUES[(index + position * 7) % VALUES.length]));
    if (index % 5 === 0) fields.splice(index % FIELDS.length, 1); // an answer missing (or never given)
    if (index % 4 === 0) fields.push(answer('kids', [{ kid: VALUES[index % VALUES.length] }, { kid: 'second, "kid"' }]));
    if (index % 9 === 0) fields.reverse(); // another order than the form's
    if (index % 11 === 0) fields.push({ id: 'notes', rowId: null, value: 'bare text, not JSON' } as never);
    // jsonb's spelling (a space after the colon), and answers of repeating fields stored as bare text.
    if (index % 13 === 0) for (const entry of fields) entry.value = entry.value.replace(/^\{"value":/, '{"value": ');
    if (index % 17 === 0) {
      for (const entry of fields) if (entry.id === 'level' || entry.id === 'start') entry.value = entry.id === 'level' ? 'level-2' : '2026-06-01';
    }
    return {
      id: randomUUID(),
      formId: id,
      // A few submissions days later (the dates' day changes; the others 37 s apart, several a minute).
      date: new Date(Date.UTC(2026, 2, 8, 6, 59, 0) + index * 37_000 + (index % 50 === 0 ? (index / 50) * 86_400_000 : 0)),
      fields,
      payment: PAYMENTS[index % PAYMENTS.length] as never,
      coupon: COUPONS[index % COUPONS.length] as never,
    };
  });
  await ctx.database.db.insert(submissions).values(rows);
  return id;
}

function reportOf(formId: string, culture: 'en' | 'fr') {
  const parsed = parseFormContent(JSON.stringify(CONTENT));
  if (!parsed.ok) throw new Error(parsed.error);
  const source = { formId, content: parsed.content, currency: 'cad' as const, paymentModes: new Map<string, string>() };
  const general = REPORT_GENERAL_COLUMNS.map((id) => ({ id }));
  const report = { culture, content: { name: 'Fast paths', general, steps: [{ id: 'step-1', fields: [...FIELDS.map((field) => ({ id: field.id })), { id: 'kid' }] }] } };
  return { source, report };
}

async function generate(formId: string, format: 'csv' | 'xlsx', culture: 'en' | 'fr' = 'en'): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      chunks.push(chunk);
      done();
    },
  });
  const { source, report } = reportOf(formId, culture);
  await generateReport(ctx.database.db, source, { report, format, out, timeZone: 'America/Toronto' });
  return Buffer.concat(chunks);
}

/** The same report the plain way (test/report-reference.ts). */
function reference(formId: string, culture: 'en' | 'fr' = 'en') {
  const { source, report } = reportOf(formId, culture);
  return referenceReport(ctx.database.db, source, report, 'America/Toronto');
}

describe('report generation: the fast paths write the same file as the plain path', () => {
  let formId = '';
  beforeAll(async () => {
    formId = await seed(600);
  });

  it('CSV: byte for byte, in both cultures, on quotes, line breaks, commas, formula starts, unicode, options, dates, amounts and odd payments', async () => {
    for (const culture of ['en', 'fr'] as const) {
      const fast = await generate(formId, 'csv', culture);
      const plain = referenceCsv(await reference(formId, culture));
      expect(fast.length).toBeGreaterThan(600 * 50);
      expect(fast.toString('utf8')).toBe(plain);
    }
    const csv = (await generate(formId, 'csv')).toString('utf8');
    // The fixture does reach the cases the equality is about.
    expect(csv).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(csv).toContain('"\'-5"');
    expect(csv).toContain('"\'\tTabbed"');
    expect(csv).toContain('"two\nlines"');
    expect(csv).toContain('é accents, 😀 emoji, 漢字');
    expect(csv).toContain('"level ""2"", =x"');
    expect(csv).toContain(',20.00,'); // 1,000 + 1,000 of three charges (only the succeeded ones)
    expect(csv).toContain(',10.00,'); // "Success" counted, the refunded 1,500 not
    expect(csv).toContain(',30.00,'); // two succeeded charges
    expect(csv).toContain('01-06-2026');
  });

  it('XLSX: the same sheet data', async () => {
    const sheet = readZip(await generate(formId, 'xlsx')).find((entry) => entry.name === 'xl/worksheets/sheet1.xml')?.data.toString('utf8') ?? '';
    const sheetData = sheet.slice(sheet.indexOf('<sheetData>'), sheet.indexOf('</sheetData>') + '</sheetData>'.length);
    expect(sheetData).toContain('<row r="601">');
    expect(sheetData).toBe(referenceSheetData(await reference(formId)));
  });
});

describe('memoized (the CSV and sheet texts of repeating answers)', () => {
  it('formats each distinct key once while keys repeat, and answers the same texts after giving up on keys that do not', () => {
    const calls: string[] = [];
    const format = (key: string) => {
      calls.push(key);
      return `<${key}>`;
    };
    const repeating = memoized(format);
    const keys = Array.from({ length: MEMO_TRIAL * 2 }, (_unused, index) => `option-${index % 5}`);
    expect(keys.map(repeating)).toEqual(keys.map((key) => `<${key}>`));
    expect(calls).toHaveLength(5);

    calls.length = 0;
    const distinct = memoized(format);
    const names = Array.from({ length: MEMO_TRIAL * 2 }, (_unused, index) => `name-${index % (MEMO_TRIAL + 100)}`);
    expect(names.map(distinct)).toEqual(names.map((key) => `<${key}>`));
    // Past the trial nothing is kept: every later key is formatted again, even one seen before.
    expect(calls).toHaveLength(names.length);
  });

  it('keeps memoizing when told to (calendar days), up to its limit of keys', () => {
    const calls: string[] = [];
    const format = (key: string) => {
      calls.push(key);
      return `<${key}>`;
    };
    // Thousands of birthdates, each met several times: the trial alone would give up.
    const days = Array.from({ length: MEMO_TRIAL * 6 }, (_unused, index) => `day-${index % (MEMO_TRIAL * 2)}`);
    const kept = memoized(format, { keep: true, limit: MEMO_TRIAL * 2 });
    expect(days.map(kept)).toEqual(days.map((key) => `<${key}>`));
    expect(calls).toHaveLength(MEMO_TRIAL * 2);

    calls.length = 0;
    const small = memoized(format, { keep: true, limit: 10 });
    expect(days.map(small)).toEqual(days.map((key) => `<${key}>`));
    // Ten keys are kept (met twice more each), every other key is formatted each time.
    expect(calls).toHaveLength(days.length - 10 * 2);
  });
});
