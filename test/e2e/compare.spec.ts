import { expect, test } from '@playwright/test';
import { holdAnswers } from './quality-helpers.ts';

test('compare trims: choosing a model shows its trims side by side, and "only differences" keeps the rows that differ', async ({ page }) => {
  await page.goto('/compare/trims.html');
  await page.getByLabel('Model').selectOption({ label: 'Kestrel' });
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare\/trims\.html\?model=KSTL$/);
  const table = page.getByRole('region', { name: /Kestrel trims/ }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(6);
  await expect(table.getByRole('columnheader').first()).toContainText('Base');

  // Horsepower differs between the Kestrel's trims (182 vs 260 hp); drivetrain (AWD on all) does not.
  const horsepower = table.getByRole('row', { name: /^Horsepower/ });
  await expect(horsepower).toHaveClass('compare__row--differs');
  await expect(horsepower).toContainText('182 hp');
  await expect(horsepower).toContainText('260 hp');
  const drivetrain = table.getByRole('row', { name: /^Drivetrain/ });
  await expect(drivetrain).not.toHaveClass('compare__row--differs');

  const allRows = await table.getByRole('row').count();
  await page.getByLabel('Show only differences').check();
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/diff=1/);
  const diffTable = page.getByRole('region', { name: /Kestrel trims/ }).getByRole('table');
  await expect(diffTable.getByRole('row', { name: /^Drivetrain/ })).toHaveCount(0);
  await expect(diffTable.getByRole('row', { name: /^Horsepower/ })).toHaveCount(1);
  expect(await diffTable.getByRole('row').count()).toBeLessThan(allRows);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test("global compare: the selects choose our vehicles and another maker's, and the competitors are shown", async ({ page }) => {
    await page.goto('/vehicle-info/compare/global.html');
    await expect(page.getByText('Choose two or three vehicles to compare them side by side.')).toBeVisible();
    await page.getByLabel('Vehicle 1').selectOption({ label: 'Kestrel Base' });
    await page.getByLabel('Vehicle 2').selectOption({ label: 'Lumen Base' });
    await page.getByLabel('Vehicle 3').selectOption({ label: '2027 Vessaro Calder SE' });
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\?v=2027-KSTL-BASE&v=2027-LUMN-BASE&v=vessaro-calder-se$/);
    const table = page.getByRole('region', { name: 'Side by side' }).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([/Kestrel Base/, /Lumen Base/, /Vessaro Calder SE\s*Other maker · demo\s*\$29,850/]);
    await expect(table.getByRole('row', { name: /^Range/ })).toContainText('miles');
    const rivals = page.getByRole('region', { name: "2027 Kestrel Base and other makers' vehicles" }).getByRole('table');
    await expect(rivals.getByRole('columnheader')).toHaveText([/2027 Kestrel Base\s*\$28,995/, /2027 Vessaro Calder SE\s*Other maker · demo\s*\$29,850/, /2027 Vessaro Calder Hybrid Luxe\s*Other maker · demo\s*\$35,990/]);
    await expect(page.getByText("Other makers' vehicles on this page are demo data").first()).toBeVisible();
  });
});

