import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations, pageCheck } from './quality-helpers.ts';

const RECALLS = '/owners/recalls.html';
const MANUALS = '/owners/manuals-and-warranties.html';
const SCHEDULE = '/owners/schedule-service.html';
/** A 2026 Kestrel Hybrid: two open recalls. */
const KESTREL_HYBRID = 'JF2CECA16TG200000';
/** The same VIN with a wrong check digit. */
const WRONG_CHECK_DIGIT = 'JF2CECA17TG200000';
const NOT_FOUND = 'The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.';

async function preferRetailer(context: BrowserContext, baseURL: string | undefined) {
  const value = encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), selectedDealer: '10004', dealerZipCode: '13418', zipCode: '13418', state: 'NY', region: '010' }));
  await context.addCookies([{ name: 'geo-data', value, url: baseURL ?? 'http://127.0.0.1' }]);
}

async function lookup(page: Page) {
  const island = page.locator('x-recall-lookup');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

test.describe('the recall lookup', () => {
  test('answers a valid VIN in place, with a loading state, and moves focus to the result heading', async ({ page }) => {
    await page.goto(RECALLS);
    const island = await lookup(page);
    // Hold the answer back a moment, so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/services/vehicles/recalls/*', async (route) => {
      await held;
      await route.continue();
    });
    await island.getByRole('textbox', { name: 'Vehicle identification number (VIN)' }).fill(KESTREL_HYBRID.toLowerCase());
    await island.getByRole('button', { name: 'Check recalls' }).click();
    await expect(island.getByRole('status')).toHaveText(`Checking recalls for ${KESTREL_HYBRID}…`);
    await expect(island.getByRole('button', { name: /Check recalls/ })).toHaveAttribute('aria-busy', 'true');
    release();
    const heading = island.getByRole('heading', { level: 3, name: `Recall results for VIN ${KESTREL_HYBRID}` });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(island.getByText('2026 Halden Kestrel Hybrid')).toBeVisible();
    await expect(island.getByText('2 open recalls')).toBeVisible();
    await expect(island.getByRole('heading', { level: 4 })).toHaveText(['Back-over prevention: rearview camera', 'Hybrid propulsion system: inverter']);
    await expect(island.getByText('Remedy not yet available')).toBeVisible();
    await expect(island.getByText('Recall information last updated Nov 20, 2026.')).toBeVisible();
    await expect(island.getByRole('link', { name: 'Schedule service' })).toHaveAttribute('href', SCHEDULE);
    // The address names the VIN, so a reload shows the same answer.
    await expect(page).toHaveURL(new RegExp(`\\?vin=${KESTREL_HYBRID}$`));
  });

  test('says "No open recalls" and "not a Halden vehicle" in place', async ({ page }) => {
    await page.goto(RECALLS);
    const island = await lookup(page);
    const field = island.getByRole('textbox', { name: 'Vehicle identification number (VIN)' });
    await field.fill('JF1JATR19TG123456');
    await field.press('Enter');
    await expect(island.getByText('No open recalls')).toBeVisible();
    await expect(island.getByText('There are no open safety recalls for this vehicle.')).toBeVisible();
    await field.fill('JTMABABA8RA060836');
    await island.getByRole('button', { name: 'Check recalls' }).click();
    await expect(island.getByText('This VIN is not a Halden vehicle.')).toBeVisible();
    await expect(island.getByRole('heading', { name: 'Recall results for VIN JTMABABA8RA060836' })).toBeFocused();
  });

  test('refuses an invalid VIN with the VIN rule’s exact message before asking the service', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/services/vehicles/recalls/')) asked.push(request.url());
    });
    await page.goto(RECALLS);
    const island = await lookup(page);
    const field = island.getByRole('textbox', { name: 'Vehicle identification number (VIN)' });
    await field.fill(WRONG_CHECK_DIGIT);
    await island.getByRole('button', { name: 'Check recalls' }).click();
    await expect(island.getByText(NOT_FOUND)).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(island.getByRole('link', { name: /customer support/i })).toHaveAttribute('href', '/support/customer-support.html');
    await field.fill('JF2CE');
    await island.getByRole('button', { name: 'Check recalls' }).click();
    await expect(island.getByText('Please enter a valid VIN.')).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('an invalid VIN after an answer takes the earlier vehicle’s recalls off the page and out of the address', async ({ page }) => {
    await page.goto(RECALLS);
    const island = await lookup(page);
    const field = island.getByRole('textbox', { name: 'Vehicle identification number (VIN)' });
    await field.fill(KESTREL_HYBRID);
    await island.getByRole('button', { name: 'Check recalls' }).click();
    await expect(island.getByText('2 open recalls')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?vin=${KESTREL_HYBRID}$`));
    await field.fill(WRONG_CHECK_DIGIT);
    await island.getByRole('button', { name: 'Check recalls' }).click();
    await expect(island.getByText(NOT_FOUND)).toBeVisible();
    await expect(island.getByText('2 open recalls')).toHaveCount(0);
    await expect(island.getByRole('heading', { name: /Recall results for VIN/ })).toHaveCount(0);
    await expect(island.getByText('2026 Halden Kestrel Hybrid')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${RECALLS.replaceAll('.', '\\.')}$`));
    // A reload shows the empty lookup, not the earlier vehicle.
    await page.reload();
    await expect(page.getByText('2 open recalls')).toHaveCount(0);
  });

  test('speaks Spanish and Chinese', async ({ page }) => {
    await page.goto(`/es${RECALLS}`);
    let island = await lookup(page);
    await island.getByRole('textbox', { name: 'Número de identificación del vehículo (VIN)' }).fill(KESTREL_HYBRID);
    await island.getByRole('button', { name: 'Buscar llamados a revisión' }).click();
    await expect(island.getByText('2 llamados a revisión pendientes')).toBeVisible();
    await page.goto(`/zh${RECALLS}`);
    island = await lookup(page);
    await island.getByRole('textbox', { name: '车辆识别代号 (VIN)' }).fill('ABC');
    await island.getByRole('button', { name: '查询召回' }).click();
    await expect(island.getByText('请输入有效的车辆识别号（VIN）。')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the recall lookup is a GET form the server answers', async ({ page }) => {
    await page.goto(RECALLS);
    await page.getByRole('textbox', { name: 'Vehicle identification number (VIN)' }).fill(KESTREL_HYBRID);
    await page.getByRole('button', { name: 'Check recalls' }).click();
    await expect(page).toHaveURL(new RegExp(`${RECALLS.replaceAll('.', '\\.')}\\?vin=${KESTREL_HYBRID}#`));
    await expect(page.getByRole('heading', { level: 3, name: `Recall results for VIN ${KESTREL_HYBRID}` })).toBeVisible();
    await expect(page.getByText('2 open recalls')).toBeVisible();

    await page.getByRole('textbox', { name: 'Vehicle identification number (VIN)' }).fill(WRONG_CHECK_DIGIT);
    await page.getByRole('button', { name: 'Check recalls' }).click();
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Recall results for VIN/ })).toHaveCount(0);
  });

  test('manuals are chosen year → model → trim, and each document answers a PDF', async ({ page, request }) => {
    await page.goto(MANUALS);
    await page.getByRole('link', { name: '2026', exact: true }).click();
    await expect(page).toHaveURL(/\?year=2026#manuals-model$/);
    await page.getByRole('link', { name: 'Kestrel' }).click();
    await page.getByRole('link', { name: 'Hybrid', exact: true }).click();
    await expect(page).toHaveURL(/\?year=2026&model=KSTL&trim=HYB#manuals-documents$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Documents for the 2026 Halden Kestrel Hybrid' })).toBeVisible();
    const links = page.locator('a[type="application/pdf"]');
    await expect(links).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 3 })).toContainText(["Owner's manual", 'Warranty booklet', 'Maintenance schedule', 'Quick reference guide', 'Warranty coverage']);
    await expect(page.getByRole('row', { name: /Hybrid components/ })).toContainText('8 years / 100,000 miles');
    for (const href of await links.evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

test('the home page shows the lineup with prices, the day’s offers and a retailer form, with the hero drawing as its largest paint', async ({ page }) => {
  await page.goto('/');
  const lineup = page.getByRole('region', { name: 'The lineup' });
  await expect(lineup.getByRole('listitem')).toHaveCount(8);
  await expect(lineup.getByRole('link', { name: /Kestrel Starting at \$28,995/ })).toHaveAttribute('href', '/vehicles/kestrel.html');
  const offers = page.getByRole('region', { name: /Offers for your area/ });
  await expect(offers.locator('.offer-card')).toHaveCount(3);
  await expect(offers.getByRole('link', { name: 'See special offers' })).toHaveAttribute('href', '/shopping-tools/special-offers.html');
  await expect(page.locator('.home-hero').getByRole('link', { name: 'Build & Price' })).toHaveAttribute('href', '/build.html');
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toBeVisible();
  const hero = page.getByRole('img', { name: 'The 2027 Halden Kestrel' });
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          resolve(entries.at(-1)?.element?.className ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp).toBe('home-hero__image');
});

test('the home page teases the preferred retailer and schedule service hands over to it', async ({ page, context, baseURL }) => {
  await preferRetailer(context, baseURL);
  await page.goto('/');
  await expect(page.getByText('Your preferred retailer')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'North Brookfield Frontier Auto' })).toBeVisible();
  await page.locator('.retailer-teaser').getByRole('link', { name: 'Schedule service' }).click();
  await expect(page).toHaveURL(SCHEDULE);
  await expect(page.getByRole('heading', { level: 2, name: 'North Brookfield Frontier Auto' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Service hours' })).toContainText('Monday – Friday');
  const online = page.getByRole('link', { name: /Schedule online at North Brookfield Frontier Auto/ });
  await expect(online).toHaveAttribute('href', 'https://example-north-brookfield-frontier-auto.test');
  await page.locator('.service-card').getByRole('link', { name: 'Change retailer' }).click();
  await expect(page).toHaveURL('/confirm-your-retailer.html?returnUrl=%2Fowners%2Fschedule-service.html');
});

const AXE_PAGES = ['/', RECALLS, `${RECALLS}?vin=${KESTREL_HYBRID}`, `${RECALLS}?vin=${WRONG_CHECK_DIGIT}`, `${MANUALS}?year=2027&model=KSTL&trim=LTD`, SCHEDULE];

for (const prefix of ['', '/es', '/zh']) {
  for (const path of AXE_PAGES) {
    pageCheck(`axe finds no WCAG 2.2 A/AA violations on ${prefix}${path}`, async ({ page, context, baseURL }) => {
      test.slow();
      if (path === SCHEDULE) await preferRetailer(context, baseURL);
      await page.goto(`${prefix}${path}`);
      if (path.startsWith(RECALLS)) await lookup(page);
      expect(await axeViolations(page), `${prefix}${path}`).toEqual([]);
    });
  }
}
