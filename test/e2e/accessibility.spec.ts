import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/find/a-retailer.html',
  '/support/customer-support.html',
  '/site-map.html',
  '/styleguide.html',
  '/404.html',
  '/vehicle-info/all-vehicles.html',
  '/vehicles/kestrel.html',
  '/compare/trims.html?model=TARN',
  '/vehicle-info/compare/global.html?v=KSTL-BASE&v=LUMN-BASE',
  '/vehicle-info/brochures.html',
  '/services/docs.html',
];

for (const prefix of ['', '/es', '/zh']) {
  for (const path of PAGES) {
    test(`axe finds no WCAG 2.2 A/AA violations on ${prefix}${path}`, async ({ page }) => {
      // axe on a long page takes seconds on a 2-core machine; give these the slow-test budget.
      test.slow();
      await page.goto(`${prefix}${path}`);
      if (path === '/styleguide.html') {
        await page.locator('x-styleguide-demo').scrollIntoViewIfNeeded();
        await expect(page.locator('x-styleguide-demo')).toHaveAttribute('data-island-state', 'hydrated');
      }
      if (path.startsWith('/vehicle-info/all-vehicles')) await expect(page.locator('x-all-vehicles')).toHaveAttribute('data-island-state', 'hydrated');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(summary, `${prefix}${path}`).toEqual([]);
    });
  }
}

test('axe finds nothing with the phone menu and a disclaimer alert open @phone', async ({ page }) => {
  await page.goto('/');
  await page.locator('summary.menu-toggle__button').click();
  let results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.locator('summary.menu-toggle__button').click();
  await page.getByRole('button', { name: 'Disclaimer 1: Special offers' }).click();
  await expect(page.getByRole('dialog', { name: 'Special offers' })).toBeVisible();
  results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
