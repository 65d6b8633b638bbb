/**
 * A half-typed form survives a reload (src/domain/forms/draft.ts): what the visitor typed comes back with a note and
 * a way to start over, nothing is marked wrong for it, and the draft is gone once the form is sent.
 */
import { expect, test, type Locator } from '@playwright/test';
import { exportedLead, fillFleetContact, leadForm, sendFleetRequest } from './lead-form-helpers.ts';
import { axeViolations } from './quality-helpers.ts';

const field = (island: Locator, name: string) => island.getByRole('textbox', { name: new RegExp(`^${name}`) });
const RESTORED = 'We kept what you typed before the page reloaded.';

test('a reload keeps what the visitor typed; Start over empties the form; a sent form leaves no draft', async ({ page, request }) => {
  await page.goto('/shopping-tools/fleet-sales.html');
  let island = await leadForm(page);
  await field(island, 'Company name').fill('Acme Deliveries');
  await expect(island.getByRole('status').filter({ hasText: RESTORED })).toHaveCount(0);
  // The draft is written a moment after a change, and at once when the page is left: the reload right after the last
  // keystroke keeps it too.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('halden:form-draft:fleet'))).toContain('Acme Deliveries');
  await island.getByLabel(/^State/).selectOption('KS');
  await field(island, 'First name').fill('Rosa');
  await page.reload();
  island = await leadForm(page);
  await expect(field(island, 'Company name')).toHaveValue('Acme Deliveries');
  await expect(field(island, 'First name')).toHaveValue('Rosa');
  await expect(island.getByLabel(/^State/)).toHaveValue('KS');
  await expect(island.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  // Restored values are not errors waiting to be shown.
  await expect(island.locator('[aria-invalid="true"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await island.getByRole('button', { name: 'Start over' }).click();
  await expect(field(island, 'Company name')).toHaveValue('');
  await expect(field(island, 'First name')).toHaveValue('');
  await expect(island.getByRole('status').filter({ hasText: RESTORED })).toHaveCount(0);
  await expect(field(island, 'Company name')).toBeFocused();
  await page.reload();
  island = await leadForm(page);
  await expect(field(island, 'Company name')).toHaveValue('');

  // Typed again and sent: the lead is stored, and the form comes back empty.
  await fillFleetContact(island, 'rosa.draft@example.com');
  await field(island, 'Number of vehicles').fill('40');
  expect((await exportedLead(request, await sendFleetRequest(page, island), 'fleet')).values).toMatchObject({ companyName: 'Acme Deliveries', email: 'rosa.draft@example.com' });
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('halden:form-draft:fleet'))).toBeNull();
  await page.reload();
  island = await leadForm(page);
  await expect(field(island, 'Company name')).toHaveValue('');
});

test('the note is in the page language @desktop', async ({ page }) => {
  await page.goto('/es/shopping-tools/fleet-sales.html');
  let island = await leadForm(page);
  await island.getByRole('textbox').first().fill('Acme');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('halden:form-draft:fleet'))).toContain('Acme');
  await page.reload();
  island = await leadForm(page);
  await expect(island.getByRole('status').filter({ hasText: 'Conservamos lo que escribió antes de que la página se recargara.' })).toBeVisible();
  await expect(island.getByRole('button', { name: 'Empezar de nuevo' })).toBeVisible();
});

test('what is typed in the first frame after hydration is kept, and an older draft does not overwrite it @desktop', async ({ page }) => {
  // Frames are held until the test lets them go, so the keystrokes land before the draft has been read (a busy phone).
  await page.addInitScript(() => {
    const held: FrameRequestCallback[] = [];
    const request = window.requestAnimationFrame.bind(window);
    let holding = true;
    window.requestAnimationFrame = (callback) => {
      if (!holding) return request(callback);
      held.push(callback);
      return 0;
    };
    (window as unknown as { releaseFrames: () => void }).releaseFrames = () => {
      holding = false;
      for (const callback of held.splice(0)) request(callback);
    };
  });
  await page.goto('/shopping-tools/fleet-sales.html');
  await page.evaluate(() => sessionStorage.setItem('halden:form-draft:fleet', JSON.stringify({ companyName: 'Older Draft Co', firstName: 'Ines' })));
  await page.reload();
  const island = await leadForm(page);
  await field(island, 'Company name').fill('Acme Deliveries');
  await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
  await expect(field(island, 'First name')).toHaveValue('Ines');
  await expect(field(island, 'Company name')).toHaveValue('Acme Deliveries');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('halden:form-draft:fleet'))).toContain('Acme Deliveries');
  expect(await page.evaluate(() => sessionStorage.getItem('halden:form-draft:fleet'))).toContain('Ines');
});
