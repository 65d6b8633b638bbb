/**
 * The accessibility gate: every page type (test/quality/page-types.ts) in English, Spanish and Chinese, at phone and
 * desktop widths (the two projects), checked by axe-core against WCAG 2.0–2.2 A and AA and axe's best practices once
 * its islands have hydrated. Zero violations. States behind an interaction (menus, dialogs, errors shown, filters
 * open) are checked in the specs of their features and below.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pageTypes, prefixesOf } from '../quality/page-types.ts';
import { addressOf, prepareVisitor, settle } from './quality-helpers.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(summary, address).toEqual([]);
    });
  }
}

test('axe finds nothing with the phone menu and a disclaimer alert open @phone', async ({ page }) => {
  await page.goto('/');
  await page.locator('summary.menu-toggle__button').click();
  let results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.locator('summary.menu-toggle__button').click();
  await page.getByRole('button', { name: 'Disclaimer 1: Special offers' }).click();
  await expect(page.getByRole('dialog', { name: 'Special offers' })).toBeVisible();
  results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
