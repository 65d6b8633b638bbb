import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, holdAnswers, pageCheck } from './quality-helpers.ts';

async function finder(page: Page, path = '/find/a-retailer.html') {
  await page.goto(path);
  const island = page.locator('x-retailer-finder');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

interface Answer {
  origin: { city: string; state: string; zipCode: string } | null;
  dealers: { dealer: { id: string; name: string; services: string[] }; distance: number }[];
}

test('search by ZIP lists the nearest retailers first with their distance, and the map has a pin per card', async ({ page, request }) => {
  const expected = (await (await request.get('/services/dealers/by/zip?zipcode=10001&count=10')).json()) as Answer;
  const island = await finder(page);
  await island.getByRole('combobox', { name: 'ZIP code or city' }).fill('10001');
  await island.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(island.getByRole('status').first()).toHaveText(`${expected.dealers.length} retailers near ${expected.origin?.city}, ${expected.origin?.state} 10001`);
  const cards = island.locator('.finder-card');
  await expect(cards).toHaveCount(expected.dealers.length);
  await expect(cards.locator('.finder-card__name')).toHaveText(expected.dealers.map((item) => item.dealer.name));
  await expect(cards.first().locator('.finder-card__distance')).toHaveText(`${expected.dealers[0]?.distance} mi`);
  await expect(island.locator('.finder-map__pin')).toHaveCount(expected.dealers.length);
  await expect(page).toHaveURL(/\?q=10001$/);
});

test('search by city offers suggestions from our own ZIP index and the keyboard picks one', async ({ page }) => {
  const island = await finder(page);
  const box = island.getByRole('combobox', { name: 'ZIP code or city' });
  await box.fill('Kansas Ci');
  const options = island.getByRole('option');
  await expect(options.first()).toContainText('Kansas City');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(island.getByRole('status').first()).toContainText('Kansas City');
  await expect(island.locator('.finder-card').first()).toBeVisible();
});

test('suggestions still on their way when the visitor searches do not open over the results', async ({ page }) => {
  // The suggestions for the whole name are held until the search has been sent, as on a slow network.
  const held = await holdAnswers(page, '**/services/utility/geographicdata/suggest?**');
  const island = await finder(page);
  const box = island.getByRole('combobox', { name: 'ZIP code or city' });
  await box.fill('Kansas City');
  await expect.poll(held.asked).toBe(true);
  await box.press('Enter');
  await expect(island.getByRole('status').first()).toContainText('Kansas City');
  // The search moved focus to its status line; the box's blur has closed the list by now.
  await page.waitForTimeout(300);
  held.release();
  // Long enough for the held answer to arrive and be drawn, were it still wanted.
  await page.waitForTimeout(500);
  await expect(island.getByRole('option')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('pins and cards stay in sync: hovering a card lights its pin, focusing a pin lights its card @desktop', async ({ page }) => {
  const island = await finder(page, '/find/a-retailer.html?q=60601');
  const firstCard = island.locator('.finder-card').first();
  const firstPin = island.locator('.finder-map__pin').first();
  await firstCard.hover();
  await expect(firstPin).toHaveClass(/is-active/);
  const secondPin = island.locator('.finder-map__pin').nth(1);
  await secondPin.focus();
  await expect(island.locator('.finder-card').nth(1)).toHaveClass(/is-active/);
  await expect(firstCard).not.toHaveClass(/is-active/);
});

test('a service filter keeps only retailers that offer it', async ({ page, request }) => {
  const expected = (await (await request.get('/services/dealers/by/zip?zipcode=77002&count=10')).json()) as Answer;
  const withCollision = expected.dealers.filter((item) => item.dealer.services.includes('certifiedCollision'));
  const island = await finder(page, '/find/a-retailer.html?q=77002');
  await island.getByRole('button', { name: 'Certified collision' }).click();
  await expect(island.getByRole('button', { name: 'Certified collision' })).toHaveAttribute('aria-pressed', 'true');
  await expect(island.locator('.finder-card')).toHaveCount(withCollision.length);
  await island.getByRole('button', { name: 'All services' }).click();
  await expect(island.locator('.finder-card')).toHaveCount(expected.dealers.length);
});

test('"Make this my retailer" is kept across a reload and in the cookie a new page sends', async ({ page, context }) => {
  const island = await finder(page, '/find/a-retailer.html?q=64105');
  const card = island.locator('.finder-card').nth(1);
  const name = (await card.locator('.finder-card__name').textContent()) ?? '';
  await card.getByRole('button', { name: `Make this my retailer ${name}` }).click();
  await expect(card.getByText('Your preferred retailer')).toBeVisible();
  const cookie = (await context.cookies()).find((item) => item.name === 'geo-data');
  expect(cookie, 'geo-data cookie').toBeDefined();
  expect(decodeURIComponent(cookie?.value ?? '')).toContain('"selectedDealer"');
  await page.reload();
  await expect(page.locator('x-retailer-finder')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page.locator('.finder-card.is-preferred .finder-card__name')).toHaveText(name);
  // A page rendered by the server after the choice knows it too (the cookie went with the request).
  const other = await context.newPage();
  await other.goto('/find/a-retailer.html?q=64105');
  await expect(other.locator('.finder-card.is-preferred .finder-card__name')).toHaveText(name);
});

test('"Use my location" with geolocation allowed searches near the visitor', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 39.0997, longitude: -94.5786 } });
  const page = await context.newPage();
  const island = await finder(page);
  await island.getByRole('button', { name: 'Use my location' }).click();
  await expect(island.getByRole('status').first()).toContainText(/near .*, (MO|KS) \d{5}/);
  await context.close();
});

