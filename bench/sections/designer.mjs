// Section "designer" (issues 9 and 22 §3): the designer with a 300-field form (one step, six sections of 50
// fields): open to interactive, label keystrokes, long tasks while dragging a field across
// sections. Needs the apps built and the stack.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { benchOrganization, signInAdmin } from '../lib/api.mjs';
import { VIEWPORT } from '../lib/browser.mjs';
import { ADMIN, ORGANIZATION, ms, summarize, verdict } from '../lib/common.mjs';
import { PACES, keystrokeProbe, typeKeys } from '../lib/keystrokes.mjs';
import { measureCreator } from '../survey-creator/survey-creator.mjs';

const DESIGNER = { fields: 300, sections: 6, loads: 3, bars: { openMs: 600, keystrokeP95Ms: 17, dragLongestTaskMs: 50 } };

// FO_BENCH_DESIGNER_TRACE=<folder>: a Chromium performance trace of the last open, of the
// keystrokes and of the drag, each in its own file (open them in DevTools' Performance panel).
// Tracing slows the page: figures of a traced run are not comparable with the others.
const TRACE_FOLDER = process.env.FO_BENCH_DESIGNER_TRACE;
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'latencyInfo'];

async function traced(browser, page, name, run) {
  if (!TRACE_FOLDER || !page) return run();
  mkdirSync(TRACE_FOLDER, { recursive: true });
  await browser.startTracing(page, { path: join(TRACE_FOLDER, `designer-${name}.json`), categories: TRACE_CATEGORIES });
  try {
    return await run();
  } finally {
    await browser.stopTracing();
  }
}

function designerBenchContent() {
  const types = ['Text', 'Numeric', 'CheckBox', 'Select', 'Date', 'EmailAddress'];
  const perSection = DESIGNER.fields / DESIGNER.sections;
  const sections = Array.from({ length: DESIGNER.sections }, (_, s) => ({
    id: `bench-section-${s + 1}`,
    name: [{ culture: 'en', value: `Section ${s + 1}` }],
    multiple: false,
    visible: true,
    fields: Array.from({ length: perSection }, (_, f) => {
      const n = s * perSection + f + 1;
      const type = types[n % types.length];
      return {
        id: `bench-field-${n}`,
        type,
        text: [{ culture: 'en', value: `Field ${n}` }],
        size: 6,
        required: false,
        visible: true,
        enabled: true,
        ...(type === 'Select' ? { options: [{ value: 'a', text: [{ culture: 'en', value: 'A' }] }, { value: 'b', text: [{ culture: 'en', value: 'B' }] }] } : {}),
      };
    }),
  }));
  return { steps: [{ id: 'bench-step', name: [{ culture: 'en', value: 'Bench' }], sections }], rules: [] };
}

