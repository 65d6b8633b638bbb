/** Shared by the quality gates (accessibility, budgets, HTML validity): open a page type the way a visitor would. */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
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
  const runOptions: axe.RunOptions = { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: [...tags] } } : {}) };
  let violations: axe.Result[];
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
    violations = await page.evaluate(
      ({ context, options }) => (window as unknown as { axe: typeof axe }).axe.run(context, { ...options, iframes: false }).then((results) => results.violations),
      { context, options: runOptions },
    );
  }
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
