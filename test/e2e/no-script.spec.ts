import { expect, test } from '@playwright/test';

test('a page without islands loads no script at all (its one script is the inline image fallback)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const url of ['/support/privacy-policies.html', '/es/', '/zh/owners/manuals-and-warranties.html']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => [...document.scripts].map((script) => script.id || script.src || 'inline')), url).toEqual(['head-script']);
  }
  expect(scripts).toEqual([]);
});

test('content pages load the stylesheet and the font, and nothing fails', async ({ page }) => {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(fontFamily).toContain('Inter Variable');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
});
