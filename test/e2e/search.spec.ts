import { expect, test, type Page } from '@playwright/test';
import { axeViolations, holdAnswers } from './quality-helpers.ts';

// The index is built in the background once the server listens; wait for it before searching.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await expect
    .poll(async () => ((await (await request.get('/services/search/status')).json()) as { status: string }).status, { timeout: 110_000, intervals: [500] })
    .toBe('ready');
});

/** The header's search box, once its island has hydrated (on phones, inside the opened menu). */
async function headerSearch(page: Page, isMobile: boolean) {
  const island = page.locator('header x-site-search');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  if (isMobile) await page.locator('summary.menu-toggle__button').click();
  return island.getByRole('combobox', { name: 'Search the site' });
}

test('typing in the header box lists suggestions; arrows and Enter go to the chosen one', async ({ page, isMobile }) => {
  await page.goto('/search-results.html');
  const box = await headerSearch(page, isMobile);
  await box.click();
  await box.pressSequentially('kes');
  const list = page.locator('header').getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = list.getByRole('option').first();
  await expect(first).toHaveText('KestrelModel');
  await expect(list.getByRole('option').last()).toHaveText('Search for “kes”');
  await expect(page.locator('.site-search__announce').filter({ hasText: 'suggestions available' })).toHaveCount(1);
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('ArrowUp');
  await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/vehicles\/kestrel\.html$/);
});

test('Escape closes the suggestions, then clears the box', async ({ page, isMobile }) => {
  await page.goto('/vehicle-info/all-vehicles.html');
  const box = await headerSearch(page, isMobile);
  await box.click();
  await box.pressSequentially('tarn');
  const list = page.locator('header').getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('tarn');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('suggestions that arrive after Escape do not open the list again', async ({ page, isMobile }) => {
  // The answer for the whole word is held until the list has been closed, as on a slow network.
  const held = await holdAnswers(page, '**/services/search/suggest?**', (query) => query.get('q') === 'tarn');
  await page.goto('/vehicle-info/all-vehicles.html');
  const box = await headerSearch(page, isMobile);
  await box.click();
  await box.pressSequentially('ta');
  const list = page.locator('header').getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await box.pressSequentially('rn');
  await expect.poll(held.asked).toBe(true);
  await box.press('Escape');
  await expect(list).toBeHidden();
  held.release();
  // Long enough for the held answer to arrive and be drawn, were it still wanted.
  await page.waitForTimeout(500);
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('submitting the header search shows highlighted results with facets that filter them', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.locator('summary.menu-toggle__button').click();
  // This page has no island: the header search is the plain form.
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.fill('kestrel');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-results\.html\?q=kestrel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “kestrel”');
  const results = page.locator('.search-results__list > li');
  await expect(results.first().getByRole('heading', { level: 2 })).toHaveText('Kestrel');
  await expect(results.first().locator('h2 mark')).toHaveText('Kestrel');
  await expect(results.first().locator('.search-result__snippet mark').first()).toHaveText('Kestrel');
  const facets = page.getByRole('navigation', { name: 'Filter by content type' });
  await expect(facets.getByRole('link', { name: /^All results/ })).toHaveAttribute('aria-current', 'true');
  await facets.getByRole('link', { name: /^Trims \d+$/ }).click();
  await expect(page).toHaveURL(/\/search-results\.html\?q=kestrel&type=trim$/);
  await expect(facets.getByRole('link', { name: /^Trims/ })).toHaveAttribute('aria-current', 'true');
  const kinds = await page.locator('.search-results__list .search-kind').allTextContents();
  expect(kinds.length).toBeGreaterThan(2);
  expect(new Set(kinds)).toEqual(new Set(['Trim']));
});

test('a Spanish search finds a page by its Spanish title', async ({ page, isMobile }) => {
  await page.goto('/es/');
  if (isMobile) await page.locator('summary.menu-toggle__button').click();
  const box = page.getByRole('searchbox', { name: 'Buscar en el sitio' });
  await box.fill('privacidad');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/es\/search-results\.html\?q=privacidad$/);
  const first = page.locator('.search-results__list > li').first();
  await expect(first.getByRole('link')).toHaveText('Política de privacidad');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/es/support/privacy-policies.html');
  await expect(page.getByText(/^\d+ resultados para “privacidad”$/)).toBeVisible();
});

test('a Chinese search from the results page box suggests and finds the retailer finder', async ({ page }) => {
  await page.goto('/zh/search-results.html');
  const island = page.locator('main x-site-search');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  const box = island.getByRole('combobox', { name: '搜索本站' });
  await box.click();
  await box.pressSequentially('经销');
  const list = island.getByRole('listbox', { name: '搜索建议' });
  await expect(list.getByRole('option', { name: /查找经销商/ })).toBeVisible();
  await box.fill('查找经销商');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/zh\/search-results\.html\?q=%E6%9F%A5%E6%89%BE%E7%BB%8F%E9%94%80%E5%95%86$/);
  const first = page.locator('.search-results__list > li').first();
  await expect(first.getByRole('link')).toHaveText('查找经销商');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/zh/find/a-retailer.html');
});

test('an empty result says No Results, suggests a spelling and popular pages', async ({ page }) => {
  await page.goto('/search-results.html?q=tanr');
  await expect(page.getByRole('heading', { level: 2, name: 'No Results' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular pages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All vehicles' }).last()).toBeVisible();
  await page.getByText('Did you mean').getByRole('link', { name: 'Tarn' }).click();
  await expect(page).toHaveURL(/\/search-results\.html\?q=Tarn$/);
  await expect(page.locator('.search-results__list > li').first().getByRole('link')).toHaveText('Tarn');
});

test('a click on a suggestion goes there @phone', async ({ page }) => {
  await page.goto('/search-results.html');
  const box = await headerSearch(page, true);
  await box.click();
  await box.pressSequentially('tulsa blue');
  const option = page.locator('header').getByRole('option', { name: /Tulsa Bluegrass Auto/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/find\/retailers\/10121-tulsa-bluegrass-auto\.html$/);
});

for (const url of ['/search-results.html?q=kestrel', '/es/search-results.html?q=tanr', '/zh/search-results.html?q=%E7%BA%AF%E7%94%B5']) {
  test(`axe finds no WCAG 2.2 A/AA violations on ${url}`, async ({ page }) => {
    test.slow();
    await page.goto(url);
    await expect(page.locator('main x-site-search')).toHaveAttribute('data-island-state', 'hydrated');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe finds nothing with the suggestions open', async ({ page }) => {
  test.slow();
  await page.goto('/search-results.html?q=kestrel');
  const island = page.locator('main x-site-search');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  const box = island.getByRole('combobox');
  await box.click();
  await box.press('End');
  await box.pressSequentially(' lim');
  await expect(island.getByRole('listbox')).toBeVisible();
  await box.press('ArrowDown');
  expect(await axeViolations(page)).toEqual([]);
});
