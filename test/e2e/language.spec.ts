import { expect, test } from '@playwright/test';

test('the language switcher moves between English, Spanish and Chinese on the same page', async ({ page, isMobile }) => {
  await page.goto('/find/a-retailer.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a retailer');

  const footerLanguages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
  await footerLanguages.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/find\/a-retailer\.html$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buscar un concesionario');
  await expect(page).toHaveTitle('Buscar un concesionario | Halden');

  if (isMobile) await page.locator('summary.menu-toggle__button').click();
  const headerLanguages = page.getByRole('banner').getByRole('navigation', { name: 'Idioma' });
  await expect(headerLanguages.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  await headerLanguages.getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/zh\/find\/a-retailer\.html$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('查找经销商');

  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/find\/a-retailer\.html$/);
});
