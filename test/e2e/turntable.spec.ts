/**
 * The colours step's turntable and the accessories in the picture (issue 22 items 1, 2, 5): the car turns through
 * its eight angles by keys, buttons and drag, shows its cabin in the interior colour, wears the accessories added on
 * the accessories step, and every accessory card has its illustration.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, layoutShifts, recordLayoutShifts } from './quality-helpers.ts';

const COLORS = '/build/2026/all-categories/KSTL/PREM/colors';
const ACCESSORIES = '/build/2026/all-categories/KSTL/PREM/accessories';

const ANGLES = [
  ['head-on', 0, 'Front view'],
  ['front', 45, 'Front three-quarter view'],
  ['side', 90, 'Side view'],
  ['rear', 135, 'Rear three-quarter view'],
  ['tail-on', 180, 'Rear view'],
  ['rear-right', 225, 'Rear three-quarter view, passenger side'],
  ['side-right', 270, 'Side view, passenger side'],
  ['front-right', 315, 'Front three-quarter view, passenger side'],
] as const;

async function island(page: Page): Promise<Locator> {
  const element = page.locator('x-build-price');
  await expect(element).toHaveAttribute('data-island-state', 'hydrated');
  return element;
}

const picture = (page: Page) => page.locator('.bp-colors__stage .bp-picture');

async function expectAngle(page: Page, slider: Locator, index: number) {
  const [view, angle, name] = ANGLES[index % ANGLES.length] ?? ANGLES[0];
  await expect(slider).toHaveAttribute('aria-valuenow', String(angle));
  await expect(slider).toHaveAttribute('aria-valuetext', name);
  await expect(page.locator('.bp-turntable__name')).toHaveText(name);
  await expect(picture(page)).toHaveAttribute('src', new RegExp(`/images/vehicle/crossover/${view}/[0-9a-f]{6}\\.svg`));
  await expect(picture(page)).toHaveAttribute('alt', new RegExp(`, ${name}$`));
}

test('the arrow keys turn the car through all eight angles and round again', async ({ page }) => {
  await page.goto(COLORS);
  const bp = await island(page);
  const slider = bp.getByRole('slider', { name: 'Turn the car' });
  await expectAngle(page, slider, 1);
  await slider.focus();
  for (let step = 2; step <= 9; step++) {
    await page.keyboard.press('ArrowRight');
    await expectAngle(page, slider, step);
  }
  await page.keyboard.press('ArrowLeft');
  await expectAngle(page, slider, 0);
  await page.keyboard.press('End');
  await expectAngle(page, slider, 7);
  await page.keyboard.press('Home');
  await expectAngle(page, slider, 0);
  // The picture shown loads; only it loaded with the page (the neighbours follow on interaction).
  await expect.poll(() => picture(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('the previous and next buttons turn the car, and the angle is announced', async ({ page }) => {
  await page.goto(COLORS);
  const bp = await island(page);
  const slider = bp.getByRole('slider', { name: 'Turn the car' });
  await expect(page.locator('.bp-turntable__name')).toHaveAttribute('aria-live', 'polite');
  for (let step = 2; step <= 9; step++) {
    await bp.getByRole('link', { name: 'Next angle' }).click();
    await expectAngle(page, slider, step);
  }
  await bp.getByRole('link', { name: 'Previous angle' }).click();
  await expectAngle(page, slider, 0);
});

test('dragging across the picture turns the car', async ({ page }) => {
  await page.goto(COLORS);
  const bp = await island(page);
  const slider = bp.getByRole('slider', { name: 'Turn the car' });
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  if (!box) throw new Error('The turntable has no box');
  const y = box.y + box.height / 2;
  const start = box.x + box.width * 0.8;
  await page.mouse.move(start, y);
  await page.mouse.down();
  // Leftwards by four and a half angles' worth (an angle is a sixteenth of the width, at least 24 px): four angles on.
  const step = Math.max(24, box.width / 16);
  await page.mouse.move(start - step * 4.5, y, { steps: 9 });
  await page.mouse.up();
  await expectAngle(page, slider, 5);
});

test('the interior shows the cabin in the interior colour, and Exterior goes back to the angle left', async ({ page, request }) => {
  const data = (await (await request.get('/services/vehicles/config/data/2026/KSTL')).json()) as { colorData: { default: boolean; interiorColors: { code: string; name: string; rgb: string; default: boolean }[] }[] };
  await page.goto(COLORS);
  const bp = await island(page);
  const slider = bp.getByRole('slider', { name: 'Turn the car' });
  await slider.press('ArrowRight');
  await expectAngle(page, slider, 2);
  await bp.getByRole('radio', { name: 'Interior' }).check();
  await expect(slider).toHaveCount(0);
  const chosen = await bp.locator('input[name="int"]:checked').getAttribute('value');
  const interior = data.colorData.flatMap((color) => color.interiorColors).find((item) => item.code === chosen);
  expect(interior).toBeDefined();
  await expect(picture(page)).toHaveAttribute('src', `/images/vehicle/crossover/interior/${interior?.rgb.slice(1).toLowerCase() ?? ''}.svg`);
  await expect(picture(page)).toHaveAttribute('alt', new RegExp(`${interior?.name ?? ''}, Interior view$`));
  const svg = await (await request.get((await picture(page).getAttribute('src')) ?? '')).text();
  expect(svg).toContain(`data-rgb="${interior?.rgb.toLowerCase() ?? ''}"`);
  await bp.getByRole('radio', { name: 'Exterior' }).check();
  await expectAngle(page, bp.getByRole('slider', { name: 'Turn the car' }), 2);
});

test('a colour chip’s picture is fetched while the pointer rests on it (on a phone, on the press), and is the picture its choice shows', async ({ page, isMobile }) => {
  await page.goto(COLORS);
  const bp = await island(page);
  const slider = bp.getByRole('slider', { name: 'Turn the car' });
  await slider.press('ArrowRight');
  await expectAngle(page, slider, 2);
  // A colour not chosen, and the address its picture will have at this angle.
  const other = bp.locator('.bp-swatch:has(input[name="ext"]:not(:checked))').first();
  const rgb = await other.evaluate(async (label) => {
    const code = (label.querySelector('input') as HTMLInputElement).value;
    const response = await fetch(`/services/vehicles/config/data/2026/KSTL`);
    const data = (await response.json()) as { colorData: { code: string; rgb: string }[] };
    return data.colorData.find((color) => color.code === code)?.rgb.slice(1).toLowerCase() ?? '';
  });
  expect(rgb).toMatch(/^[0-9a-f]{6}$/);
  const address = `/images/vehicle/crossover/side/${rgb}.svg`;
  const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === address, { timeout: 5_000 });
  // A mouse rests on the chip; a finger has only the press before its tap ends.
  if (isMobile) await other.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, button: 0 });
  else await other.hover();
  await fetched;
  // Nothing was chosen by resting on it.
  await expect(picture(page)).not.toHaveAttribute('src', address);
  await other.click();
  await expect(picture(page)).toHaveAttribute('src', address);
  await expect.poll(() => picture(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('axe finds nothing on the colours step with the turntable', async ({ page }) => {
  await page.goto(COLORS);
  await island(page);
  await page.getByRole('slider', { name: 'Turn the car' }).press('ArrowRight');
  expect(await axeViolations(page)).toEqual([]);
});

test('a roof basket added on the accessories step is on the car, and every card has its illustration', async ({ page }) => {
  await page.goto(ACCESSORIES);
  const bp = await island(page);
  const cards = bp.locator('.bp-accessory');
  const count = await cards.count();
  expect(count).toBeGreaterThan(10);
  for (let index = 0; index < count; index++) {
    await expect(cards.nth(index).locator('img.bp-accessory__art')).toHaveAttribute('src', /^\/images\/accessory\/[a-z-]+\.svg$/);
  }
  await expect(bp.locator('#acc-ROOFBASKET img')).toHaveAttribute('src', '/images/accessory/roof-basket.svg');
  await expect(bp.locator('#acc-CROSSBAR img')).toHaveAttribute('src', '/images/accessory/crossbars.svg');
  const art = bp.locator('#acc-ROOFBASKET img');
  await art.scrollIntoViewIfNeeded();
  await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // The build's picture (the side panel on wide screens, present on phones too) wears nothing yet.
  const aside = page.locator('.bp-aside .bp-picture');
  await expect(aside).toHaveAttribute('src', /\/images\/vehicle\/crossover\/front\/[0-9a-f]{6}\.svg$/);
  await bp.getByRole('button', { name: 'Add Roof cargo basket', exact: true }).click();
  // The basket needs the crossbars: the dialog says so and Proceed adds both.
  const dialog = page.getByRole('dialog', { name: 'Update your accessories?' });
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(aside).toHaveAttribute('src', /\/images\/vehicle\/crossover\/front\/[0-9a-f]{6}\.svg\?acc=crossbars\.roof-basket$/);
  // The phone bar's small picture (kept in view on this step) wears it too, at the smallest width.
  await expect(page.locator('img.bp-bar__thumb')).toHaveAttribute('src', /\/images\/vehicle\/crossover\/side\/[0-9a-f]{6}\.svg\?acc=crossbars\.roof-basket&wid=400$/);
  const svg = await (await page.request.get((await aside.getAttribute('src')) ?? '')).text();
  expect(svg).toContain('<g id="acc-roof-basket">');
  expect(svg).toContain('<g id="acc-crossbars">');
  expect(await axeViolations(page)).toEqual([]);

  // Back on the colours step the turntable shows it from every angle.
  await page.goto(COLORS);
  const again = await island(page);
  const slider = again.getByRole('slider', { name: 'Turn the car' });
  await expect(picture(page)).toHaveAttribute('src', /\?acc=crossbars\.roof-basket$/);
  await slider.press('ArrowRight');
  await expect(picture(page)).toHaveAttribute('src', /\/side\/[0-9a-f]{6}\.svg\?acc=crossbars\.roof-basket$/);
});

test('the page does not move when the turntable starts, and without script its arrows are links to the next angles', async ({ page, browser }) => {
  // Layout shifts from the first paint until the island has started (nine no-script radios once gave 0.11 at 390 px).
  await recordLayoutShifts(page);
  await page.goto(COLORS);
  await island(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await layoutShifts(page);
  const shift = shifts.reduce((sum, { value }) => sum + value, 0);
  expect(shift, JSON.stringify(shifts, null, 1)).toBe(0);

  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(COLORS);
  // No slider without script: the picture is a picture, and the arrows lead to the step at the neighbouring angles.
  await expect(plain.getByRole('slider')).toHaveCount(0);
  await expect(plain.getByRole('link', { name: 'Next angle' })).toHaveAttribute('href', /\/colors\?.*view=side/);
  await plain.getByRole('link', { name: 'Previous angle' }).click();
  await expect(plain.locator('.bp-colors__stage .bp-picture')).toHaveAttribute('src', /\/images\/vehicle\/crossover\/head-on\//);
  await expect(plain.locator('.bp-turntable__name')).toHaveText('Front view');
  await context.close();
});
