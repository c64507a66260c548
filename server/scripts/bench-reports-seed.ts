// Seeds the report bench's data into a PGlite directory (or PostgreSQL at DATABASE_URL): the
// sample data, a 20-field form in Club Aquatique Laval and N submissions of it, written by SQL
// (generate_series) so that seeding 100,000 rows takes seconds. Run by the bench's reports section
// (bench/sections/reports.mjs) with `node --import tsx server/scripts/bench-reports-seed.ts <dataDir>
// <count>`; prints the form and organization ids as JSON.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { seedSampleData } from '../src/db/seed';

export const BENCH_REPORT_FORM_ID = '40000000-0000-4000-8000-00000000b001';
const text = (value: string) => [
  { culture: 'en', value },
  { culture: 'fr', value },
];
const options = (prefix: string, count: number) => Array.from({ length: count }, (_unused, index) => ({ value: `${prefix}-${index + 1}`, text: text(`${prefix} option ${index + 1}`) }));

/** The 20 fields of the bench form, with the SQL expression of each answer for row `i`. */
export const BENCH_FIELDS: { field: Record<string, unknown>; answer: string }[] = [
  { field: { type: 'Text' }, answer: `'First ' || i` },
  { field: { type: 'Text' }, answer: `'Last ' || i` },
  { field: { type: 'EmailAddress' }, answer: `'person' || i || '@example.org'` },
  { field: { type: 'Text' }, answer: `'514-555-' || lpad((i % 10000)::text, 4, '0')` },
  { field: { type: 'Text' }, answer: `i || ' Main Street'` },
  { field: { type: 'Text' }, answer: `'Laval'` },
  { field: { type: 'Text' }, answer: `'H7N ' || (i % 9) || 'A' || (i % 7)` },
  { field: { type: 'Birthdate' }, answer: `to_char(date '2000-01-01' + (i % 5000), 'YYYY-MM-DD')` },
  { field: { type: 'Date' }, answer: `to_char(date '2026-06-01' + (i % 90), 'YYYY-MM-DD')` },
  { field: { type: 'Numeric' }, answer: `(i % 90) + 5` },
  { field: { type: 'Numeric' }, answer: `(i % 300) / 2.0` },
  { field: { type: 'Select', options: options('level', 4) }, answer: `'level-' || (i % 4 + 1)` },
  { field: { type: 'Select', options: options('size', 5) }, answer: `'size-' || (i % 5 + 1)` },
  { field: { type: 'OptionList', options: options('day', 5), multiSelection: true }, answer: `jsonb_build_array('day-' || (i % 5 + 1), 'day-' || ((i + 2) % 5 + 1))` },
  { field: { type: 'CheckBox' }, answer: `(i % 2 = 0)` },
  { field: { type: 'Toggle' }, answer: `(i % 3 = 0)` },
  { field: { type: 'YesNo', allowNa: true }, answer: `(ARRAY['yes','no','na'])[i % 3 + 1]` },
  { field: { type: 'LongText' }, answer: `'Notes about registration ' || i || ', with a comma and "quotes"'` },
  { field: { type: 'PaymentOptionList', options: options('week', 4).map((option) => ({ ...option, price: 15000 })) }, answer: `jsonb_build_array('week-' || (i % 4 + 1))` },
  { field: { type: 'Rating', count: 5, allowHalf: true }, answer: `(i % 10) / 2.0` },
];

export function benchFormContent() {
  return {
    steps: [
      {
        id: 'step-1',
        name: text('Bench'),
        sections: [
          {
            id: 'section-1',
            name: text('Everything'),
            multiple: false,
            visible: true,
            fields: BENCH_FIELDS.map(({ field }, index) => ({ id: `f${index + 1}`, text: text(`Field ${index + 1}`), size: 6, required: false, visible: true, enabled: true, ...field })),
          },
        ],
      },
    ],
    rules: [],
  };
}

async function main() {
  const [dataDir, countText] = process.argv.slice(2);
  const count = Number(countText ?? 100_000);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await migrate(database);
  await seedSampleData(database.db);
  const { db } = database;
  await db.execute(sql`DELETE FROM forms WHERE id = ${BENCH_REPORT_FORM_ID}`);
  await db.execute(sql`INSERT INTO forms (id, organization_id, name, status, content, currency, localizations, submission_count)
    VALUES (${BENCH_REPORT_FORM_ID}, ${SAMPLE_IDS.organizations.laval}, ${JSON.stringify(text('Report bench (20 fields)'))}::jsonb, 3,
            ${JSON.stringify(benchFormContent())}, 'cad', '["en","fr"]'::jsonb, ${count})`);
  // Each answer's value as the server stores it, JSON.stringify({ value }): jsonb's text of
  // `{"value": …}` without its space after the colon (and, in a list, after each comma).
  const stored = (answer: string) => {
    const json = `'{"value":' || substr(jsonb_build_object('value', ${answer})::text, 11)`;
    return answer.startsWith('jsonb_build_array') ? `replace(${json}, '", "', '","')` : json;
  };
  const entries = BENCH_FIELDS.map(({ answer }, index) => `jsonb_build_object('id', 'f${index + 1}', 'rowId', null, 'value', ${stored(answer)})`).join(',\n');
  const batch = 10_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(
      sql.raw(`INSERT INTO submissions (id, form_id, date, fields, payment, coupon)
        SELECT gen_random_uuid(), '${BENCH_REPORT_FORM_ID}', now() - make_interval(mins => i),
          jsonb_build_array(${entries}),
          jsonb_build_object('method', 'credit_card', 'status', CASE WHEN i % 10 = 0 THEN 'refunded' ELSE 'succeeded' END,
            'paymentIntentId', 'pi_bench_' || i, 'modeDefinition', jsonb_build_object('mode', 'single', 'discount', jsonb_build_object('type', 'amount', 'value', 0)),
            'paymentDetails', jsonb_build_array(jsonb_build_object('date', now() - make_interval(mins => i), 'total', 15000, 'status', CASE WHEN i % 10 = 0 THEN 'refunded' ELSE 'succeeded' END)
              || CASE WHEN i % 10 = 0 THEN jsonb_build_object('refundedTotal', 15000) WHEN i % 13 = 0 THEN jsonb_build_object('refundedTotal', 3000) ELSE '{}'::jsonb END),
            'total', 15000, 'modeDiscountTotal', 0),
          CASE WHEN i % 7 = 0 THEN jsonb_build_object('code', 'BENCH', 'discountTotal', 1500) END
        FROM generate_series(${start}, ${end}) AS i`),
    );
  }
  // The table as a season's submissions leave it, not as one bulk insert does: vacuumed (the tuples'
  // visibility settled, which the first reader would otherwise do; on PostgreSQL autovacuum would
  // do it during the measured runs) and with fresh statistics (PGlite runs no autovacuum: without
  // them the planner would scan every submission per page).
  await db.execute(sql`VACUUM ANALYZE submissions`);
  await database.close();
  console.log(JSON.stringify({ formId: BENCH_REPORT_FORM_ID, organizationId: SAMPLE_IDS.organizations.laval, count }));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
