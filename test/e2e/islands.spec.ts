import { expect, test, type Page } from '@playwright/test';

const DEMO = 'x-styleguide-demo';

async function openDemo(page: Page, url = '/styleguide.html') {
  await page.goto(url);
  const island = page.locator(DEMO);
  await island.scrollIntoViewIfNeeded();
  return island;
}

async function captureIslandErrors(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { islandErrors: unknown[] }).islandErrors = [];
    document.addEventListener('island:error', (event) => {
      (window as unknown as { islandErrors: unknown[] }).islandErrors.push((event as CustomEvent).detail);
    });
  });
}

test('an island loads its chunk when it nears the viewport and hydrates with its server markup', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/styleguide.html');
  await expect(page.locator(DEMO)).not.toHaveAttribute('data-island-state', /.+/);
  expect(scripts.some((path) => path.includes('styleguide-demo'))).toBe(false);

  const island = await openDemo(page);
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  expect(scripts.some((path) => path.includes('styleguide-demo'))).toBe(true);

  // It is live: removing a pill removes it and announces it.
  await island.getByRole('button', { name: 'Remove filter: SUV' }).click();
  await expect(island.getByRole('button', { name: 'Remove filter: SUV' })).toHaveCount(0);
  await expect(island.getByRole('status').filter({ hasText: 'Filter removed: SUV' })).toBeAttached();
  await island.getByRole('button', { name: 'Reset' }).click();
  await expect(island.getByRole('button', { name: 'Remove filter: SUV' })).toBeVisible();
});

test('the island modal traps focus, closes on Escape and returns focus to its opener', async ({ page }) => {
  const island = await openDemo(page);
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  const opener = island.getByRole('button', { name: 'Open dialog' });
  const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
  expect(await rootOverflow()).not.toBe('hidden');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Check prices near you' });
  await expect(dialog).toBeVisible();
  // The page behind does not scroll while the dialog is open, and scrolls again once it closes.
  expect(await rootOverflow()).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await rootOverflow()).not.toBe('hidden');
});

test('islands hydrate in Spanish with the Spanish dictionary, which is then cached for 24 hours', async ({ page }) => {
  const island = await openDemo(page, '/es/styleguide.html');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('halden:i18n:es') ?? 'null') as { version: string; savedAt: number; entries: Record<string, string> } | null);
  expect(cached?.version).toBe(await page.locator('html').getAttribute('data-i18n-version'));
  expect(cached?.entries['island.error']).toBe('No se pudo cargar esta parte de la página. Vuelva a cargar la página para intentarlo de nuevo.');
  expect(Date.now() - (cached?.savedAt ?? 0)).toBeLessThan(60_000);

  // A second page reads the dictionary from local storage instead of the network.
  const dictionaryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/libs/cq/i18n/')) dictionaryRequests.push(request.url());
  });
  const again = await openDemo(page, '/es/styleguide.html');
  await expect(again).toHaveAttribute('data-island-state', 'hydrated');
  expect(dictionaryRequests).toEqual([]);
});

test('local-storage version 1.25: a minor mismatch removes only the saved language; a major one clears product data', async ({ page }) => {
  await page.goto('/styleguide.html');
  await page.evaluate(() => {
    localStorage.setItem('halden:storage-version', '1.24');
    localStorage.setItem('halden:language', 'es');
    localStorage.setItem('halden:build-and-price', '{"version":"0002"}');
    localStorage.setItem('other-site', 'kept');
  });
  let island = await openDemo(page);
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  // The Spanish saved under 1.24 is gone; the page then saves its own language.
  expect(await page.evaluate(() => [localStorage.getItem('halden:storage-version'), localStorage.getItem('halden:language'), localStorage.getItem('halden:build-and-price')])).toEqual([
    '1.25',
    'en',
    '{"version":"0002"}',
  ]);

  await page.evaluate(() => localStorage.setItem('halden:storage-version', '0.9'));
  island = await openDemo(page);
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  // The dictionary comes back with the hydration, and the brand font's flag whenever the head script has fetched the
  // font after the page (decision 028): both are written again after the clean-up, at their own times.
  expect(keys.filter((key) => key !== 'halden:i18n:en' && key !== 'halden:brand-font')).toEqual(['halden:language', 'halden:storage-version', 'other-site']);
});

