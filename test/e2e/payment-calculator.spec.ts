import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './quality-helpers.ts';

const PAGE = '/shopping-tools/payment-calculator.html';

/** The calculator island, once it has hydrated. */
async function calculator(page: Page, path = PAGE): Promise<Locator> {
  await page.goto(path);
  const island = page.locator('x-payment-calculator');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

const estimate = (island: Locator) => island.locator('[aria-live="polite"]');

test('hydrated, the payment follows what the visitor types: $30,000 at 5% over 60 months is $566.14', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const island = await calculator(page);
  // The server's markup hydrates as it is: no mismatch, no error.
  expect(problems).toEqual([]);
  await expect(estimate(island)).toHaveText('Enter the vehicle price to see your estimate.');
  await expect(estimate(island)).toHaveAttribute('aria-atomic', 'true');
  await island.getByRole('textbox', { name: 'Vehicle price' }).pressSequentially('30000');
  const apr = island.getByRole('textbox', { name: 'APR' });
  await apr.fill('');
  await apr.pressSequentially('5');
  await expect(estimate(island)).toContainText('$566.14');
  await expect(estimate(island)).toContainText('for 60 months at 5% APR');
  await expect(island.getByText('Last payment $565.96')).toBeVisible();
  await island.getByRole('combobox', { name: 'Term' }).selectOption('72');
  await expect(estimate(island)).toContainText('$483.15');
  await island.getByRole('textbox', { name: 'Down payment' }).pressSequentially('5,000');
  await expect(estimate(island)).toContainText('$402.62');
  // Sales tax by state, on price − trade-in.
  await island.getByRole('combobox', { name: 'State for sales tax' }).selectOption('KS');
  await expect(island.getByText('6.5% in Kansas')).toBeVisible();
  await expect(island.getByRole('definition').filter({ hasText: '$1,950.00' })).toBeVisible();
  // The address bar keeps the values, so a reload shows the same estimate.
  await expect(page).toHaveURL(/price=30000/);
  await expect(page).toHaveURL(/state=KS/);
  await page.reload();
  await expect(page.locator('x-payment-calculator')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(estimate(page.locator('x-payment-calculator'))).toContainText('$434.03');
});

test('the Finance and Lease tabs follow the WAI-ARIA tabs pattern: arrows, Home and End move and select', async ({ page }) => {
  const island = await calculator(page, `${PAGE}?price=40000`);
  const finance = island.getByRole('tab', { name: 'Finance' });
  const lease = island.getByRole('tab', { name: 'Lease' });
  await expect(island.getByRole('tablist', { name: 'Payment type' })).toBeVisible();
  await expect(finance).toHaveAttribute('aria-selected', 'true');
  await expect(lease).toHaveAttribute('tabindex', '-1');
  await expect(island.getByRole('tabpanel', { name: 'Finance' })).toBeVisible();

  await finance.focus();
  await page.keyboard.press('ArrowRight');
  await expect(lease).toBeFocused();
  await expect(lease).toHaveAttribute('aria-selected', 'true');
  await expect(island.getByRole('tabpanel', { name: 'Lease' })).toBeVisible();
  await expect(island.getByRole('textbox', { name: 'Residual value' })).toBeVisible();
  await expect(island.getByRole('heading', { name: 'Your estimated lease payment' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(finance).toBeFocused();
  await expect(finance).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(lease).toBeFocused();
  await page.keyboard.press('Home');
  await expect(finance).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(lease).toBeFocused();
  // Tab leaves the tab list for the panel's first field.
  await page.keyboard.press('Tab');
  await expect(island.getByRole('textbox', { name: 'Vehicle price' })).toBeFocused();
});

test('a lease: residual, money factor and fees give the payment, due at signing and rent charge', async ({ page }) => {
  const island = await calculator(page);
  await island.getByRole('tab', { name: 'Lease' }).click();
  await island.getByRole('textbox', { name: 'Vehicle price' }).fill('40000');
  await island.getByRole('textbox', { name: 'Down payment' }).fill('2000');
  await island.getByRole('combobox', { name: 'Term' }).selectOption('36');
  await island.getByRole('textbox', { name: 'Residual value' }).fill('55');
  await island.getByRole('textbox', { name: 'Money factor' }).fill('0.00125');
  await island.getByRole('textbox', { name: 'Fees due at signing' }).fill('695');
  await island.getByRole('combobox', { name: 'State for sales tax' }).selectOption('KS');
  await expect(estimate(island)).toContainText('$553.20');
  await expect(estimate(island)).toContainText('$3,248.20 due at signing');
  const breakdown = island.locator('.calc-breakdown');
  await expect(breakdown).toContainText('Residual value$22,000.00');
  await expect(breakdown).toContainText('Rent charge per month$75.00');
  // Without a money factor the APR is used (3% / 2400 = 0.00125): the same payment.
  await island.getByRole('textbox', { name: 'Money factor' }).fill('');
  await island.getByRole('textbox', { name: 'APR' }).fill('3');
  await expect(estimate(island)).toContainText('$553.20');
  // A down payment so large that the residual exceeds what is leased: the residual field says so once typing stops.
  const down = island.getByRole('textbox', { name: 'Down payment' });
  await down.fill('20000');
  await down.blur();
  await expect(island.getByText('The residual value is more than the amount leased. Lower the residual or the down payment.')).toBeVisible();
  await expect(island.getByRole('textbox', { name: 'Residual value' })).toHaveAttribute('aria-invalid', 'true');
  await expect(estimate(island)).toHaveText('Correct the highlighted fields to see your estimate.');
});

test('errors show once the visitor leaves an invalid field, not while typing, in the visitor’s language', async ({ page }) => {
  const island = await calculator(page);
  const price = island.getByRole('textbox', { name: 'Vehicle price' });
  await price.pressSequentially('600000');
  await expect(island.getByText('The price can be at most $500,000.')).toHaveCount(0);
  await price.blur();
  await expect(island.getByText('The price can be at most $500,000.')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(/The price can be at most \$500,000\./);
  await expect(estimate(island)).toHaveText('Correct the highlighted fields to see your estimate.');
  await price.fill('30000');
  await expect(island.getByText('The price can be at most $500,000.')).toHaveCount(0);
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');

  // Enter in the form shows every error of the tab and goes to the first invalid field.
  const apr = island.getByRole('textbox', { name: 'APR' });
  await apr.fill('45');
  await island.getByRole('textbox', { name: 'Down payment' }).fill('31000');
  await island.getByRole('textbox', { name: 'Down payment' }).press('Enter');
  await expect(island.getByText('The down payment must be less than the price.')).toBeVisible();
  await expect(island.getByText('The APR must be between 0% and 30%.')).toBeVisible();
  await expect(island.getByRole('textbox', { name: 'Down payment' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${PAGE.replace(/\./g, '\\.')}`));

  const es = await calculator(page, `/es${PAGE}`);
  const esPrice = es.getByRole('textbox', { name: 'Precio del vehículo' });
  await esPrice.fill('0');
  await esPrice.blur();
  await expect(es.getByText('El precio debe ser mayor que $0.')).toBeVisible();
});

test('a link from Build & Price opens it prefilled with the price', async ({ page }) => {
  const island = await calculator(page, `${PAGE}?price=31995`);
  await expect(island.getByRole('textbox', { name: 'Vehicle price' })).toHaveValue('31995');
  await expect(estimate(island)).toContainText('$626.02');
});

test('without JavaScript the form is a GET form: submitting shows the estimate, and the tabs are links @desktop', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await page.getByRole('textbox', { name: 'Vehicle price' }).fill('30000');
  await page.getByRole('textbox', { name: 'APR' }).fill('5');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\?mode=finance&price=30000&down=&tradeIn=&apr=5&term=60&state=$/);
  await expect(page.getByRole('main').locator('[aria-live="polite"]')).toContainText('$566.14');
  await page.getByRole('link', { name: 'Lease' }).click();
  await expect(page).toHaveURL(/mode=lease/);
  await expect(page.getByRole('textbox', { name: 'Residual value' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vehicle price' })).toHaveValue('30000');
  await page.getByRole('textbox', { name: 'Vehicle price' }).fill('600000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('The price can be at most $500,000.')).toBeVisible();
  await context.close();
});

for (const path of [PAGE, `/es${PAGE}?mode=lease&price=40000`, `/zh${PAGE}?price=31995&state=CA`]) {
  test(`axe finds no WCAG 2.2 A/AA violations on ${path}, also with errors showing`, async ({ page }) => {
    test.slow();
    const island = await calculator(page, path);
    expect(await axeViolations(page)).toEqual([]);
    const price = island.locator('input[name="price"]');
    await price.fill('-1');
    await price.blur();
    await expect(island.locator('.field__error').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('letters in a figure or a down payment above the price say why there is no estimate while the visitor types, in the estimate itself', async ({ page }) => {
  const island = await calculator(page, `${PAGE}?price=30000&apr=5&term=60`);
  await expect(estimate(island)).toContainText('$566.14');
  const down = island.getByRole('textbox', { name: 'Down payment' });
  await down.pressSequentially('abc');
  await expect(estimate(island)).toHaveText('No estimate yet: check “Down payment”.');
  // The field itself says nothing until the visitor leaves it (spec: errors on leaving a field).
  await expect(down).not.toHaveAttribute('aria-invalid', 'true');
  await down.fill('');
  await down.pressSequentially('31000');
  await expect(estimate(island)).toHaveText('No estimate yet: check “Down payment”.');
  await expect(island.getByText('The down payment must be less than the price.')).toHaveCount(0);
  await down.blur();
  await expect(estimate(island)).toHaveText('Correct the highlighted fields to see your estimate.');
  await expect(down).toHaveAttribute('aria-invalid', 'true');
  await down.fill('3000');
  await expect(estimate(island)).toContainText('$509.52');
});

test('in Spanish and Chinese the reason is in the page’s language', async ({ page }) => {
  const island = await calculator(page, `/es${PAGE}?price=30000&apr=5&term=60`);
  await island.locator('input[name="down"]').pressSequentially('abc');
  await expect(estimate(island)).toHaveText(/^Aún no hay estimación: revise «.+»\.$/);
  const zh = await calculator(page, `/zh${PAGE}?price=30000&apr=5&term=60`);
  await zh.locator('input[name="down"]').pressSequentially('40000');
  await expect(estimate(zh)).toHaveText(/^暂无估算：请检查“.+”。$/);
});