test('"Use my location" with geolocation denied says so and keeps the results', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  const island = await finder(page);
  const before = await island.locator('.finder-card').count();
  await island.getByRole('button', { name: 'Use my location' }).click();
  await expect(island.locator('.finder__locating')).toContainText(/denied/i);
  await expect(island.locator('.finder-card')).toHaveCount(before);
  await context.close();
});

test('far from every retailer (Barrow, Alaska), the radius message says so', async ({ page, request }) => {
  const far = (await (await request.get('/services/dealers/by/zip?zipcode=99723&count=1')).json()) as Answer;
  expect(far.dealers[0]?.distance).toBeGreaterThan(250);
  const island = await finder(page, '/find/a-retailer.html?q=99723');
  await expect(island.getByRole('alert')).toContainText('Uh-oh! It looks like the closest Halden Retailer is more than 250 miles away from your ZIP code.');
  const near = await finder(page, '/find/a-retailer.html?q=66952');
  await expect(near.getByRole('alert')).toHaveCount(0);
});

test('an unknown ZIP and an empty search give the spec messages', async ({ page }) => {
  const island = await finder(page);
  const box = island.getByRole('combobox', { name: 'ZIP code or city' });
  await box.fill('00001');
  await island.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(island.getByRole('status').first()).toHaveText('Sorry, no Halden retailers match your search.');
  await box.fill('');
  await island.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(island.getByRole('status').first()).toHaveText('No retailers found, please correct and try again.');
});

test('the collision-center finder lists certified-collision retailers only', async ({ page }) => {
  const island = await finder(page, '/find/collision-center.html?q=60601');
  const cards = island.locator('.finder-card');
  await expect(cards.first()).toBeVisible();
  for (const services of await cards.locator('.finder-card__services').allTextContents()) expect(services).toContain('Certified collision');
});

test('a retailer page has its details and AutoDealer JSON-LD', async ({ page }) => {
  const island = await finder(page, '/find/a-retailer.html?q=66952');
  const link = island.locator('.finder-card__name a').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; name: string };
  expect(jsonLd['@type']).toBe('AutoDealer');
  expect(jsonLd.name).toBe(name);
  await expect(page.getByRole('table', { name: 'Sales hours' })).toBeVisible();
});

/** The picture's drawn width once loaded (0 while loading or failed). */
const drawnWidth = (image: Locator) =>
  image.evaluate(async (element: HTMLImageElement) => {
    await element.decode().catch(() => undefined);
    return element.naturalWidth;
  });

test("a retailer page shows its town on the site's own signed static map, with the retailer's name as its text", async ({ page }) => {
  const island = await finder(page, '/find/a-retailer.html?q=60601');
  const link = island.locator('.finder-card__name a').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  const map = page.getByRole('img', { name: new RegExp(`^Map showing ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in `) });
  await expect(map).toHaveAttribute('src', /^\/services\/utility\/staticmap\?center=[\d.-]+,[\d.-]+&zoom=11&size=600x376&maptype=roadmap&markers=[\d.,-]+&signature=[\w-]+=*$/);
  await map.scrollIntoViewIfNeeded();
  expect(await drawnWidth(map)).toBe(600);
  await expect(map).not.toHaveAttribute('data-image-failed');
});

test('on a phone each retailer card has its own map at the spec defaults, laid out from the start; a wider screen leaves it to the big map @phone', async ({ page }) => {
  const island = await finder(page, '/find/a-retailer.html?q=10001');
  const cards = island.locator('.finder-card');
  const first = cards.first().locator('.finder-card__map img');
  await expect(first).toHaveAttribute('src', /&zoom=13&size=300x188&maptype=roadmap&/);
  await expect(first).toHaveAttribute('width', '300');
  await expect(first).toHaveAttribute('height', '188');
  await expect(first).toHaveAccessibleName(/^Map showing .+ in /);
  // Every card (not only those in view) has its real height already: scrolling to the last one moves nothing.
  const before = await page.evaluate(() => document.documentElement.scrollHeight);
  await cards.last().scrollIntoViewIfNeeded();
  await first.scrollIntoViewIfNeeded();
  expect(await drawnWidth(first)).toBe(300);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(before);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(first).toBeHidden();
});

for (const path of ['/find/a-retailer.html?q=10001', '/es/find/collision-center.html?q=60601', '/zh/find/a-retailer.html?q=Kansas%20City']) {
  pageCheck(`axe finds no WCAG 2.2 A/AA violations on ${path}`, async ({ page }) => {
    test.slow();
    await finder(page, path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
