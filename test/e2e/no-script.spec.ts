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

test('a first visit is drawn in the system font; the brand font is fetched after the load and draws every later page (decision 028), and nothing fails', async ({ page }) => {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto('/');
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  expect(await bodyFont()).not.toContain('Inter Variable');
  expect(await bodyFont()).toMatch(/^system-ui/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('halden:brand-font'))).toBe('1');
  // Fetched but not applied: the first page does not change its font under the visitor.
  expect(await bodyFont()).not.toContain('Inter Variable');
  await page.goto('/support/privacy-policies.html');
  expect(await page.evaluate(() => document.documentElement.classList.contains('brand-font'))).toBe(true);
  expect(await bodyFont()).toContain('Inter Variable');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
});
