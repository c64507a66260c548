// Keystroke to paint in Chromium, as the bench measures it in the large public form, the designer
// and SurveyJS Creator: from a trusted keydown's time stamp to the paint after its input event.
import { summarize } from './common.mjs';

/**
 * The two paces keys are typed at.
 *
 * - typing: a key every 100 ms from the previous key's press, 10 a second, a fast typist's pace
 *   (120 words a minute). Between two keys the page has gone quiet, as it has between a person's
 *   keys, so Chromium starts the key's frame as soon as the input is handled.
 * - held: each key 20 ms after the previous key's paint, ~30 a second, a held key's auto-repeat.
 *   The frames of the previous key and of the probe are still running: a key often waits for the
 *   next frame's tick (up to 16.7 ms at 60 Hz) before its frame starts, whatever the page.
 */
export const PACES = {
  typing: { keys: 60, everyMs: 100 },
  held: { keys: 40, afterPaintMs: 20 },
};

/**
 * The probe, given to `context.addInitScript`: `__FO_BENCH_KEYS__.inputId` names the input
 * watched; each of its keys pushes one sample (ms) into `samples` from the keydown's time stamp
 * to a task posted by the next frame's animation callback, i.e. right after that frame is
 * painted.
 */
export function keystrokeProbe() {
  const probe = { inputId: null, keyStart: null, samples: [] };
  globalThis.__FO_BENCH_KEYS__ = probe;
  const afterPaint = (callback) =>
    globalThis.requestAnimationFrame(() => {
      const channel = new globalThis.MessageChannel();
      channel.port1.onmessage = () => callback(globalThis.performance.now());
      channel.port2.postMessage(null);
    });
  globalThis.addEventListener('keydown', (event) => {
    if (probe.inputId && event.target?.id === probe.inputId) probe.keyStart = event.timeStamp;
  }, true);
  globalThis.addEventListener('input', (event) => {
    if (probe.keyStart === null || event.target?.id !== probe.inputId) return;
    const start = probe.keyStart;
    probe.keyStart = null;
    afterPaint((now) => probe.samples.push(now - start));
  }, true);
}

const sampleCount = (page) => page.evaluate(() => globalThis.__FO_BENCH_KEYS__.samples.length);

/**
 * Watches the input of `inputId` (it has the focus, its caret at the end), types letters with a
 * Backspace every tenth key at `pace`, and answers the samples' summary. The first 3 keys warm
 * up and are not counted. `run` wraps the typing (a trace, for instance).
 */
export async function typeKeys(page, inputId, pace, run = (type) => type()) {
  await page.evaluate((id) => {
    globalThis.__FO_BENCH_KEYS__.inputId = id;
  }, inputId);
  const first = await sampleCount(page);
  const keys = [...'abcdefghi', 'Backspace'];
  await run(async () => {
    for (let key = 0; key < pace.keys + 3; key += 1) {
      const pressedAt = Date.now();
      const before = await sampleCount(page);
      await page.keyboard.press(keys[key % keys.length]);
      await page.waitForFunction((count) => globalThis.__FO_BENCH_KEYS__.samples.length > count, before);
      await page.waitForTimeout(pace.everyMs === undefined ? pace.afterPaintMs : Math.max(0, pace.everyMs - (Date.now() - pressedAt)));
    }
  });
  const samples = (await page.evaluate(() => globalThis.__FO_BENCH_KEYS__.samples)).slice(first + 3);
  return { ...summarize(samples), samplesMs: samples };
}
