/**
 * The accessibility gate: every page type (test/quality/page-types.ts) in English, Spanish and Chinese, at phone and
 * desktop widths (the two projects), checked by axe-core against WCAG 2.0–2.2 A and AA and axe's best practices once
 * its islands have hydrated. Zero violations, and no page wider than the screen (WCAG 1.4.10 Reflow). States behind an interaction (menus, dialogs, errors shown, filters
 * open) are checked in the specs of their features and below.
 */
import { expect } from '@playwright/test';
import { pageTypes, prefixesOf } from '../quality/page-types.ts';
import { addressOf, axeViolations, horizontalOverflow, pageCheck as test, prepareVisitor, settle } from './quality-helpers.ts';

for (const type of pageTypes()) {
  for (const prefix of prefixesOf(type)) {
    test(`axe finds no WCAG 2.2 A/AA violations on ${prefix || '/en'} ${type.name}`, async ({ page, context, request, baseURL }) => {
      // axe on a long page takes seconds on a 2-core machine; give these the slow-test budget.
      test.slow();
      await prepareVisitor(type, context, baseURL!);
      const address = await addressOf(type, prefix, request);
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(type.status ?? 200);
      await settle(page);
      expect(await axeViolations(page), address).toEqual([]);
      // WCAG 1.4.10 Reflow: nothing makes the page scroll sideways, at phone width as on a desktop.
      const overflow = await horizontalOverflow(page);
      expect(overflow.by, `${address} scrolls sideways: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(0);
    });
  }
}

test('axe finds nothing with the phone menu and a disclaimer alert open @phone', async ({ page }) => {
  await page.goto('/');
  await page.locator('summary.menu-toggle__button').click();
  expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag22aa'] })).toEqual([]);
  await page.locator('summary.menu-toggle__button').click();
  await page.getByRole('button', { name: 'Disclaimer 1: Special offers' }).click();
  await expect(page.getByRole('dialog', { name: 'Special offers' })).toBeVisible();
  expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag22aa'] })).toEqual([]);
});
