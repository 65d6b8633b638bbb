/**
 * Every journey without script, at phone and desktop widths: a lead form completed and sent as plain HTML (the vehicle
 * from one server-rendered list, the retailer from those nearest the saved ZIP, the thank-you on a page), a whole
 * Build & Price build from model to summary by links and forms (the phone bar's Next keeping every choice, the other
 * transmission of a trim, what an accessory's conflict removed said on the page), and every lead form's page giving
 * each of its fields a name, so the browser sends them all.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { FORMS } from '#domain/forms/definitions.ts';
import { FORM_PAGES } from '#domain/forms/pages.ts';
import { emptyGeoData, serializeGeoData } from '#domain/geo/geo-data.ts';
import { sitePages } from '#domain/platform/site-map.ts';
import { exportedLead } from './lead-form-helpers.ts';
import { axeViolations } from './quality-helpers.ts';

test.use({ javaScriptEnabled: false });

const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>;
const t = (key: string, params: Record<string, string> = {}) => Object.entries(params).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), (en[key] ?? key).replaceAll('{brand}', 'Halden'));
const CONFIRMATION = /L[0-9A-HJKMNP-TV-Z]{10}/;

/**
 * axe on the page as a browser without script shows it. axe itself needs script (its queue runs on timers), so the page
 * as it is now is shown again in a context that runs it: the same markup with its `<noscript>` content as elements and
 * no scripts, and the stylesheet's `(scripting: none)` rules in force instead of its `(scripting: enabled)` ones.
 */
async function axe(page: Page): Promise<string[]> {
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
    .replace(/<\/?noscript>/g, '');
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    const url = page.url();
    await copy.route(
      (address) => address.href === url,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copy.route('**/*.css', async (route) => {
      const response = await route.fetch();
      const css = (await response.text()).replaceAll('(scripting: none)', 'all').replaceAll('(scripting: enabled)', 'not all');
      await route.fulfill({ response, body: css });
    });
    await copy.goto(url);
    // The visitor bar above the header is being wired in by its own change (and checked by the layout's tests).
    return await axeViolations(copy, { exclude: '.visitor-bar' });
  } finally {
    await context.close();
  }
}

interface NearRetailer {
  id: string;
  name: string;
}

async function retailersNear(request: APIRequestContext, zip: string): Promise<NearRetailer[]> {
  const response = await request.get(`/services/dealers/by/zip?zipcode=${zip}&count=5`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { dealers: { dealer: NearRetailer }[] }).dealers.map((item) => item.dealer);
}

