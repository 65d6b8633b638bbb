/** Shared by the end-to-end specs: the quality gates (accessibility, budgets, HTML validity) open a page type the way a visitor would; a slow network is held back by `holdAnswers`. */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { resolvePath, retailerCookie, type PageType } from '../quality/page-types.ts';

/** The page type's address in a language (`''`, `/es` or `/zh`), with its stock placeholders filled in. */
export async function addressOf(type: PageType, prefix: string, request: APIRequestContext): Promise<string> {
  return `${prefix}${await resolvePath(type, async (path) => (await request.get(path)).json())}`;
}

/** A geogated page type needs a visitor who has chosen a retailer. */
export async function prepareVisitor(type: PageType, context: BrowserContext, baseURL: string): Promise<void> {
  if (type.needsRetailer) await context.addCookies([{ name: 'geo-data', value: retailerCookie(), url: baseURL }]);
}

/** Headers for an API request as that visitor. */
export function visitorHeaders(type: PageType): Record<string, string> {
  return type.needsRetailer ? { cookie: `geo-data=${retailerCookie()}` } : {};
}

/**
 * `test` for checks that only look at pages (the axe gates): each worker keeps one browser page, with the project's
 * viewport and device, and every test starts it again with no cookies and empty storage. A new browser context per
 * test, Playwright's default, loads every page with a cold cache and a new renderer process: on a 2-core machine
 * about 1.2 s more per check (42 page checks: 120 s with a context each, 70 s with one page per worker). Tests that
 * act (fill forms, send leads, save builds) keep a context of their own.
 */
export const pageCheck = base.extend<object, { sharedPage: { context: BrowserContext; page: Page } }>({
  sharedPage: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
      await provide({ context, page: await context.newPage() });
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ sharedPage }, provide) => {
    await sharedPage.context.clearCookies();
    await provide(sharedPage.context);
  },
  page: async ({ sharedPage, context }, provide) => {
    let { page } = sharedPage;
    // A test that timed out may have left the page mid-navigation or closed; start from a new one then.
    if (page.isClosed()) page = sharedPage.page = await context.newPage();
    try {
      if (/^https?:/.test(page.url())) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    } catch {
      await page.close();
      page = sharedPage.page = await context.newPage();
    }
    await provide(page);
  },
});

/** A layout shift the page recorded: its score, when (ms since navigation) and what moved (element, box before → after). */
export interface LayoutShift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Records every layout shift not caused by input from the page's first paint on (call before `goto`), with the
 * elements that moved, so a failing check says which part of the page it was. {@link layoutShifts} reads them.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${typeof node.className === 'string' && node.className.trim() ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}` : String(node?.nodeName ?? 'gone');
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources ?? []).map((source) => `${describe(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts {@link recordLayoutShifts} has seen so far. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts?: LayoutShift[] }).layoutShifts ?? []);
}

/** Waits until every island that started loading has hydrated (or failed), so the checks see the page in use. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => ![...document.querySelectorAll<HTMLElement>('[data-island]')].some((element) => element.dataset.islandState === 'loading'));
}

/**
 * How far the page scrolls sideways (WCAG 1.4.10 Reflow: 0 when nothing does) and the first elements that reach past
 * its right edge. Measured against the root's clientWidth, the width the page was laid out for: when Chromium emulates
 * a phone (Playwright's isMobile) it widens the window to show what overflows, so innerWidth grows with the overflow
 * and a check against it never fails.
 */
export async function horizontalOverflow(page: Page): Promise<{ by: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      by: document.documentElement.scrollWidth - width,
      wide: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`),
    };
  });
}

/** The rules the accessibility checks hold every page to: WCAG 2.0, 2.1 and 2.2 A/AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * Waits for every finite CSS animation and transition on the page to end (a spinner's endless turn is left alone).
 * A dialog or sheet that fades in is half transparent for its first frames, and axe's colour-contrast rule measures
 * the blended colours it sees then: a check run in that window once failed the price sheet on a loaded CI machine.
 * Bounded at 2 s, so a page whose animations never settle still gets checked (and then fails on what it shows).
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState === 'running' && timing !== undefined && Number.isFinite(timing.endTime as number);
    });
    if (finite.length === 0) return;
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * axe-core's minified build, the same code as `axe.source` (its unminified build): injected into every page checked,
 * where compiling and running its 1.3 MB took 170–270 ms a document and the 0.58 MB of the minified one 120–180.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now (once its animations have settled), one line each: the rule and the elements it failed on
 * (`rule: target, target`). `tags` defaults to {@link AXE_TAGS}; `null` runs axe's default rule set. `include` and
 * `exclude` are CSS selectors that narrow the check.
 *
 * axe-core runs in the page itself (`axe.run`, injected once per document), with `resultTypes: ['violations']`: axe
 * still runs every rule on every element and reports every violation in full, but keeps one node of each pass,
 * incomplete and inapplicable result instead of serialising thousands. `AxeBuilder.analyze()` gives the same
 * violations but, built for cross-origin frames, runs the rules frame by frame and then opens a new page of its own to
 * assemble the results: 1.5–2.5 s more per check on our pages (home 2.4 s → 0.5 s, local inventory 5.6 s → 1.9 s,
 * one at a time), and these checks are most of the end-to-end suite's time. Our pages embed no frames; a page that
 * does is checked by `AxeBuilder`, inside its frames too.
 */
export async function axeViolations(page: Page, options: { tags?: readonly string[] | null; include?: string; exclude?: string } = {}): Promise<string[]> {
  const { tags = AXE_TAGS, include, exclude } = options;
  await animationsSettled(page);
  const runOptions: axe.RunOptions = { resultTypes: ['violations'], iframes: false, ...(tags ? { runOnly: { type: 'tag', values: [...tags] } } : {}) };
  let violations: Pick<axe.Result, 'id' | 'nodes'>[];
  if (page.frames().length > 1) {
    // `options()` replaces what `withTags()` set, so it comes first.
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    if (tags) builder = builder.withTags([...tags]);
    if (include) builder = builder.include(include);
    if (exclude) builder = builder.exclude(exclude);
    ({ violations } = await builder.analyze());
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const context: axe.ContextObject = { include: include ? [include] : [':root'], ...(exclude ? { exclude: [exclude] } : {}) };
    // Serialised as JSON both ways: axe's result types are too deep for Playwright's argument and return typing.
    const found: string = await page.evaluate(
      async (json: string) => {
        const { context, options } = JSON.parse(json) as { context: axe.ContextObject; options: axe.RunOptions };
        const results = await (window as unknown as { axe: typeof axe }).axe.run(context, options);
        return JSON.stringify(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map(({ target }) => ({ target })) })));
      },
      JSON.stringify({ context, options: runOptions }),
    );
    violations = JSON.parse(found) as typeof violations;
  }
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Holds the answers to the requests `url` matches (and `which` picks, by their query) until `release`, as a slow
 * network would: `asked()` tells whether one has been sent. What is released goes on to the server; a request the
 * page aborted meanwhile is simply dropped.
 */
export async function holdAnswers(page: Page, url: string, which: (query: URLSearchParams) => boolean = () => true): Promise<{ asked: () => boolean; release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    if (which(new URL(route.request().url()).searchParams)) {
      asked = true;
      await held;
    }
    await route.continue().catch(() => {});
  });
  return { asked: () => asked, release };
}
