/**
 * The visitor's language is saved in local storage by the island runtime, after the storage-version rule ran (the
 * rule itself: islands.spec.ts). A page without islands runs nothing that touches storage.
 */
import { expect, test, type Page } from '@playwright/test';

const saved = (page: Page) => page.evaluate(() => [localStorage.getItem('halden:storage-version'), localStorage.getItem('halden:language')]);

test('an island page saves its language; a page without islands leaves storage alone @desktop', async ({ page }) => {
  await page.goto('/support/privacy-policies.html');
  await page.evaluate(() => localStorage.setItem('halden:language', 'zh'));
  await page.reload();
  expect(await saved(page)).toEqual([null, 'zh']);

  for (const [path, lang] of [['/es/find/a-retailer.html', 'es'], ['/zh/find/a-retailer.html', 'zh'], ['/find/a-retailer.html', 'en']] as const) {
    await page.goto(path);
    await expect(page.locator('x-retailer-finder')).toHaveAttribute('data-island-state', 'hydrated');
    expect(await saved(page), path).toEqual(['1.25', lang]);
  }
});