/** A day a week from now, as a date field's value. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test.describe('a lead form without script', () => {
  test('test drive: the ZIP saved on the ZIP page, a retailer near it and a vehicle from the list, sent as plain HTML; the thank-you is a page and the lead is exported', async ({ page, request }) => {
    const [nearest] = await retailersNear(request, '66952');
    if (!nearest) throw new Error('no retailer near 66952');
    // The visitor saves their ZIP with the ZIP page's own form (a GET form, no script), and comes back to the form.
    await page.goto(`/confirm-your-zipcode.html?returnUrl=${encodeURIComponent('/shopping-tools/schedule-a-test-drive.html')}`);
    await page.getByRole('textbox', { name: /^ZIP code/ }).fill('66952');
    await page.locator('form.geo-form').getByRole('button').click();
    await expect(page).toHaveURL(/\/shopping-tools\/schedule-a-test-drive\.html$/);

    const form = page.locator('form.lead-form');
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByRole('textbox', { name: /^First name/ }).fill('Mia');
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Chen');
    await form.getByRole('textbox', { name: /^Email/ }).fill('mia.nojs@example.com');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('785-555-0100');
    await expect(form.getByRole('textbox', { name: /^ZIP code/ })).toHaveValue('66952');
    // The retailers nearest the saved ZIP are listed by the server; the four narrowing selects give way to one list.
    await form.getByRole('radio', { name: new RegExp(nearest.name) }).check();
    await expect(form.locator('#field-vehicle-year')).toBeHidden();
    const vehicle = form.getByRole('combobox', { name: /^Year, model and trim/ });
    await vehicle.selectOption({ label: '2026 Vanta Sport' });
    await form.getByLabel(/^Preferred date/).fill(nextWeek());
    await form.getByRole('button', { name: t('form.testDrive.submit') }).click();

    await expect(page).toHaveURL(/\/shopping-tools\/schedule-a-test-drive\.html\?confirmation=L[0-9A-Z]{10}$/);
    await expect(page.getByRole('heading', { name: t('form.testDrive.thanksTitle') })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(CONFIRMATION);
    const id = new URL(page.url()).searchParams.get('confirmation') ?? '';
    expect((await exportedLead(request, id, 'testDrive')).values).toMatchObject({ email: 'mia.nojs@example.com', retailer: nearest.id, vehicle: '2026|VNTA|SPRT|', zipCode: '66952' });
  });

  test('test drive with no ZIP saved: sent with a ZIP, it comes back with the retailers near that ZIP to choose from, the answers kept @desktop', async ({ page, request }) => {
    const [nearest] = await retailersNear(request, '64105');
    if (!nearest) throw new Error('no retailer near 64105');
    await page.goto('/es/shopping-tools/schedule-a-test-drive.html');
    const form = page.locator('form.lead-form');
    await expect(form.getByText(/^Después envíe el formulario/)).toBeVisible();
    await form.getByRole('textbox', { name: /^Nombre/ }).fill('Lucía');
    await form.getByRole('textbox', { name: /^Apellido/ }).fill('Gómez');
    await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill('lucia.nojs@example.com');
    await form.getByRole('textbox', { name: /^Teléfono/ }).fill('816-555-0100');
    await form.getByRole('textbox', { name: /^Código postal/ }).fill('64105');
    await form.getByRole('combobox', { name: /^Año, modelo y versión/ }).selectOption({ label: '2026 Tarn, cualquier versión' });
    await form.getByLabel(/^Fecha preferida/).fill(nextWeek());
    await form.getByRole('button').last().click();

    // The form's page again (the post's own address), in Spanish: the answers kept, the nearest retailers to choose from.
    await expect(page).toHaveURL(/\/services\/contact\/testdrive$/);
    const again = page.locator('form.lead-form');
    await expect(again.getByRole('textbox', { name: /^Apellido/ })).toHaveValue('Gómez');
    await expect(again.getByRole('combobox', { name: /^Año, modelo y versión/ })).toHaveValue('2026|TARN||');
    const retailers = again.getByRole('radiogroup', { name: /^Concesionario/ });
    await expect(retailers).toHaveAttribute('aria-invalid', 'true');
    await retailers.getByRole('radio', { name: new RegExp(nearest.name) }).check();
    await again.getByRole('button').last().click();
    await expect(page).toHaveURL(/\/es\/shopping-tools\/schedule-a-test-drive\.html\?confirmation=L[0-9A-Z]{10}$/);
    const id = new URL(page.url()).searchParams.get('confirmation') ?? '';
    expect((await exportedLead(request, id, 'testDrive')).values).toMatchObject({ lastName: 'Gómez', retailer: nearest.id, vehicle: '2026|TARN||', zipCode: '64105' });
  });

  test('axe finds nothing on the test-drive form without script, with a ZIP saved and with errors showing', async ({ page, context }) => {
    test.slow();
    await saveZip(context, '66952');
    await page.goto('/shopping-tools/schedule-a-test-drive.html');
    expect(await axe(page)).toEqual([]);
    await page.locator('form.lead-form').getByRole('button', { name: t('form.testDrive.submit') }).click();
    await expect(page.locator('.field__error').first()).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});

/** The visitor's saved place (and retailer), as the site's own geo-data cookie holds it. */
async function saveZip(context: BrowserContext, zip: '66952', retailer = '') {
  const data = { ...emptyGeoData(), userZipCode: zip, zipCode: zip, city: 'Lebanon', state: 'KS', selectedDealer: retailer, dealerZipCode: retailer ? zip : '' };
  const origin = test.info().project.use.baseURL ?? 'http://127.0.0.1:3310';
  await context.addCookies([{ name: 'geo-data', value: encodeURIComponent(serializeGeoData(data)), url: origin }]);
}