test("a missing island chunk is reported as 'Loading chunk … failed (missing)' and the rest of the page keeps working", async ({ page, isMobile }) => {
  await captureIslandErrors(page);
  await page.route(/\/assets\/styleguide-demo-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  const island = await openDemo(page);
  await expect(island).toHaveAttribute('data-island-state', 'error');
  const errors = (await page.evaluate(() => (window as unknown as { islandErrors: { message: string; type: string }[] }).islandErrors));
  expect(errors).toHaveLength(1);
  expect(errors[0]?.type).toBe('missing');
  expect(errors[0]?.message).toMatch(/^Loading chunk styleguide-demo failed\.\n\(missing: .*\/assets\/styleguide-demo-[^/]+\.js\)$/);
  // The server markup is still there and the shell still works.
  await expect(island.getByRole('button', { name: 'Open dialog' })).toBeVisible();
  if (isMobile) {
    await page.locator('summary.menu-toggle__button').click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Owners', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Recalls' })).toBeVisible();
  }
});

test("a failing network is reported as 'Loading chunk … failed (error)'", async ({ page }) => {
  await captureIslandErrors(page);
  await page.route(/\/assets\/styleguide-demo-[^/]+\.js$/, (route) => route.abort('connectionreset'));
  const island = await openDemo(page);
  await expect(island).toHaveAttribute('data-island-state', 'error');
  const errors = await page.evaluate(() => (window as unknown as { islandErrors: { type: string; message: string }[] }).islandErrors);
  expect(errors[0]?.type).toBe('error');
  expect(errors[0]?.message).toMatch(/^Loading chunk styleguide-demo failed\.\n\(error: /);
});

test('an island whose stylesheet cannot load is reported with code CSS_CHUNK_LOAD_FAILED', async ({ page }) => {
  await captureIslandErrors(page);
  await page.goto('/styleguide.html');
  await page.locator(DEMO).evaluate((element) => element.setAttribute('data-css', '/assets/does-not-exist.css'));
  const island = page.locator(DEMO);
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-island-state', 'error');
  const errors = await page.evaluate(() => (window as unknown as { islandErrors: { code: string }[] }).islandErrors);
  expect(errors[0]?.code).toBe('CSS_CHUNK_LOAD_FAILED');
});

test('an island that throws while rendering shows its fallback and the rest of the page keeps working', async ({ page }) => {
  await captureIslandErrors(page);
  await page.route(/\/assets\/styleguide-demo-[^/]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export const island = { tag: 'x-styleguide-demo', module: 'styleguide-demo', Component() { throw new Error('broken island'); } };",
    }),
  );
  const island = await openDemo(page);
  await expect(island).toHaveAttribute('data-island-state', 'error');
  await expect(island.getByRole('status')).toHaveText('This part of the page could not be loaded. Please reload the page to try again.');
  const errors = await page.evaluate(() => (window as unknown as { islandErrors: { message: string }[] }).islandErrors);
  expect(errors.map((error) => error.message)).toContain('broken island');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design system');
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('a page with an island loads the runtime as a module and nothing inline but the image fallback', async ({ page }) => {
  await page.goto('/styleguide.html');
  const scripts = await page.evaluate(() => [...document.scripts].map((script) => ({ id: script.id, type: script.type, src: script.getAttribute('src'), inline: script.textContent?.trim().length ?? 0 })));
  expect(scripts).toHaveLength(2);
  expect(scripts[0]).toMatchObject({ id: 'head-script', src: null });
  expect(scripts[1]?.type).toBe('module');
  expect(scripts[1]?.src).toMatch(/^\/assets\/runtime-[\w-]+\.js$/);
  expect(scripts[1]?.inline).toBe(0);
});

test('the retailer finder searching breaks no rule of the page’s Content Security Policy', async ({ page }) => {
  // zod, which checks the answers, probes for `new Function` unless the runtime tells it not to; the CSP refuses it,
  // and the refusal is a violation DevTools reports as an issue (Lighthouse's Best Practices counts it) even though
  // zod catches it.
  const session = await page.context().newCDPSession(page);
  const issues: string[] = [];
  session.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details).slice(0, 300));
  });
  await session.send('Audits.enable');
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  await page.goto('/find/a-retailer.html');
  const finder = page.locator('x-retailer-finder');
  await expect(finder).toHaveAttribute('data-island-state', 'hydrated');
  await finder.getByRole('combobox', { name: 'ZIP code or city' }).fill('Kansas Ci');
  await expect(finder.getByRole('option').first()).toContainText('Kansas City');
  await finder.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(finder.locator('.finder-card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(issues).toEqual([]);
});
