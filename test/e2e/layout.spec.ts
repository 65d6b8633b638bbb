import { expect, test } from '@playwright/test';
import { horizontalOverflow } from './quality-helpers.ts';

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
    const overflow = await horizontalOverflow(page);
    expect(overflow.by, `${path} scrolls sideways: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(0);
  }
});

test('every image on the catalog pages has its dimensions, so nothing shifts as they load @desktop', async ({ page }) => {
  for (const path of ['/vehicle-info/all-vehicles.html', '/vehicles/kestrel.html']) {
    await page.goto(path);
    const missing = await page.evaluate(() => [...document.images].filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).map((image) => image.src));
    expect(missing, path).toEqual([]);
  }
});

test('the desktop header fits one row in every language, from the narrowest desktop up, and narrower windows get the menu button @desktop', async ({ page }) => {
  for (const width of [1000, 1201, 1280, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/es/', '/zh/', '/es/owners/dear-halden/stories.html']) {
      await page.goto(path);
      const box = await page.evaluate(() => {
        const right = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().right ?? 0;
        const left = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().left ?? 0;
        return {
          scrollWidth: document.documentElement.scrollWidth,
          navRight: Math.max(...[...document.querySelectorAll('.primary-nav__item')].map((item) => item.getBoundingClientRect().right)),
          utilityLeft: left('.menu-panel__utility'),
          utilityRight: right('.menu-panel__utility'),
        };
      });
      expect(box.scrollWidth, `${path} at ${width}`).toBeLessThanOrEqual(width);
      const menuButton = page.locator('.menu-toggle > summary');
      if (width < 1201) {
        await expect(menuButton, `${path} at ${width}`).toBeVisible();
      } else {
        await expect(menuButton).toBeHidden();
        // The last section ends before the search begins, and the languages end inside the window.
        expect(box.navRight, `${path} at ${width}`).toBeLessThanOrEqual(box.utilityLeft);
        expect(box.utilityRight, `${path} at ${width}`).toBeLessThanOrEqual(width);
        await expect(page.locator('header').getByRole('navigation', { name: /Language|Idioma|语言/ }).getByRole('link', { name: 'Español' })).toBeVisible();
      }
    }
  }
});

test('a form’s stacked radio and checkbox rows are plain rows, not pills that touch; the manuals’ choices stay pill links @desktop', async ({ page }) => {
  await page.goto('/styleguide.html');
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll('.field__options .choice')].map((row) => {
      const style = getComputedStyle(row);
      const box = row.getBoundingClientRect();
      return { border: style.borderTopWidth, radius: style.borderTopLeftRadius, top: box.top, bottom: box.bottom };
    }),
  );
  expect(rows.length).toBeGreaterThan(2);
  for (const row of rows) expect(row).toMatchObject({ border: '0px', radius: '0px' });
  await page.goto('/owners/manuals-and-warranties.html');
  const link = page.locator('.choice-row .choice-link').first();
  await expect(link).toHaveCSS('border-top-width', '1px');
  expect(Number.parseFloat(await link.evaluate((element) => getComputedStyle(element).borderTopLeftRadius))).toBeGreaterThan(20);
});