function designerProbe() {
  const probe = { open: {}, longTasks: [] };
  globalThis.__FO_BENCH_DESIGNER__ = probe;
  try {
    new globalThis.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    probe.longTasksUnsupported = true;
  }
  // Interactive: the toolbox is there and the first screen is: the rendered cards reach below the
  // viewport (or all 300 are there) and every card on screen shows its preview. The other cards
  // follow a few dozen a frame (allCardsMs: all 300 in the DOM, each with its move, resize, edit
  // and delete buttons for the keyboard). Checked once a frame, just before it is painted (a check
  // on every DOM mutation would itself weigh on the page); the time is taken right after that
  // frame's paint.
  let scheduled = false;
  /** Whether the first screen is there now (and its times taken). */
  const firstScreen = (cards) => {
    const document = globalThis.document;
    if (cards.length === 0 || !document.querySelector('[data-testid="toolbox"]')) return false;
    const height = globalThis.innerHeight;
    const within = (element) => {
      const rect = element.getBoundingClientRect();
      return rect.bottom > 0 && rect.top < height;
    };
    if (cards.length < 300 && cards[cards.length - 1].getBoundingClientRect().top < height) return false;
    // Cards of the sections on screen only: reading a card's box in an off-screen section
    // (content-visibility: auto) lays that section out, ~13 ms each, which the probe itself would
    // add to the figure.
    const sections = [...document.querySelectorAll('[data-testid="designer-section"]')].filter(within);
    const onScreen = sections.flatMap((section) => [...section.querySelectorAll('[data-testid="field-card"]')].filter(within));
    if (onScreen.length === 0 || onScreen.some((card) => !card.querySelector('[data-testid="field-preview"] .fo-field'))) return false;
    probe.open.inDomMs = globalThis.performance.now();
    probe.open.cards = cards.length;
    probe.open.previewsOnScreen = onScreen.length;
    probe.open.previews = document.querySelectorAll('[data-testid="field-preview"] .fo-field').length;
    const channel = new globalThis.MessageChannel();
    channel.port1.onmessage = () => {
      probe.open.paintedMs = globalThis.performance.now();
    };
    channel.port2.postMessage(null);
    return true;
  };
  const check = () => {
    scheduled = false;
    const cards = globalThis.document.querySelectorAll('[data-testid="field-card"]');
    if (probe.open.inDomMs === undefined && !firstScreen(cards)) return;
    if (cards.length < 300) return;
    observer.disconnect();
    probe.open.allCardsMs = globalThis.performance.now();
  };
  const observer = new globalThis.MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    globalThis.requestAnimationFrame(check);
  });
  observer.observe(globalThis.document, { childList: true, subtree: true });
}

const designerProbeOf = (page) => page.evaluate(() => globalThis.__FO_BENCH_DESIGNER__);