test("global compare: search and choose with the keyboard, then see other makers' vehicles with their MSRP", async ({ page }) => {
  await page.goto('/vehicle-info/compare/global.html');
  await expect(page.locator('x-compare-picker')).toHaveAttribute('data-island-state', 'hydrated');
  const first = page.getByRole('combobox', { name: 'Vehicle 1' });
  const second = page.getByRole('combobox', { name: 'Vehicle 2' });
  // Vehicles 2 and 3 are searched against vehicle 1, so they wait for it.
  await expect(second).toBeDisabled();

  await first.focus();
  await page.keyboard.type('kestrel sp');
  const firstList = page.getByRole('listbox', { name: 'Vehicles found' });
  await expect(firstList.getByRole('option')).toHaveText([/2027 Kestrel Sport\s*Crossovers · \$34,295/, /2026 Kestrel Sport\s*Crossovers · \$33,795/]);
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(firstList.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(first).toHaveAttribute('aria-activedescendant', (await firstList.getByRole('option').first().getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(first).toHaveValue('2027 Kestrel Sport');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await expect(second).toBeEnabled();
  await second.focus();
  await page.keyboard.type('calder');
  const secondList = page.getByRole('listbox', { name: 'Vehicles found' });
  await expect(secondList.getByRole('option')).toHaveText([/2027 Vessaro Calder Hybrid Luxe.*\$35,990\s*Other maker · demo/, /2027 Vessaro Calder SE.*\$29,850\s*Other maker · demo/]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(second).toHaveValue('2027 Vessaro Calder SE');
  // Enter with the list closed sends the form.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?v=2027-KSTL-SPRT&v=vessaro-calder-se&v=$/);

  const table = page.getByRole('region', { name: 'Side by side' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([/2027 Kestrel Sport\s*\$34,295/, /2027 Vessaro Calder SE\s*Other maker · demo\s*\$29,850/]);
  await expect(table.getByRole('row', { name: /^Horsepower/ }).getByRole('cell')).toHaveText(['260 hp', '190 hp']);
  const rivals = page.getByRole('region', { name: "2027 Kestrel Sport and other makers' vehicles" }).getByRole('table');
  await expect(rivals.getByRole('columnheader')).toHaveText([/2027 Kestrel Sport\s*\$34,295/, /2027 Vessaro Calder Hybrid Luxe\s*Other maker · demo\s*\$35,990/, /2027 Vessaro Calder SE\s*Other maker · demo\s*\$29,850/]);
  await expect(rivals.getByRole('row', { name: /^City fuel economy/ })).toContainText('41 mpg');
  await expect(page.getByText("Other makers' vehicles on this page are demo data").first()).toBeVisible();
  // The choices come back with the page, as chosen vehicles.
  await expect(page.locator('x-compare-picker')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page.getByRole('combobox', { name: 'Vehicle 1' })).toHaveValue('2027 Kestrel Sport');
  await expect(page.getByRole('combobox', { name: 'Vehicle 2' })).toHaveValue('2027 Vessaro Calder SE');
});

test('global compare search: no results, an unchosen text, Escape, and a search that cannot be reached', async ({ page }) => {
  await page.goto('/vehicle-info/compare/global.html');
  await expect(page.locator('x-compare-picker')).toHaveAttribute('data-island-state', 'hydrated');
  const first = page.getByRole('combobox', { name: 'Vehicle 1' });
  await first.focus();
  await page.keyboard.type('zephyr');
  await expect(first).toHaveAccessibleDescription(/^No vehicles match “zephyr”\./);
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  // Text that names no chosen vehicle is not sent empty: the field says why.
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByText('Choose a vehicle from the list, or clear the field.')).toBeVisible();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toBeFocused();
  await expect(page).toHaveURL(/global\.html$/);
  // Escape with the list closed clears the field.
  await page.keyboard.press('Escape');
  await expect(first).toHaveValue('');

  await page.route('**/services/compare/primarysearch**', (route) => route.abort());
  await page.keyboard.type('lumen');
  // The slot is the select it is without script, and says why.
  const select = page.getByLabel('Vehicle 1', { exact: true });
  await expect(select).toHaveAccessibleDescription(/^Vehicles could not be searched just now\. Choose from the list instead\. Type a model/);
  await select.selectOption({ label: 'Lumen Touring' });
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\?v=2027-LUMN-TOUR&v=&v=/);
  await expect(page.getByRole('region', { name: "2027 Lumen Touring and other makers' vehicles" }).getByRole('columnheader')).toHaveText([/2027 Lumen Touring/, /2027 Quillon Aster E Long Range\s*Other maker · demo\s*\$45,490/]);
});

test('global compare: results still on their way after Escape do not open the list again', async ({ page }) => {
  const held = await holdAnswers(page, '**/services/compare/primarysearch**', (query) => query.get('q')?.toLowerCase() === 'kestrel');
  await page.goto('/vehicle-info/compare/global.html');
  await expect(page.locator('x-compare-picker')).toHaveAttribute('data-island-state', 'hydrated');
  const first = page.getByRole('combobox', { name: 'Vehicle 1' });
  await first.focus();
  await page.keyboard.type('kes');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('trel');
  await expect.poll(held.asked).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  held.release();
  await page.waitForTimeout(500);
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(first).toHaveValue('kestrel');
});
