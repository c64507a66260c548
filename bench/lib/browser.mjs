// Debian's Chromium as the bench drives it, and what it records of a page: the JavaScript each
// step downloads and when the network goes quiet.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';

export const VIEWPORT = { width: 1366, height: 900 };

/** Chromium, headless; throws when no system Chromium is installed (the bench never downloads one). */
export async function launchBrowser() {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('bench: no Chromium to drive');
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return /javascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
}

/** Collects every JS response of the page; `take()` returns those since the previous call. */
export function recordJavaScript(page) {
  const all = new Map();
  let pending = [];
  let mark = 0;
  page.on('response', (response) => {
    if (!isJavaScript(response) || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => {
          if (all.has(response.url())) return;
          all.set(response.url(), { url: response.url(), raw: body.length, gzip: gzipSync(body).length, body: body.toString('utf8'), order: all.size });
        },
        () => undefined,
      ),
    );
  });
  return {
    all,
    async settle() {
      await Promise.all(pending);
      pending = [];
    },
    async take() {
      await this.settle();
      const files = [...all.values()].filter((file) => file.order >= mark);
      mark = all.size;
      return files;
    },
  };
}

/**
 * Resolves once the page has had no request in flight for `quietMs`. A lazy area starts its
 * downloads only after React renders the new route, so "network idle" right after a
 * navigation would attribute its files to the next step.
 */
export function trackNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async function quiet(quietMs = 800, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    while (Date.now() < deadline) {
      if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** Client-side navigation, as a menu link does: the page (and its federation state) stays. */
export async function navigate(page, quiet, path) {
  await page.evaluate((target) => {
    globalThis.history.pushState({}, '', target);
    globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
  }, path);
  await quiet();
}