function pageOf(formName: string): string {
  const [key, forms] = Object.entries(FORM_PAGES).find(([, item]) => Object.values(item).some((form) => form.name === formName)) ?? [];
  const path = sitePages('Halden').find((page) => page.key === key)?.path ?? '';
  const kind = forms && Object.keys(forms).length > 1 ? Object.entries(forms).find(([, item]) => item.name === formName)?.[0] : undefined;
  return kind ? `${path}?kind=${kind}` : path;
}

test('every lead form without script: each control has a name, and every field of the form is among them @desktop', async ({ page, context, request }) => {
  test.slow();
  const [nearest] = await retailersNear(request, '66952');
  await saveZip(context, '66952', nearest?.id ?? '');
  const problems: string[] = [];
  for (const form of FORMS) {
    const path = pageOf(form.name);
    await page.goto(path);
    const element = page.locator('form.lead-form');
    if ((await element.count()) === 0) {
      problems.push(`${form.name}: no form on ${path}`);
      continue;
    }
    // What the browser would send: every control it can see or that is hidden on purpose.
    const sent = () =>
      element.evaluate((node) =>
        [...(node as HTMLFormElement).elements]
          .filter((control) => control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)
          .filter((control) => (control as HTMLInputElement).type === 'hidden' || (control as HTMLElement).getClientRects().length > 0 || (control as HTMLInputElement).type === 'file')
          .map((control) => ({ name: (control as HTMLInputElement).name, id: control.id, disabled: (control as HTMLInputElement).disabled })),
      );
    const controls = await sent();
    // Fields that apply only for another field's value (the nomination's organization, for "Another organization")
    // show once that value is chosen.
    for (const when of new Map(form.fields.flatMap((field) => (field.visibleWhen ? [[`${field.visibleWhen.field}=${field.visibleWhen.value}`, field.visibleWhen]] : []))).values()) {
      await element.locator(`input[name="${when.field}"][value="${when.value}"]`).check();
      controls.push(...(await sent()));
    }
    for (const control of controls) if (!control.name) problems.push(`${form.name}: #${control.id} has no name`);
    for (const control of controls) if (control.disabled) problems.push(`${form.name}: #${control.id} is disabled`);
    const names = new Set(controls.map((control) => control.name));
    for (const field of form.fields) if (!names.has(field.name)) problems.push(`${form.name}: nothing sends ${field.name}`);
  }
  expect(problems).toEqual([]);
});

/** The build data the page prices from, so the expected figures come from the catalog. */
interface Data {
  trims: { code: string; name: string; msrp: number; transmissions: { code: string; name: string; msrp: number }[] }[];
  colorData: { code: string; name: string }[];
  accessories: { code: string; name: string; finalPrice: number }[];
}

const dollars = (text: string) => Number(text.replace(/[^0-9]/g, ''));

