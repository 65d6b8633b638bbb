/**
 * The buying tools beyond the calculator: the guaranteed trade-in (estimate, then the lead that sends it to a
 * retailer, stored with the server's own estimate), and financing and leasing leading to the finance application.
 */
import { expect, test } from '@playwright/test';
import { completions, exportedLead, leadForm, listenForCompletion } from './lead-form-helpers.ts';
import { axeViolations } from './quality-helpers.ts';

const TRADE_IN = '/shopping-tools/guaranteed-trade-in.html';

test('a trade-in estimate for a certified pre-owned VIN, locked in with a retailer and stored with the same figure', async ({ page, request }) => {
  const search = await request.get('/services/inventory/search?kind=cpo&sort=year-asc&pageSize=1');
  const [vehicle] = ((await search.json()) as { vehicles: { vin: string; year: number; modelName: string; trimName: string }[] }).vehicles;
  if (!vehicle) throw new Error('no certified pre-owned vehicle');
  await page.goto(TRADE_IN);
  await page.getByRole('textbox', { name: /^VIN/ }).first().fill(vehicle.vin.toLowerCase());
  await page.getByRole('textbox', { name: /^Mileage/ }).first().fill('61000');
  await page.getByRole('combobox', { name: /^Condition/ }).first().selectOption('veryGood');
  await page.getByRole('button', { name: 'Get my estimate' }).click();
  await expect(page).toHaveURL(new RegExp(`vin=${vehicle.vin.toLowerCase()}&mileage=61000&condition=veryGood`));
  await expect(page.getByRole('heading', { level: 2, name: `${vehicle.year} ${vehicle.modelName} ${vehicle.trimName}` })).toBeVisible();
  const amount = (await page.locator('.trade-in__amount').textContent()) ?? '';
  expect(amount).toMatch(/^\$\d{1,3}(,\d{3})*$/);

  await page.getByRole('link', { name: 'Lock in this estimate' }).click();
  const island = await leadForm(page);
  await expect(island.getByRole('textbox', { name: /^VIN/ })).toHaveValue(vehicle.vin);
  await expect(island.getByRole('textbox', { name: /^Mileage/ })).toHaveValue('61000');
  await expect(island.getByRole('combobox', { name: /^Condition/ })).toHaveValue('veryGood');
  await listenForCompletion(page);
  await island.getByRole('textbox', { name: /^First name/ }).fill('Mia');
  await island.getByRole('textbox', { name: /^Last name/ }).fill('Chen');
  await island.getByRole('textbox', { name: /^Email/ }).fill('mia.chen@example.com');
  await island.getByRole('textbox', { name: /^Phone/ }).fill('785-555-0100');
  await island.getByRole('textbox', { name: /^ZIP code/ }).fill('66952');
  const retailers = island.getByRole('radiogroup', { name: /^Retailer/ });
  await expect(retailers.getByRole('radio').first()).toBeVisible();
  await retailers.getByRole('radio').first().check();
  await island.getByRole('button', { name: 'Send my estimate to the retailer' }).click();
  await expect(page.getByRole('dialog', { name: 'Your estimate is reserved' })).toBeVisible();
  const [event] = await completions(page);
  expect(event?.form).toBe('tradeIn');
  const lead = await exportedLead(request, event?.confirmationId ?? '', 'tradeIn');
  expect(lead.values).toMatchObject({ vin: vehicle.vin, mileage: '61000', condition: 'veryGood', tradeInEstimate: amount.replace(/[$,]/g, '') });
});

test('a VIN the program cannot price gets the validator’s message and no estimate', async ({ page }) => {
  await page.goto(`${TRADE_IN}?vin=1HGCM82633A004352&mileage=40000&condition=good`);
  await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.');
  await expect(page.locator('#trade-in-vin-error')).toHaveText('Error: The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.');
  await expect(page.locator('.trade-in__amount')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^VIN/ }).first()).toHaveAttribute('aria-invalid', 'true');
});

test('financing and leasing leads to the finance application, in Spanish too', async ({ page }) => {
  await page.goto('/es/shopping-tools/financing-and-leasing.html');
  await expect(page.getByRole('heading', { level: 2, name: '¿Financiar o arrendar?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ofertas de financiamiento de hoy' })).toBeVisible();
  await page.getByRole('link', { name: /^Solicitar financiamiento/ }).click();
  await expect(page).toHaveURL(/\/es\/shopping-tools\/apply-for-financing\.html$/);
  const island = await leadForm(page);
  await island.getByRole('button', { name: 'Enviar mi solicitud' }).click();
  await expect(island.locator('#field-firstName')).toBeFocused();
  await expect(island.locator('#field-creditConsent-error')).toHaveText('Hay un error: Autorice la revisión de crédito para enviar su solicitud.');
});

for (const path of ['/shopping-tools/financing-and-leasing.html', `${TRADE_IN}?vin=JF2FACA12LG504787&mileage=52000&condition=good`, `/zh${TRADE_IN}?vin=ABC&mileage=x&condition=good`, '/shopping-tools/apply-for-financing.html']) {
  test(`axe finds no WCAG 2.2 A/AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] })).toEqual([]);
  });
}
