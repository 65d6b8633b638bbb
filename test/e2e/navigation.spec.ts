import { expect, test, type Page } from '@playwright/test';

async function tabTo(page: Page, name: RegExp | string, max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return (element?.getAttribute('aria-label') ?? element?.innerText ?? '').trim();
    });
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`Could not reach ${String(name)} with the Tab key`);
}

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/support/customer-support.html');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('desktop: the header menus open and are followed with the keyboard only @desktop', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await tabTo(page, 'Shopping tools');
  await page.keyboard.press('Enter');
  const offers = nav.getByRole('link', { name: 'Special offers' });
  await expect(offers).toBeVisible();
  await tabTo(page, 'Local inventory');
  await expect(nav.getByRole('link', { name: 'Local inventory' })).toBeFocused();
  await tabTo(page, 'Special offers');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shopping-tools\/special-offers\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special offers');
  await expect(nav.getByRole('link', { name: 'Special offers', includeHidden: true })).toHaveAttribute('aria-current', 'page');
});

test('desktop: opening one section menu closes the other @desktop', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Vehicles', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'All vehicles' })).toBeVisible();
  await nav.getByText('Owners', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Recalls' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'All vehicles' })).toBeHidden();
});

test('phone: the menu collapses behind a Menu button and works with the keyboard only @phone', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  const overlay = page.locator('.page-overlay');
  await expect(overlay).toBeHidden();
  await tabTo(page, 'Menu');
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await expect(overlay).toBeVisible();
  await tabTo(page, 'Owners');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Recalls');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/owners\/recalls\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recalls');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('phone: closing the menu hides the overlay again @phone', async ({ page }) => {
  await page.goto('/');
  const toggle = page.locator('summary.menu-toggle__button');
  await toggle.click();
  await expect(page.locator('.page-overlay')).toBeVisible();
  await toggle.click();
  await expect(page.locator('.page-overlay')).toBeHidden();
});

test('the site search is a plain form that goes to the search results page', async ({ page, isMobile }) => {
  await page.goto('/es/');
  if (isMobile) await page.locator('summary.menu-toggle__button').click();
  const search = page.getByRole('searchbox', { name: 'Buscar en el sitio' });
  await search.fill('recalls');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/es\/search-results\.html\?q=recalls$/);
});
