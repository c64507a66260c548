import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';

// The axe-core package of the e2e workspace, injected as a script into the page under test.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The two widths every back-office page is checked at (issue 13 §1): a phone and a laptop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

declare global {
  interface Window {
    axe?: { run(context: Document | object, options: object): Promise<{ violations: AxeViolation[] }> };
  }
}

/** A violation as a line per rule and its first elements, for a failure's message. */
export function describeViolation(violation: AxeViolation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`)
    .join('\n');
  return `  ${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help}\n${nodes}`;
}

/**
 * The serious and critical violations axe-core (its default rule set, as the issues measured)
 * finds in `area` (a selector; default: the whole page). Tabster's focus sentinels (<i tabindex=0
 * aria-hidden data-tabster-dummy> at the edges of the body, which Fluent adds for its dialogs and
 * menus) pass focus on the moment they get it; they are left out. Everything else, including
 * content inside aria-hidden, is checked.
 */
export async function seriousAxeViolations(page: Page, area?: string): Promise<AxeViolation[]> {
  // Evaluated, not added as a <script>: the pages' Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE);
  // A dialog fading in is half transparent, which axe reads as low colour contrast: let every
  // finite animation (Fluent's open motions) finish before looking; a spinner's never does.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async (include) => {
    const exclude = [['[data-tabster-dummy]']];
    const result = await window.axe!.run(include === undefined ? { exclude } : { include: [[include]], exclude }, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html }) => ({ target, html })),
    }));
  }, area);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Fails (softly: the test goes on) on any serious or critical axe violation of the page, listing each rule with the first elements it names. */
export async function expectNoSeriousAxeViolations(page: Page, label = page.url()): Promise<void> {
  const serious = await seriousAxeViolations(page);
  expect.soft(serious.map(describeViolation).join('\n'), `serious or critical axe violations on ${label}`).toBe('');
}

/** Fails when the document is wider than the viewport (a horizontal scroll bar), naming the widest elements. */
export async function expectNoHorizontalOverflow(page: Page, label = page.url()): Promise<void> {
  const overflow = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const width = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (width <= viewport) return null;
    // The outermost elements that stick out of the viewport, to say where to look.
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const parent = element.parentElement;
      const sticksOut = element.getBoundingClientRect().right > viewport + 1;
      if (sticksOut && (!parent || parent.getBoundingClientRect().right <= viewport + 1)) {
        culprits.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} ${element.textContent?.slice(0, 40) ?? ''}`);
        if (culprits.length >= 5) break;
      }
    }
    return { viewport, width, culprits };
  });
  expect.soft(overflow, `horizontal overflow on ${label}`).toBeNull();
}

/**
 * A full-page screenshot attached to the test report (and written beside its results), named
 * after the page, the language and the viewport.
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await testInfo.attach(name, { body: await page.screenshot({ path, fullPage: true }), contentType: 'image/png' });
}

/**
 * The bars every back-office page must meet at one width (issue 13 §1–2): nothing wider than the
 * viewport, no serious or critical axe violation; then a screenshot for the report.
 */
export async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const size = page.viewportSize();
  const label = `${name} at ${size ? `${size.width}px` : 'default size'}`;
  await expectNoHorizontalOverflow(page, label);
  await expectNoSeriousAxeViolations(page, label);
  await attachScreenshot(page, testInfo, `${name}-${size?.width ?? 'default'}`);
}

/** Runs `check` at 390 px, then at 1280 px, on the same page (it is re-rendered at each width). */
export async function atBothWidths(page: Page, check: (viewport: ViewportName) => Promise<void>): Promise<void> {
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    // Let media-query listeners re-render (the shell swaps its side navigation for a drawer).
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await check(viewport);
  }
}

/** Fails when an element (a dialog) reaches past the viewport's left or right edge. */
export async function expectInsideViewport(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element is on screen').not.toBeNull();
  expect.soft(box!.x, 'left edge inside the viewport').toBeGreaterThanOrEqual(0);
  expect.soft(box!.x + box!.width, 'right edge inside the viewport').toBeLessThanOrEqual(width);
}