/** The designer with 300 fields: open to interactive (all previews painted, toolbox there), label keystrokes, long tasks while dragging across sections. */
async function measureDesigner(browser, stack) {
  const api = stack.urls.api;
  const { jwt } = await signInAdmin(api);
  const organization = await benchOrganization(api, jwt);
  const templates = await (await fetch(`${api}/api/organizations/${organization.id}/templates`, { headers: { authorization: `Bearer ${jwt}` } })).json();
  const blank = templates.data.find((template) => JSON.stringify(template.name).includes('blank')) ?? templates.data[0];
  const body = new FormData();
  body.append('form', JSON.stringify({ name: 'Designer bench (300 fields)', localizations: ['en'], content: JSON.stringify(designerBenchContent()) }));
  const created = await fetch(`${api}/api/organizations/${organization.id}/forms/templates/${blank.id}`, { method: 'POST', body, headers: { authorization: `Bearer ${jwt}` } });
  if (!created.ok) throw new Error(`bench: the 300-field form was not created (${created.status} ${await created.text()})`);
  const form = await created.json();

  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  await context.addInitScript(designerProbe);
  await context.addInitScript(keystrokeProbe);
  try {
    const page = await context.newPage();
    await page.goto(new URL('/login', stack.urls.shell).href);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/organization-selection$/);
    await page.getByRole('main').getByRole('button', { name: ORGANIZATION }).click();
    await page.waitForURL(/\/registrations$/);
    const editUrl = new URL(`/registrations/admin/edit-form/${form.id}`, stack.urls.shell).href;
    /** Opens the designer in `tab` (a full page load) and reads the probe once the first screen is painted and all cards are in. */
    const openIn = async (tab, traceName) => {
      tab.on('pageerror', (error) => console.error(`designer page error: ${error.message}`));
      await traced(browser, traceName ? tab : null, traceName, async () => {
        await tab.goto(editUrl);
        await tab.waitForFunction(() => globalThis.__FO_BENCH_DESIGNER__?.open.paintedMs !== undefined, null, { timeout: 60_000 });
      });
      // What is rendered after the first screen must not block: the longest task of the 2 s after it.
      await tab.waitForTimeout(2000);
      await tab.waitForFunction(() => globalThis.__FO_BENCH_DESIGNER__?.open.allCardsMs !== undefined, null, { timeout: 60_000 });
      const probe = await designerProbeOf(tab);
      const longTasks = probe.longTasks.filter((task) => task.start < probe.open.paintedMs);
      const after = probe.longTasks.filter((task) => task.start >= probe.open.paintedMs && task.start < probe.open.paintedMs + 2000);
      return { ...probe.open, longTasks: longTasks.length, longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)), longestTaskAfterMs: Math.max(0, ...after.map((task) => task.duration)) };
    };
    // As staff open it: a full page load in the tab they work in (the first from the forms list).
    const loads = [];
    for (let load = 0; load < DESIGNER.loads; load += 1) loads.push(await openIn(page, load === DESIGNER.loads - 1 ? 'open' : null));
    // Beside it, a new tab (a new renderer process, which compiles every script again).
    const newTab = await context.newPage();
    const newTabLoad = await openIn(newTab, null);
    await newTab.close();
    const open = { ...summarize(loads.map((entry) => entry.paintedMs)), allCards: summarize(loads.map((entry) => entry.allCardsMs)), newTabMs: newTabLoad.paintedMs, newTabAllCardsMs: newTabLoad.allCardsMs, loads, newTab: newTabLoad };

    // Typing in the label of a field (its edit panel), every tenth key a Backspace: first as a key
    // held down, then typed (the bar's pace), the label given back its text in between.
    await page.getByRole('button', { name: 'Edit Field 1', exact: true }).click();
    const label = page.locator('[data-testid="field-panel"] input').first();
    const inputId = await label.getAttribute('id');
    await label.click();
    await page.keyboard.press('End');
    const held = await typeKeys(page, inputId, PACES.held);
    await label.fill('Field 1');
    await page.waitForTimeout(500);
    const typing = await typeKeys(page, inputId, PACES.typing, (type) => traced(browser, page, 'keystrokes', type));

    // A pointer drag from the first section to the fourth: long tasks from press to release.
    await page.getByRole('button', { name: 'Close the field panel' }).click();
    // Cards are found by CSS, not by role: a role query walks the accessibility of the whole page
    // on its main thread and would be counted among the drag's long tasks.
    const handle = page.getByRole('button', { name: 'Move Field 2', exact: true });
    const targetCard = page.locator('[data-field-id="bench-field-160"]');
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const startedAt = await page.evaluate(() => globalThis.performance.now());
    let moves = 0;
    await traced(browser, page, 'drag', async () => {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 12, from.y + 12, { steps: 3 });
      for (let step = 0; step < 40; step += 1) {
        const target = await targetCard.boundingBox();
        if (!target) break;
        const y = Math.min(880, Math.max(20, target.y));
        await page.mouse.move(target.x + 20, from.y + ((y - from.y) * (step + 1)) / 40, { steps: 1 });
        moves += 1;
        if (step % 8 === 7) await page.mouse.wheel(0, 250);
      }
      // The last approach away from the edges (auto-scroll runs within 20 px of them), once the
      // wheel's smooth scrolling has stopped: the drop lands on the card under the pointer.
      await page.mouse.move(from.x + 20, VIEWPORT.height / 2, { steps: 2 });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await page.waitForTimeout(150);
        const box = await targetCard.boundingBox();
        if (!box || (box.y > 80 && box.y + 40 < VIEWPORT.height - 80)) break;
        await page.mouse.wheel(0, box.y - VIEWPORT.height / 2);
      }
      const over = await targetCard.boundingBox();
      if (over) await page.mouse.move(over.x + 20, over.y + 10, { steps: 5 });
      await page.mouse.up();
      await page.waitForTimeout(500);
    });
    const endedAt = await page.evaluate(() => globalThis.performance.now());
    const probe = await designerProbeOf(page);
    const dragTasks = probe.longTasks.filter((task) => task.start >= startedAt && task.start <= endedAt);
    const movedTo = await page.locator('[data-field-id="bench-field-2"]').evaluate((node) => node.closest('[data-section-id]')?.getAttribute('data-section-id'));
    await page.close();
    return {
      note: 'open: ms from navigation start (a full page load in the signed-in tab; newTab: the same in a new tab) to the paint after the toolbox and the first screen are in the DOM, every card on screen with its preview (allCards: ms until all 300 field cards are in the DOM; longestTaskAfterMs: the longest task of the 2 s after); keystroke: trusted keydown timeStamp to the paint after the input, typing a key every 100 ms (typing, the bar) and each key 20 ms after the previous paint (held); creator: the title property of SurveyJS Creator on the same form with the same probe (null unless FO_BENCH_CREATOR_DIR is set); long tasks (> 50 ms) by PerformanceObserver from press to release of a pointer drag across sections',
      formId: form.id,
      open: { ...open, barMs: DESIGNER.bars.openMs },
      keystroke: { typing: { ...typing, pace: PACES.typing, barP95Ms: DESIGNER.bars.keystrokeP95Ms }, held: { ...held, pace: PACES.held } },
      drag: { barLongestTaskMs: DESIGNER.bars.dragLongestTaskMs, durationMs: endedAt - startedAt, pointerMoves: moves, longTasks: dragTasks.length, longTaskTotalMs: dragTasks.reduce((sum, task) => sum + task.duration, 0), longestTaskMs: Math.max(0, ...dragTasks.map((task) => task.duration)), droppedIn: movedTo, supported: !probe.longTasksUnsupported },
    };
  } finally {
    await context.close();
  }
}

