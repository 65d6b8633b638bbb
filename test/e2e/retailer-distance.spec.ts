/**
 * Issue 17, "honest distances", the retailer side (DECISIONS: far-away results): retailers beyond the search radius
 * are listed apart, with their distance, under a heading that says they are far away; with none within the radius
 * the spec's "Uh-oh" message is shown; a US territory's ZIP code gets its own message and a link to customer
 * support. With script (the islands searching in place) and without (the server's GET forms), at phone and desktop
 * widths, and axe finds nothing on these states.
 */
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './quality-helpers.ts';

const UH_OH = 'Uh-oh! It looks like the closest Halden Retailer is more than 250 miles away from your ZIP code.';
const FAR_HEADING = 'Far away: more than 250 miles from Honolulu, HI';
const TERRITORY = 'There are no Halden retailers in Puerto Rico.';

interface Answer {
  radius: number;
  withinRadius: number;
  dealers: { dealer: { id: string; name: string }; distance: number }[];
}

const miles = (distance: number) => `${new Intl.NumberFormat('en-US').format(distance)} mi`;

async function answer(page: Page, query: string): Promise<Answer> {
  return (await (await page.request.get(`/services/dealers/by/zip?${query}`)).json()) as Answer;
}

async function finder(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const island = page.locator('x-retailer-finder');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

async function withZip(context: BrowserContext, baseURL: string | undefined, zip: Record<string, string>) {
  const value = encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), ...zip }));
  await context.addCookies([{ name: 'geo-data', value, url: baseURL ?? 'http://127.0.0.1' }]);
}

async function expectNoAxeViolations(page: Page) {
  // axe on a long page takes seconds on a 2-core machine: the slow-test budget.
  test.slow();
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * axe runs in the page, which a context without script cannot do: the page as the server sent it is checked in a
 * context whose island scripts are refused, so no island hydrates and the markup is the no-script one.
 */
async function expectNoAxeViolationsWithoutScript(browser: Browser, page: Page, baseURL: string | undefined) {
  // A new context takes this file's options (no script): script is turned back on, and the islands refused instead.
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize(), baseURL });
  try {
    await context.addCookies(await page.context().cookies());
    await context.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    const checked = await context.newPage();
    await checked.goto(page.url());
    await expect(checked.locator('[data-island-state="hydrated"]')).toHaveCount(0);
    await expectNoAxeViolations(checked);
  } finally {
    await context.close();
  }
}

/** The far-away group: its heading, and a card per far-away retailer with its distance. */
async function expectFarGroup(scope: Locator | Page, expected: Answer) {
  const group = scope.getByRole('region', { name: FAR_HEADING });
  await expect(group.getByRole('heading', { level: 2, name: FAR_HEADING })).toBeVisible();
  const far = expected.dealers.slice(expected.withinRadius);
  const cards = group.locator('.finder-card');
  await expect(cards).toHaveCount(far.length);
  await expect(cards.locator('.finder-card__name')).toHaveText(far.map((item) => item.dealer.name));
  await expect(cards.locator('.finder-card__distance')).toHaveText(far.map((item) => miles(item.distance)));
}

