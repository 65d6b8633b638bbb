/**
 * The embed view (`?view=embed`, issue 19 item 14): a page shown inside a retailer's own site, without the site's
 * navigation, ribbon, footer and back-to link, whose islands hydrate onto that markup and keep the view.
 */
import { expect, test } from '@playwright/test';

test('Build & Price in the embed view: no navigation, ribbon or footer, hydrated without a mismatch, links stay embedded', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/build/2026/all-categories/VNTA/SPRT/colors?view=embed');
  await expect(page.locator('x-build-price')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page.locator('.bp-ribbon')).toHaveCount(0);
  await expect(page.locator('.primary-nav, .visitor-bar, footer, .site-footer__back-to')).toHaveCount(0);
  await expect(page.locator('header.site-header')).toHaveCSS('position', 'static');
  // The configurator works as usual: a colour changes the price.
  await page.locator('label:has(> input[name="ext"][value="W3P"])').click();
  await expect(page.locator('input[name="ext"][value="W3P"]')).toBeChecked();
  await expect(page.locator('.site-header__brand')).toHaveAttribute('href', '/?view=embed');
  expect(errors).toEqual([]);
});

test('the full page keeps its navigation, ribbon, footer and back-to-top link, which moves focus to the content', async ({ page }) => {
  await page.goto('/build/2026/all-categories/VNTA/SPRT/colors');
  await expect(page.locator('x-build-price')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page.locator('.bp-ribbon')).toHaveCount(1);
  await expect(page.locator('header.site-header')).toHaveCSS('position', 'sticky');
  // On Build & Price too: the link's own history entry is not a step, so the configurator neither reloads nor moves.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const backTo = page.getByRole('link', { name: 'Back to top' });
  await backTo.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await expect(page).toHaveURL(/\/colors#main$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/colors$/);
  await expect(page.locator('.bp-ribbon [aria-current="step"]')).toHaveAttribute('data-step', 'colors');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
