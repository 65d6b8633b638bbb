import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './quality-helpers.ts';

async function box(page: Page, path = '/support/customer-support.html') {
  await page.goto(path);
  const island = page.locator('x-faq-search');
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

test('typing in the FAQ search box shows the matching questions in place, counted for screen readers, and keeps them in the address', async ({ page }) => {
  const island = await box(page);
  const field = island.getByRole('searchbox', { name: 'Search the questions' });
  const answered = page.waitForResponse((response) => response.url().includes('/services/questions?') && response.url().includes('q=tire'));
  await field.pressSequentially('tire', { delay: 20 });
  const response = await answered;
  const body = (await response.json()) as { total: number; questions: { question: string; url: string }[] };
  expect(body.total).toBeGreaterThan(0);
  const status = island.getByRole('status');
  await expect(status).toHaveText(body.total === 1 ? '1 question matches “tire”.' : `${body.total} questions match “tire”.`);
  const results = island.getByRole('list', { name: 'Matching questions' });
  await expect(results.getByRole('link')).toHaveText(body.questions.map((item) => item.question));
  await expect(page).toHaveURL(/[?&]faq=tire/);

  // A word no question has: said so, and the list goes.
  await field.fill('zeppelin');
  await expect(status).toHaveText('No question matches “zeppelin”. Try other words, or send us a message below.');
  await expect(results).toHaveCount(0);
  // Emptied: nothing is said and the address forgets the search.
  await field.fill('');
  await expect(status).toHaveText('');
  await expect(page).not.toHaveURL(/faq=/);
});

test('the FAQ search box answers from the keyboard in Spanish, and its result link opens the question', async ({ page }) => {
  const island = await box(page, '/es/support/customer-support.html');
  const field = island.getByRole('searchbox', { name: 'Buscar en las preguntas' });
  await field.focus();
  await page.keyboard.type('VIN');
  await page.keyboard.press('Enter');
  await expect(island.getByRole('status')).toHaveText(/preguntas? coinciden? con “VIN”\./);
  const first = island.getByRole('list', { name: 'Preguntas que coinciden' }).getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/es\/.+#.+/);
  expect(await axeViolations(page, { include: 'x-faq-search' })).toEqual([]);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href?.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&') ?? ''}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ search box is a GET form the server answers', async ({ page }) => {
    await page.goto('/zh/support/customer-support.html');
    await page.getByRole('searchbox', { name: '搜索常见问题' }).fill('VIN');
    await page.getByRole('button', { name: '搜索', exact: true }).last().click();
    await expect(page).toHaveURL(/\/zh\/support\/customer-support\.html\?faq=VIN#/);
    await expect(page.locator('x-faq-search').getByRole('status')).toHaveText(/与“VIN”相符。$/);
    await expect(page.locator('x-faq-search').getByRole('list').getByRole('link').first()).toBeVisible();
  });
});
