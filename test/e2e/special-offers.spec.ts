import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OffersAnswer } from '#domain/offers/view.ts';
import { axeViolations, pageCheck } from './quality-helpers.ts';

const PAGE = '/shopping-tools/special-offers.html';

/** What the offers service answers today: the page must show the same offers (the server's clock decides). */
async function offers(request: APIRequestContext, query = ''): Promise<OffersAnswer> {
  const response = await request.get(`/services/offers/models${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OffersAnswer;
}

const modelHeadings = (page: Page) => page.locator('.offer-group__title');
const headlines = (page: Page) => page.locator('.offer-card__headline');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the model filter narrows the offers to one model and back', async ({ page, request }) => {
    const national = await offers(request);
    expect(national.models.length).toBeGreaterThan(0);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Special offers' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'National offers' })).toBeVisible();
    await expect(modelHeadings(page)).toHaveText(national.models.map((model) => model.name));

    const chosen = national.models.at(-1)!;
    const filter = page.getByRole('navigation', { name: 'Filter offers by model' });
    const count = chosen.offers.length;
    await filter.getByRole('link', { name: `${chosen.name} (${count} ${count === 1 ? 'offer' : 'offers'})` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?model=${chosen.code}#offers-chip-${chosen.code}$`));
    await expect(modelHeadings(page)).toHaveText([chosen.name]);
    await expect(headlines(page)).toHaveText(chosen.offers.map((offer) => offer.headline));
    const current = filter.getByRole('link', { name: new RegExp(`^${chosen.name}`) });
    await expect(current).toHaveAttribute('aria-current', 'true');
    // The new page opens at the filter, the chosen model's link in view (on phones the row scrolls sideways).
    await expect(current).toBeInViewport();
    // Each model's shopping links go to its local price, Build & Price and inventory.
    await expect(page.getByRole('link', { name: `Get a local price for the ${chosen.name}` })).toHaveAttribute('href', chosen.links.localPrice);
    await expect(page.getByRole('link', { name: `Build yours for the ${chosen.name}` })).toHaveAttribute('href', chosen.links.build);
    await expect(page.getByRole('link', { name: `Local inventory for the ${chosen.name}` })).toHaveAttribute('href', chosen.links.inventory);

    await filter.getByRole('link', { name: /^All models/ }).click();
    await expect(modelHeadings(page)).toHaveCount(national.models.length);
  });

  test('a model without offers says NO OFFERS FOUND and the filters clear', async ({ page }) => {
    await page.goto(`${PAGE}?model=PICA`);
    await expect(page.getByRole('heading', { level: 2, name: 'NO OFFERS FOUND' })).toBeVisible();
    await expect(modelHeadings(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE.replaceAll('.', '\\.')}#offers-chip-all$`));
    await expect(page.getByRole('heading', { level: 2, name: 'NO OFFERS FOUND' })).toHaveCount(0);
  });
});

test('changing the ZIP code shows that region’s offers, and a bad ZIP is explained', async ({ page, request }) => {
  await page.goto(PAGE);
  const zip = page.getByRole('textbox', { name: 'ZIP code' });

  await zip.fill('10001');
  await page.getByRole('button', { name: 'Show offers' }).click();
  await expect(page).toHaveURL(/\?zip=10001$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Offers for New York, NY 10001' })).toBeVisible();
  const northeast = await offers(request, '?zip=10001');
  await expect(headlines(page)).toHaveText(northeast.models.flatMap((model) => model.offers.map((offer) => offer.headline)));

  await zip.fill('90210');
  await zip.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Offers for Beverly Hills, CA 90210' })).toBeVisible();
  const pacific = await offers(request, '?zip=90210');
  await expect(headlines(page)).toHaveText(pacific.models.flatMap((model) => model.offers.map((offer) => offer.headline)));
  const regional = pacific.models.flatMap((model) => model.offers).filter((offer) => offer.scope === 'regional').length;
  await expect(page.getByText('Regional offer', { exact: true })).toHaveCount(regional);

  // The model filter keeps the ZIP.
  if (pacific.models[0]) {
    await page.getByRole('navigation', { name: 'Filter offers by model' }).getByRole('link', { name: new RegExp(`^${pacific.models[0].name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`\\?zip=90210&model=${pacific.models[0].code}#offers-chip-${pacific.models[0].code}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Offers for Beverly Hills, CA 90210' })).toBeVisible();
    await expect(modelHeadings(page)).toHaveText([pacific.models[0].name]);
  }

  await zip.fill('123');
  await page.getByRole('button', { name: 'Show offers' }).click();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription('Error: Enter a 5-digit ZIP code.');
});

test('an offer’s fine print opens from its marker and is printed as a footnote', async ({ page, request }) => {
  const answer = await offers(request, '?model=KSTL');
  const first = answer.models[0]?.offers[0];
  if (!first) throw new Error('the seeded offers have no Kestrel offer on OFFERS_TODAY');
  await page.goto(`${PAGE}?model=KSTL`);
  const fine = answer.disclaimers.find((item) => item.id === first.disclaimers[0])!;
  const marker = page.locator('.offer-card').first().getByRole('button', { name: new RegExp(`^Disclaimer \\d+: ${fine.label}$`) });
  await marker.click();
  const dialog = page.getByRole('dialog', { name: fine.label });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(fine.content);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(marker).toBeFocused();
  await expect(page.locator('.footnotes__list')).toContainText(fine.content);
});

for (const prefix of ['', '/es', '/zh']) {
  for (const query of ['?zip=10001', '?zip=123&model=PICA']) {
    pageCheck(`axe finds no WCAG 2.2 A/AA violations on ${prefix}${PAGE}${query}`, async ({ page }) => {
      test.slow();
      await page.goto(`${prefix}${PAGE}${query}`);
      expect(await axeViolations(page), `${prefix}${PAGE}${query}`).toEqual([]);
    });
  }
}
