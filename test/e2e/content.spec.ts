/**
 * The authored pages (content/): the accordion and the tabs by keyboard (WAI-ARIA patterns), both without script, the
 * contact form embedded in customer support, and axe on every authored page in every language at both widths.
 */
import { expect, test, type Page } from '@playwright/test';
import { completions, leadForm, listenForCompletion } from './lead-form-helpers.ts';
import { axeViolations, pageCheck } from './quality-helpers.ts';

const SUPPORT = '/support/customer-support.html';
const CONTENT_PAGES = [
  '/support/customer-support.html',
  '/support/privacy-policies.html',
  '/support/terms-and-conditions.html',
  '/support/terms-and-conditions/ugc.html',
  '/vehicle-info/accolades.html',
  '/owners/vehicle-resources.html',
  '/share-the-love.html',
  '/owners/recalls/airbag-recall.html',
];

async function hydrated(page: Page, tag: string) {
  const island = page.locator(tag).first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

test('the FAQ accordion works by keyboard: Tab reaches a header, Enter and Space toggle it, arrows, Home and End move between headers', async ({ page }) => {
  await page.goto(SUPPORT);
  const accordion = await hydrated(page, 'x-accordion');
  const headers = accordion.getByRole('button');
  await expect(headers).toHaveCount(6);
  const first = headers.nth(0);
  const second = headers.nth(1);
  const last = headers.nth(5);
  await expect(first).toHaveAccessibleName('Where do I find my vehicle identification number (VIN)?');
  // From the last control before the accordion (the FAQ search box's button), Tab.
  await page.locator('x-faq-search').getByRole('button', { name: 'Search', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  const panel = page.getByRole('region', { name: 'Where do I find my vehicle identification number (VIN)?' });
  await expect(panel).toBeHidden();

  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('on the label inside the driver\'s door frame');
  await expect(first).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? '');
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();

  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  // Opening one item leaves the others as they were.
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  // Each item keeps the site-search contract.
  await expect(accordion.locator('[data-search-faq]')).toHaveCount(6);
  await expect(accordion.locator('[data-search-faq] [data-search-faq-question]').first()).toHaveText('Where do I find my vehicle identification number (VIN)?');
});

test('an address naming an FAQ item opens it', async ({ page }) => {
  await page.goto(`/owners/recalls/airbag-recall.html#does-the-repair-cost-anything`);
  const accordion = await hydrated(page, 'x-accordion');
  await expect(accordion.getByRole('button', { name: 'Does the repair cost anything?' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Does the repair cost anything?' })).toContainText('The inspection, the new sensor and the labor are free');
});

test('the contact tabs work by keyboard: one tab stop, arrows select and wrap, Home and End, then Tab into the panel', async ({ page }) => {
  await page.goto(SUPPORT);
  const tabs = await hydrated(page, 'x-tabs');
  const list = tabs.getByRole('tablist', { name: 'Ways to contact us' });
  const phone = list.getByRole('tab', { name: 'Phone' });
  const online = list.getByRole('tab', { name: 'Online' });
  const roadside = list.getByRole('tab', { name: 'Roadside' });
  await expect(list.getByRole('tab')).toHaveCount(4);
  await expect(phone).toHaveAttribute('aria-selected', 'true');
  await expect(phone).toHaveAttribute('tabindex', '0');
  await expect(online).toHaveAttribute('tabindex', '-1');

  // The tabs are the first control of the main content.
  await page.locator('main').focus();
  await page.keyboard.press('Tab');
  await expect(phone).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(online).toBeFocused();
  await expect(online).toHaveAttribute('aria-selected', 'true');
  await expect(phone).toHaveAttribute('aria-selected', 'false');
  await expect(tabs.getByRole('tabpanel', { name: 'Online' })).toBeVisible();
  await expect(tabs.getByRole('tabpanel', { name: 'Phone' })).toBeHidden();
  await page.keyboard.press('End');
  await expect(roadside).toBeFocused();
  await expect(roadside).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(roadside).toBeFocused();
  await page.keyboard.press('Home');
  await expect(phone).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tabs.getByRole('tabpanel', { name: 'Phone' })).toBeFocused();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('FAQ answers open as native disclosures and every contact channel is on the page', async ({ page }) => {
    await page.goto(SUPPORT);
    const item = page.locator('details[data-search-faq]').first();
    await expect(item.locator('[data-search-faq-answer]')).toBeHidden();
    await item.locator('summary').click();
    await expect(item.locator('[data-search-faq-answer]')).toBeVisible();
    await item.locator('summary').press('Enter');
    await expect(item.locator('[data-search-faq-answer]')).toBeHidden();
    for (const name of ['Phone', 'Online', 'Mail', 'Roadside']) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  });
});

test('customer support: the embedded contact form sends a message and shows the thank-you', async ({ page }) => {
  await page.goto(SUPPORT);
  const island = await leadForm(page);
  await island.getByRole('textbox', { name: /^First name/ }).fill('Rosa');
  await island.getByRole('textbox', { name: /^Last name/ }).fill('Delgado');
  await island.getByRole('textbox', { name: /^Email/ }).fill('rosa.delgado@example.com');
  await island.getByRole('textbox', { name: /^Confirm email/ }).fill('rosa.delgado@example.com');
  await island.getByRole('textbox', { name: /^ZIP code/ }).fill('66603');
  await island.getByLabel(/^Topic/).selectOption('website');
  await island.getByRole('textbox', { name: /^Comments/ }).fill('Please send me a copy of the personal information you hold about me.');
  await listenForCompletion(page);
  await island.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your message' })).toBeVisible();
  const [event] = await completions(page);
  expect(event?.form).toBe('contact');
  expect(event?.confirmationId).toMatch(/^L[0-9A-HJKMNP-TV-Z]{10}$/);
});

for (const prefix of ['', '/es', '/zh']) {
  for (const path of CONTENT_PAGES) {
    pageCheck(`axe finds no WCAG 2.2 A/AA violations on ${prefix}${path}, its islands hydrated`, async ({ page }) => {
      test.slow();
      await page.goto(`${prefix}${path}`);
      for (const tag of ['x-accordion', 'x-tabs']) {
        if ((await page.locator(tag).count()) > 0) await hydrated(page, tag);
      }
      // One item open, so the expanded state is checked too.
      if ((await page.locator('x-accordion').count()) > 0) await page.locator('x-accordion').first().getByRole('button').first().click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
