/** Shared by the quality gates (accessibility, budgets, HTML validity): open a page type the way a visitor would. */
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
