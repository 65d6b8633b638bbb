import { expect, test, type Page } from '@playwright/test';

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

/** A browser of before invoker commands and `<dialog closedby>`: the features gone before the page's scripts run. */
async function olderBrowser(page: Page) {
  await page.addInitScript(() => {
    delete (HTMLButtonElement.prototype as { command?: unknown }).command;
    delete (HTMLDialogElement.prototype as { closedBy?: unknown }).closedBy;
  });
}

test('a browser without invoker commands or closedby loads the polyfills, and the disclaimers still open, close and return focus', async ({ page }) => {
  await olderBrowser(page);
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/support/privacy-policies.html');
  await expect(page.locator('html')).toHaveAttribute('data-polyfills', 'commands closedby');
  expect(loaded).toEqual([expect.stringMatching(/^\/assets\/polyfills-[\w-]+\.js$/)]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-polyfills', 'commands closedby');
  const marker = page.getByRole('button', { name: 'Disclaimer 2: Pricing' });
  await marker.click();
  const alert = page.getByRole('dialog', { name: 'Pricing' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Close disclaimer' }).click();
  await expect(alert).toBeHidden();
  await expect(marker).toBeFocused();
  // A click on the backdrop (outside the dialog's box) closes it.
  await marker.click();
  await expect(alert).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(alert).toBeHidden();
  expect(errors).toEqual([]);
});

test("when the polyfills cannot be loaded, 'Could not load the polyfills' is logged and the page still works @desktop", async ({ page }) => {
  await olderBrowser(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(/\/assets\/polyfills-/, (route) => route.abort('failed'));
  await page.goto('/support/privacy-policies.html');
  await expect.poll(() => errors.filter((text) => text === 'Could not load the polyfills')).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-polyfills', /.*/);
});
