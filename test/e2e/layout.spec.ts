import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/es/',
  '/zh/support/customer-support.html',
  '/vehicle-info/all-vehicles.html',
  '/vehicles/kestrel.html',
  '/compare/trims.html?model=TARN',
  '/vehicle-info/compare/global.html?v=KSTL-BASE&v=TARN-BASE&v=LUMN-BASE',
  '/styleguide.html',
  '/site-map.html',
  '/404.html',
];

test('no page scrolls sideways on a phone @phone', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
  }
});

test('every image on the catalog pages has its dimensions, so nothing shifts as they load @desktop', async ({ page }) => {
  for (const path of ['/vehicle-info/all-vehicles.html', '/vehicles/kestrel.html']) {
    await page.goto(path);
    const missing = await page.evaluate(() => [...document.images].filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).map((image) => image.src));
    expect(missing, path).toEqual([]);
  }
});
