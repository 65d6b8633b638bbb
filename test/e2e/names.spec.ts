/**
 * Names on a Chinese page (DECISIONS.md): the family name field comes first, a one-character family name (王) is a
 * whole name in the browser and on the server, and every message is in Chinese.
 */
import { expect, test } from '@playwright/test';
import { completions, leadForm, listenForCompletion } from './lead-form-helpers.ts';

test('a Chinese visitor gives 王 as family name (asked first), reads Chinese messages, and the lead is stored', async ({ page }) => {
  await page.goto('/zh/shopping-tools/reservation-cancellation.html');
  const form = await leadForm(page);
  await listenForCompletion(page);

  // The family name (姓) comes before the given name (名): first in the page's order and in the tab order.
  const textboxes = form.getByRole('textbox');
  await expect(textboxes.nth(0)).toHaveAccessibleName(/^姓/);
  await expect(textboxes.nth(1)).toHaveAccessibleName(/^名/);
  await textboxes.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^名/)).toBeFocused();

  await form.getByLabel(/^姓/).fill('王');
  await form.getByLabel(/^名/).fill('小明');
  await form.getByLabel(/^电子邮箱/).fill('not-an-email');
  await form.getByLabel(/^预订码/).fill('RSV2026KS01');
  await page.getByRole('button', { name: '取消我的预订' }).click();

  // The invalid fields say so in Chinese; the one-character family name is not refused.
  await expect(form.getByText('请输入有效的电子邮件地址。')).toBeVisible();
  await expect(form.getByText('请同意取消条款。')).toBeVisible();
  await expect(form.getByLabel(/^姓/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/Please|characters/)).toHaveCount(0);

  await form.getByLabel(/^电子邮箱/).fill('wang.xiaoming@example.com');
  await form.getByRole('checkbox').check();
  await page.getByRole('button', { name: '取消我的预订' }).click();
  await expect.poll(async () => (await completions(page)).length).toBe(1);
});

test('a one-letter Latin family name is refused in Chinese on a Chinese page', async ({ page }) => {
  await page.goto('/zh/shopping-tools/reservation-cancellation.html');
  const form = await leadForm(page);
  await form.getByLabel(/^姓/).fill('W');
  await form.getByLabel(/^名/).click();
  await expect(form.getByText('请至少输入 2 个字符。')).toBeVisible();
});