function printDesigner(designer) {
  const { bars } = DESIGNER;
  console.log('\nDesigner with 300 fields (issue 22 §3)');
  console.log(`  open to interactive (median of ${designer.open.loads.length})             ${ms(designer.open.median).padStart(10)}  bar ≤ ${bars.openMs} ms  ${verdict(designer.open.median <= bars.openMs)}  longest task in the 2 s after ${ms(Math.max(...designer.open.loads.map((load) => load.longestTaskAfterMs)))}`);
  console.log(`    all 300 cards in the page (median)                ${ms(designer.open.allCards.median).padStart(10)}`);
  console.log(`    in a new tab: first screen / all cards             ${ms(designer.open.newTabMs).padStart(10)}  ${ms(designer.open.newTabAllCardsMs)}`);
  const { typing, held } = designer.keystroke;
  const creator = designer.creator;
  const beside = (pace) => (creator ? `; SurveyJS Creator ${creator.version}: p95 ${ms(creator[pace].p95)}, median ${ms(creator[pace].median)}` : '');
  console.log(`  label keystroke to paint, typed (10 keys/s), p95 (${typing.samples}) ${ms(typing.p95).padStart(8)}  bar ≤ ${bars.keystrokeP95Ms} ms  ${verdict(typing.p95 !== null && typing.p95 <= bars.keystrokeP95Ms)}  median ${ms(typing.median)}${beside('typing')}`);
  console.log(`    a key held down (each 20 ms after the last paint), p95 (${held.samples}) ${ms(held.p95).padStart(8)}  median ${ms(held.median)}${beside('held')}`);
  if (!creator) console.log('    SurveyJS Creator: not measured (FO_BENCH_CREATOR_DIR unset: bench/survey-creator/README.md)');
  console.log(`  drag across sections: longest task                 ${ms(designer.drag.longestTaskMs).padStart(10)}  bar ≤ ${bars.dragLongestTaskMs} ms  ${verdict(designer.drag.longestTaskMs <= bars.dragLongestTaskMs)}  ${designer.drag.longTasks} long tasks, total ${ms(designer.drag.longTaskTotalMs)} over ${ms(designer.drag.durationMs)}; dropped in ${designer.drag.droppedIn}`);
}

export default {
  name: 'designer',
  needs: { apps: true, browser: true },
  file: 'bench-designer.json',
  run: async ({ browser, stack }) => ({ designer: { ...(await measureDesigner(browser, stack)), creator: await measureCreator(browser, designerBenchContent(), 'bench-field-1') } }),
  // The section's file holds the designer figures themselves.
  fileContent: ({ designer }) => designer,
  print: ({ designer }) => printDesigner(designer),
};
