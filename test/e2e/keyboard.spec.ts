/**
 * Keyboard-only journeys and what they rely on: a lead form sent without a pointer, the retailer finder from search to
 * "Make this my retailer", a focus indicator on every stop of the tab order, the Filters dialog trapping and returning
 * focus, and reduced motion turning the site's animations off. (Build & Price by keyboard alone is in
 * build-price.spec.ts; the disclaimer alert, island modal, accordion and tabs have their own keyboard tests.)
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { exportedLead, leadForm, listenForCompletion, completions } from './lead-form-helpers.ts';

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is not reached in `limit` stops. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let stop = 0; stop < limit; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} was not reached in ${limit} Tab presses`);
}

/** Whether the focused element shows a focus indicator: an outline or a box shadow that is drawn. */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { visible: true, what: 'body' };
    const style = getComputedStyle(element);
    const drawn = (item: CSSStyleDeclaration) => (item.outlineStyle !== 'none' && parseFloat(item.outlineWidth) > 0) || item.boxShadow !== 'none';
    // The indicator is on the element, or on the control around it that draws it for its parts (:focus-within).
    let ring = drawn(style);
    for (let parent = element.parentElement, depth = 0; !ring && parent && depth < 3; parent = parent.parentElement, depth += 1) {
      ring = parent.matches(':focus-within') && getComputedStyle(parent).outlineStyle !== 'none' && parseFloat(getComputedStyle(parent).outlineWidth) > 0;
    }
    const what = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return { visible: ring, what };
  });

for (const path of ['/', '/build/2026/all-categories/VNTA/SPRT/colors', '/vehicle-info/local-inventory.html?zip=66952', '/support/get-email-updates.html', '/find/a-retailer.html?q=66952', '/es/owners/recalls/airbag-recall.html']) {
  test(`every stop of the tab order on ${path} shows a focus indicator @desktop`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await page.waitForLoadState('load');
    const missing: string[] = [];
    const seen = new Set<string>();
    for (let stop = 0; stop < 80; stop += 1) {
      await page.keyboard.press('Tab');
      const { visible, what } = await focusIndicator(page);
      if (seen.has(what) && what !== 'body') break;
      seen.add(what);
      if (!visible) missing.push(what);
    }
    expect(seen.size).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
}

test('keyboard only: the email sign-up form is filled, ticked and sent, and the lead is stored @desktop', async ({ page, request }) => {
  await page.goto('/support/get-email-updates.html');
  const island = await leadForm(page);
  await listenForCompletion(page);
  await tabTo(page, island.getByRole('textbox', { name: /^First name/ }));
  await page.keyboard.type('Rosa');
  await page.keyboard.press('Tab');
  await expect(island.getByRole('textbox', { name: /^Last name/ })).toBeFocused();
  await page.keyboard.type('Delgado');
  await tabTo(page, island.getByRole('textbox', { name: /^Email/ }), 5);
  await page.keyboard.type('rosa.delgado@example.com');
  await tabTo(page, island.getByRole('textbox', { name: /^ZIP code/ }), 5);
  await page.keyboard.type('66952');
  await tabTo(page, island.getByRole('checkbox', { name: 'Offers and incentives' }), 5);
  await page.keyboard.press('Space');
  await expect(island.getByRole('checkbox', { name: 'Offers and incentives' })).toBeChecked();
  await tabTo(page, island.getByRole('button', { name: 'Sign me up' }), 10);
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('dialog', { name: 'You are signed up' });
  await expect(thanks).toBeVisible();
  // The dialog takes focus; Escape closes it and focus is back where the visitor was, on the button they pressed.
  await expect(thanks.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(thanks).toBeHidden();
  await expect(island.getByRole('button', { name: 'Sign me up' })).toBeFocused();
  const [done] = await completions(page);
  expect(done?.form).toBe('emailSignup');
  const lead = await exportedLead(request, done!.confirmationId, 'emailSignup');
  expect(lead.values).toMatchObject({ firstName: 'Rosa', lastName: 'Delgado', email: 'rosa.delgado@example.com', zipCode: '66952', interests: ['offers'] });
});

test('keyboard only: the retailer finder searches a ZIP and makes the nearest retailer mine @desktop', async ({ page, context }) => {
  await page.goto('/find/a-retailer.html');
  const island = page.locator('x-retailer-finder');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  const box = island.getByRole('combobox', { name: 'ZIP code or city' });
  await tabTo(page, box);
  await page.keyboard.type('64105');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?q=64105$/);
  const first = island.locator('.finder-card').first();
  const name = ((await first.locator('.finder-card__name').textContent()) ?? '').trim();
  const make = first.getByRole('button', { name: `Make this my retailer ${name}` });
  await tabTo(page, make, 40);
  await page.keyboard.press('Enter');
  await expect(first.getByText('Your preferred retailer')).toBeVisible();
  const cookie = (await context.cookies()).find((item) => item.name === 'geo-data');
  expect(decodeURIComponent(cookie?.value ?? '')).toContain('"selectedDealer"');
});

test('the Filters dialog keeps focus inside while open and gives it back to its button on Escape @phone', async ({ page }) => {
  await page.goto('/vehicle-info/local-inventory.html?zip=66952');
  await expect(page.locator('x-inventory-filters')).toHaveAttribute('data-island-state', 'hydrated');
  const opener = page.getByRole('button', { name: 'Filters' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  // A modal dialog: focus cycles through its controls and may pass to the browser's own interface, but never reaches
  // the page behind it. The page notes where each focus lands (a focusin listener), and is asked once at the end: one
  // look per Tab made 60 stops take over 30 s on a loaded machine.
  await dialog.evaluate((element) => {
    const log: string[] = [];
    (window as unknown as { focusLog: string[] }).focusLog = log;
    document.addEventListener('focusin', (event) => log.push(element.contains(event.target as Node) ? 'inside' : 'page'));
  });
  for (let stop = 0; stop < 60; stop += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  const log = await page.evaluate(() => (window as unknown as { focusLog: string[] }).focusLog);
  expect(log.filter((where) => where === 'page'), 'no Tab reaches the page behind the dialog').toEqual([]);
  expect(log.filter((where) => where === 'inside').length).toBeGreaterThan(50);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('with reduced motion the site turns its animations and transitions off', async ({ browser }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto('/');
    // In seconds (the stylesheet is minified, so 200ms may read .2s): the motion tokens and a button's transition.
    const durations = await page.evaluate(() => {
      const seconds = (value: string) => Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))));
      const root = getComputedStyle(document.documentElement);
      return {
        duration: seconds(root.getPropertyValue('--duration')),
        overlay: seconds(root.getPropertyValue('--overlay-animation')),
        overlayDelay: seconds(root.getPropertyValue('--overlay-hide-delay')),
        button: seconds(getComputedStyle(document.querySelector('.button')!).transitionDuration),
      };
    });
    if (reducedMotion === 'reduce') {
      expect(durations.duration).toBe(0);
      expect(durations.overlay).toBe(0);
      expect(durations.overlayDelay).toBe(0);
      expect(durations.button).toBeLessThanOrEqual(0.00001);
    } else {
      expect(durations).toMatchObject({ duration: 0.2, overlay: 0.6, overlayDelay: 0.2 });
      expect(durations.button).toBeGreaterThan(0);
    }
    await context.close();
  }
});