test.describe('with script', () => {
  test('Honolulu: the near ones are counted, the mainland ones are listed apart as far away with their distance', async ({ page }) => {
    const expected = await answer(page, 'zipcode=96815&count=10');
    expect(expected.withinRadius).toBeLessThan(expected.dealers.length);
    const island = await finder(page, '/find/a-retailer.html');
    await island.getByRole('combobox', { name: 'ZIP code or city' }).fill('96815');
    await island.getByRole('button', { name: 'Search', exact: true }).click();
    const count = expected.withinRadius;
    await expect(island.getByRole('status').first()).toHaveText(`${count} ${count === 1 ? 'retailer' : 'retailers'} near Honolulu, HI 96815`);
    await expectFarGroup(island, expected);
    // A near retailer is there: no radius message.
    await expect(island.getByText(UH_OH)).toHaveCount(0);
    await expect(island.locator('.finder-map__pin')).toHaveCount(expected.dealers.length);
  });

  test('Honolulu with no retailer within the radius: the "Uh-oh" message and every retailer far away', async ({ page }) => {
    const expected = await answer(page, 'zipcode=96815&count=10&service=certifiedCollision');
    expect(expected.withinRadius).toBe(0);
    const island = await finder(page, '/find/collision-center.html?q=96815');
    await expect(island.getByRole('alert')).toContainText(UH_OH);
    await expect(island.getByRole('status').first()).toHaveText('No retailers within 250 miles of Honolulu, HI 96815');
    await expect(island.getByText(/retailers? near Honolulu/)).toHaveCount(0);
    await expectFarGroup(island, expected);
    await expectNoAxeViolations(page);
  });

  test('Puerto Rico: no retailers there, said plainly, with a link to customer support', async ({ page }) => {
    const island = await finder(page, '/find/a-retailer.html');
    await island.getByRole('combobox', { name: 'ZIP code or city' }).fill('00601');
    await island.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(island.getByRole('status').first()).toHaveText(TERRITORY);
    const support = island.getByRole('link', { name: 'Contact customer support' });
    await expect(support).toHaveAttribute('href', '/support/customer-support.html');
    await expect(island.getByText('Sorry, no Halden retailers match your search.')).toHaveCount(0);
    await expect(island.locator('.finder-card')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await support.click();
    await expect(page).toHaveURL(/\/support\/customer-support\.html$/);
  });

  test('the confirm-retailer page sets the far-away retailers apart and they can still be chosen', async ({ page, context, baseURL }) => {
    const expected = await answer(page, 'zipcode=96815&count=5');
    await withZip(context, baseURL, { zipCode: '96815', city: 'Honolulu', state: 'HI', region: '100' });
    await page.goto('/confirm-your-retailer.html');
    const island = page.locator('x-confirm-retailer');
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    const far = island.getByRole('group', { name: FAR_HEADING });
    await expect(far.getByRole('heading', { level: 2, name: FAR_HEADING })).toBeVisible();
    const farRadios = far.getByRole('radio');
    await expect(farRadios).toHaveCount(expected.dealers.length - expected.withinRadius);
    const first = expected.dealers[expected.withinRadius]!;
    await expect(far.getByText(`${miles(first.distance)} away`)).toBeVisible();
    await expect(island.getByText(UH_OH)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await far.getByRole('radio', { name: first.dealer.name }).check();
    await island.getByRole('button', { name: 'Confirm retailer' }).click();
    await expect(island.getByText(`${first.dealer.name} is now your preferred retailer.`)).toBeVisible();
  });

  test('the confirm-retailer page for a Puerto Rico ZIP code says there are no retailers and links to support', async ({ page, context, baseURL }) => {
    await withZip(context, baseURL, { zipCode: '00601', city: 'Adjuntas', state: 'PR' });
    await page.goto('/confirm-your-retailer.html');
    const island = page.locator('x-confirm-retailer');
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    await expect(island.getByRole('alert')).toContainText(TERRITORY);
    await expect(island.getByRole('link', { name: 'Contact customer support' })).toHaveAttribute('href', '/support/customer-support.html');
    await expect(island.getByRole('radio')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('Honolulu through the GET form: "Uh-oh" and the far-away list with distances (collision centers)', async ({ page, browser, baseURL }) => {
    const expected = await answer(page, 'zipcode=96815&count=10&service=certifiedCollision');
    await page.goto('/find/collision-center.html');
    const form = page.locator('x-retailer-finder');
    await form.getByRole('combobox', { name: 'ZIP code or city' }).fill('96815');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?q=96815$/);
    await expect(page.getByRole('alert')).toContainText(UH_OH);
    await expectFarGroup(page, expected);
    await expectNoAxeViolationsWithoutScript(browser, page, baseURL);
  });

  test('Honolulu on the retailer finder: near ones counted, the others far away', async ({ page, browser, baseURL }) => {
    const expected = await answer(page, 'zipcode=96815&count=10');
    await page.goto('/find/a-retailer.html?q=96815');
    await expect(page.getByRole('status').first()).toHaveText(new RegExp(`^${expected.withinRadius} retailers? near Honolulu, HI 96815$`));
    await expectFarGroup(page, expected);
    await expectNoAxeViolationsWithoutScript(browser, page, baseURL);
  });

  test('Puerto Rico: the territory message with the support link', async ({ page, browser, baseURL }) => {
    await page.goto('/find/a-retailer.html?q=00601');
    await expect(page.getByRole('status').first()).toHaveText(TERRITORY);
    await expect(page.getByRole('link', { name: 'Contact customer support' })).toHaveAttribute('href', '/support/customer-support.html');
    await expectNoAxeViolationsWithoutScript(browser, page, baseURL);
  });

  test('the confirm-retailer page with no retailer within the radius (Barrow, AK): "Uh-oh" and a far-away group', async ({ page, context, browser, baseURL }) => {
    await withZip(context, baseURL, { zipCode: '99723', city: 'Barrow', state: 'AK', region: '090' });
    await page.goto('/confirm-your-retailer.html');
    await expect(page.getByRole('alert')).toContainText(UH_OH);
    await expect(page.getByText('Your ZIP code:')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Far away: more than 250 miles from Barrow, AK' })).toBeVisible();
    await expectNoAxeViolationsWithoutScript(browser, page, baseURL);
  });

  test('the confirm-retailer page for a Puerto Rico ZIP code', async ({ page, context, baseURL }) => {
    await withZip(context, baseURL, { zipCode: '00601', city: 'Adjuntas', state: 'PR' });
    await page.goto('/confirm-your-retailer.html');
    await expect(page.getByRole('alert')).toContainText(TERRITORY);
    await expect(page.getByRole('link', { name: 'Contact customer support' })).toBeVisible();
  });
});
