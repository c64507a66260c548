// Section "engine" (issues 4 and 8): shared/core alone in Node, through tsx. The rules engine's
// update() after one change on the 1,000-field / 300-rule form, and the pricing of a form of 100
// priced fields (bench/fixtures). Needs neither a build nor the stack.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LARGE_FORM, ROOT, ms, summarize, verdict } from '../lib/common.mjs';
import { percentile } from '../lib/percentile.mjs';
import { runTypeScript } from '../lib/process.mjs';

const moduleUrl = (...path) => JSON.stringify(pathToFileURL(join(ROOT, ...path)).href);
// shared and the bench fixtures have no "type": "module", so tsx may load them as CommonJS: the exports then sit on default.
const importCore = `
  const load = async (url, name) => {
    const imported = await import(url);
    return name in imported ? imported : imported.default;
  };
  const core = await load(${moduleUrl('shared', 'src', 'core', 'index.ts')}, 'createRulesEngine');
`;

/** Issue 8: shared/core's pricing alone in Node: computeTotal on a form of 100 priced fields, p95. */
function measurePricing() {
  const measured = runTypeScript(
    `${importCore}
    const { generatePricedForm } = await load(${moduleUrl('bench', 'fixtures', 'priced-form.ts')}, 'generatePricedForm');
    const { computeTotal, paymentSchedule, createRulesEngine } = core;
    const { content, values } = generatePricedForm(100);
    const { states } = createRulesEngine(content).evaluate(values);
    const mode = { mode: 'fixed_dates', discount: { type: 'percent', value: 5 }, installments: [{ date: '2030-01-01', percent: 40 }, { date: '2030-02-01', percent: 30 }, { date: '2030-03-01', percent: 30 }] };
    const run = () => {
      const start = performance.now();
      const price = computeTotal({ content, values, states, fixedAmount: 2500, mode, code: { type: 'amount', value: 1000 } });
      paymentSchedule(price.total, mode, '2029-12-01');
      return performance.now() - start;
    };
    for (let index = 0; index < 200; index += 1) run();
    const samples = [];
    for (let index = 0; index < 1000; index += 1) samples.push(run());
    process.stdout.write(JSON.stringify({ fields: 100, samples }));
  `,
    'pricing',
  );
  const p95 = percentile(measured.samples, 0.95);
  const sorted = [...measured.samples].sort((a, b) => a - b);
  return { pricedFields: measured.fields, samples: sorted.length, p95Ms: p95, medianMs: sorted[Math.floor(sorted.length / 2)], barMs: 1, withinBar: p95 <= 1 };
}

/** shared/core's rules engine alone in Node: update() after one change, p95. */
function measureRulesEngine() {
  const measured = runTypeScript(
    `${importCore}
    const { generateLargeForm, LARGE_FORM_TOGGLE_FIELD_ID } = await load(${moduleUrl('bench', 'fixtures', 'large-form.ts')}, 'generateLargeForm');
    const { createRulesEngine, defaultValues } = core;
    const content = generateLargeForm();
    const fields = content.steps.flatMap((step) => step.sections.flatMap((section) => section.fields));
    const created = performance.now();
    const engine = createRulesEngine(content);
    const compileMs = performance.now() - created;
    let values = defaultValues(content);
    const started = performance.now();
    let evaluation = engine.evaluate(values);
    const fullEvaluateMs = performance.now() - started;
    // Changes cycle through the rules' source fields (the first 60 %) and the 100-field toggle.
    const sources = fields.slice(0, 600);
    const nextValue = (field, index) => {
      switch (field.type) {
        case 'CheckBox': return values[field.id] !== true;
        case 'Numeric': return (index * 37) % 101;
        case 'Select': return index % 2 ? 'b' : 'a';
        case 'OptionList': return index % 2 ? ['c'] : ['a'];
        case 'Date': return '2024-05-' + String(1 + (index % 28)).padStart(2, '0');
        default: return index % 3 ? 'text ' + index : '';
      }
    };
    const change = (index) => {
      const field = index % 10 === 0 ? fields.find((candidate) => candidate.id === LARGE_FORM_TOGGLE_FIELD_ID) : sources[(index * 7919) % sources.length];
      values = { ...values, [field.id]: nextValue(field, index) };
      const start = performance.now();
      evaluation = engine.update(evaluation, values, field.id);
      return { ms: performance.now() - start, toggle: field.id === LARGE_FORM_TOGGLE_FIELD_ID, evaluated: evaluation.evaluatedRules };
    };
    for (let index = 0; index < 50; index += 1) change(index);
    const samples = [];
    for (let index = 0; index < ${LARGE_FORM.engineChanges}; index += 1) samples.push(change(index + 50));
    process.stdout.write(JSON.stringify({ fields: fields.length, rules: content.rules.length, compileMs, fullEvaluateMs, samples }));
  `,
    'rules engine',
  );
  const all = measured.samples.map((sample) => sample.ms);
  const toggles = measured.samples.filter((sample) => sample.toggle).map((sample) => sample.ms);
  return {
    note: 'createRulesEngine(generateLargeForm()).update(previous, values, changedFieldId) in Node after 50 warm-up changes; every 10th change is the 100-field toggle',
    fields: measured.fields,
    rules: measured.rules,
    compileMs: measured.compileMs,
    fullEvaluateMs: measured.fullEvaluateMs,
    update: summarize(all),
    toggleUpdate: summarize(toggles),
    barP95Ms: LARGE_FORM.bars.engineP95Ms,
  };
}

function printEngine({ rulesEngine: re, pricing: pr }) {
  console.log('\nshared/core in Node (issues 4 and 8; bars of ARCHITECTURE.md)');
  console.log(`  rules engine update after one change, p95 (${re.update.samples})   ${ms(re.update.p95).padStart(10)}  bar ≤ ${LARGE_FORM.bars.engineP95Ms} ms  ${verdict(re.update.p95 <= LARGE_FORM.bars.engineP95Ms)}  toggle p95 ${ms(re.toggleUpdate.p95)}, full evaluate ${ms(re.fullEvaluateMs)}`);
  console.log(`  pricing, ${pr.pricedFields} priced fields, p95 (${pr.samples})          ${ms(pr.p95Ms).padStart(10)}  bar ≤ ${pr.barMs} ms  ${verdict(pr.withinBar)}  median ${ms(pr.medianMs)}`);
}

export default {
  name: 'engine',
  needs: {},
  file: 'bench-engine.json',
  run: async () => ({ rulesEngine: measureRulesEngine(), pricing: measurePricing() }),
  print: printEngine,
};