/** Next, the way the visitor's screen offers it: the price bar's button on a phone, the step's own link on a desktop. */
async function next(page: Page, phone: boolean, step: string) {
  const label = t('bp.nav.next', { step: t(`bp.step.${step}`) });
  const link = phone ? page.locator('.bp-bar').getByRole('link', { name: label }) : page.locator('.bp-stepnav').getByRole('link', { name: label });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${t(`bp.heading.${step}`).replace(/\{.*$/, '')}`) })).toBeVisible();
}

test('Build & Price without script: model to summary, the other transmission, Next keeping every choice, and a conflict said on the page', async ({ page, request }) => {
  test.slow();
  const phone = (page.viewportSize()?.width ?? 0) <= 900;
  const data = (await (await request.get('/services/vehicles/config/data/2026/VNTA')).json()) as Data;
  const sport = data.trims.find((trim) => trim.code === 'SPRT');
  const second = sport?.transmissions[1];
  if (!sport || !second) throw new Error('the Vanta Sport has no second transmission');
  const accessory = (code: string) => data.accessories.find((item) => item.code === code) ?? { code, name: code, finalPrice: 0 };
  const mats = accessory('CARPETMAT');
  const liners = accessory('FLOORLINER');

  await page.goto('/build.html');
  await page.getByRole('link', { name: 'Select the 2026 Vanta' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your 2026 Vanta trim' })).toBeVisible();
  // The Sport's card offers its transmissions itself: the second one, then Select.
  const card = page.locator('.bp-trim').filter({ has: page.getByRole('heading', { name: sport.name, exact: true }) });
  const gearbox = card.getByRole('group', { name: t('bp.transmission.legend', { trim: sport.name }) });
  await expect(gearbox.getByRole('radio')).toHaveCount(sport.transmissions.length);
  await gearbox.getByRole('radio', { name: new RegExp(second.name) }).check();
  await card.getByRole('button', { name: `Select ${sport.name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your colors' })).toBeVisible();
  await expect(page).toHaveURL(/\/SPRT\/colors\?/);
  expect(new URL(page.url()).searchParams.get('tr')).toBe(second.code);

  const white = data.colorData.find((color) => color.code === 'W3P');
  if (!white) throw new Error('no W3P colour');
  await page.getByRole('radio', { name: new RegExp(`^${white.name}`) }).check();
  await page.getByRole('button', { name: t('bp.colors.apply') }).click();
  await expect(page).toHaveURL(/\/colors\?.*ext=W3P/);
  const colour = white.code;

  await next(page, phone, 'packages');
  // The address still carries every choice.
  expect(new URL(page.url()).searchParams.get('tr')).toBe(second.code);
  expect(new URL(page.url()).searchParams.get('ext')).toBe(colour);
  await next(page, phone, 'accessories');
  expect(new URL(page.url()).searchParams.get('tr')).toBe(second.code);

  // Carpeted mats, then all-weather liners, which cannot go with them: the page says the mats were removed.
  await page.getByRole('button', { name: `Add ${mats.name}`, exact: true }).first().click();
  await expect(page.getByRole('button', { name: `Remove ${mats.name}`, exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: `Add ${liners.name}`, exact: true }).first().click();
  const note = page.locator('.bp-changes');
  await expect(note).toContainText(t('bp.changes.intro', { name: liners.name }));
  await expect(note).toContainText(t('bp.changes.removed', { name: mats.name }));
  await expect(page.getByRole('button', { name: `Remove ${liners.name}`, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${mats.name}`, exact: true }).first()).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await next(page, phone, 'summary');
  expect(new URL(page.url()).searchParams.get('acc')).toBe(liners.code);
  await expect(page.getByRole('heading', { level: 2, name: `Your 2026 Vanta ${sport.name}` })).toBeVisible();
  const lines = page.locator('.bp-summary table.bp-lines');
  await expect(lines).toContainText(second.name);
  await expect(lines).toContainText(liners.name);
  await expect(lines).not.toContainText(mats.name);
  const amounts = await lines.locator('tbody td .bp-amount').allTextContents();
  const total = dollars((await lines.locator('.bp-lines__total .bp-amount').textContent()) ?? '');
  expect(total).toBe(amounts.reduce((sum, text) => sum + dollars(text), 0));
  expect(amounts.map(dollars)).toContain(second.msrp);
});

test('axe finds nothing on the trim step with its transmission choice, without script', async ({ page }) => {
  test.slow();
  await page.goto('/build/2026/all-categories/VNTA');
  await expect(page.locator('.bp-gearbox')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});
