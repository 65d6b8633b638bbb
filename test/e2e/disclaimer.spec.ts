import { expect, test } from '@playwright/test';

test('a disclaimer marker opens the alert; focus stays inside; Escape closes it and focus returns to the marker', async ({ page }) => {
  await page.goto('/');
  const marker = page.getByRole('button', { name: 'Disclaimer 2: Pricing' });
  await marker.focus();
  await page.keyboard.press('Enter');

  const alert = page.getByRole('dialog', { name: 'Pricing' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('MSRP excludes destination and delivery charges');
  const close = alert.getByRole('button', { name: 'Close disclaimer' });
  await expect(close).toBeFocused();

  // Tab and Shift+Tab never reach the page behind the open alert.
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
    await page.keyboard.press(key);
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return active === document.body || !!active?.closest('dialog[open]');
    });
    expect(inside, key).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await expect(marker).toBeFocused();
});

test('the close button closes the alert and returns focus to the marker', async ({ page }) => {
  await page.goto('/es/');
  const marker = page.getByRole('button', { name: 'Aviso legal 1: Ofertas especiales' });
  await marker.click();
  const alert = page.getByRole('dialog', { name: 'Ofertas especiales' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: /Cerrar/ }).click();
  await expect(alert).toBeHidden();
  await expect(marker).toBeFocused();
});
