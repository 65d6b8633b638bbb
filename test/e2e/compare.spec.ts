import { expect, test } from '@playwright/test';

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

test('global compare: two vehicles of different models side by side @desktop', async ({ page }) => {
  await page.goto('/vehicle-info/compare/global.html');
  await expect(page.getByText('Choose two or three vehicles to compare them side by side.')).toBeVisible();
  await page.getByLabel('Vehicle 1').selectOption({ label: 'Kestrel Base' });
  await page.getByLabel('Vehicle 2').selectOption({ label: 'Lumen Base' });
  await page.getByRole('button', { name: 'Compare' }).click();
  const table = page.getByRole('region', { name: 'Side by side' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([/Kestrel Base/, /Lumen Base/]);
  await expect(table.getByRole('row', { name: /^Range/ })).toContainText('miles');
});
