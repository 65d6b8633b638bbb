/** Shared by the quality gates (accessibility, budgets, HTML validity): open a page type the way a visitor would. */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
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

/** Waits until every island that started loading has hydrated (or failed), so the checks see the page in use. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => ![...document.querySelectorAll<HTMLElement>('[data-island]')].some((element) => element.dataset.islandState === 'loading'));
}

/** The rules the accessibility checks hold every page to: WCAG 2.0, 2.1 and 2.2 A/AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * axe's violations on the page as it is now, one line each: the rule and the elements it failed on
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
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
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
