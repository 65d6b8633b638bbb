/** What the lead-form specs share: waiting for the island, recording `form-complete`, and reading the export. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The page's form island, once it has hydrated. */
export async function leadForm(page: Page): Promise<Locator> {
  const island = page.locator('x-lead-form');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

/** Records `form-complete` events so the test can read them with `completions`. */
export async function listenForCompletion(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { formComplete: unknown[] }).formComplete = seen;
    window.addEventListener('form-complete', (event) => seen.push((event as CustomEvent).detail));
  });
}

export const completions = (page: Page) => page.evaluate(() => (window as unknown as { formComplete: { form: string; confirmationId: string }[] }).formComplete);

export interface ExportedLead {
  id: string;
  form: string;
  values: Record<string, string | string[]>;
  uploads: { field: string; fileName: string; contentType: string; size: number }[];
}

/**
 * The lead with this confirmation number as the digital team's export reads it from the database
 * (GET /services/leads/export with the token playwright.config.ts starts the server with).
 */
export async function exportedLead(request: APIRequestContext, id: string, form: string): Promise<ExportedLead> {
  const response = await request.get(`/services/leads/export?form=${form}&format=ndjson`, { headers: { authorization: `Bearer ${process.env.E2E_EXPORT_TOKEN ?? ''}` } });
  expect(response.status()).toBe(200);
  const lead = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ExportedLead)
    .find((item) => item.id === id);
  if (!lead) throw new Error(`lead ${id} is not in the export`);
  return lead;
}

/** The fleet form's company and contact fields, filled as a Wichita fleet buyer would (the specs then differ on the rest). */
export async function fillFleetContact(island: Locator, email: string): Promise<void> {
  const field = (name: string) => island.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await field('Company name').fill('Acme Deliveries');
  await field('Company address').fill('100 Main St');
  await field('City').fill('Wichita');
  await island.getByLabel(/^State/).selectOption('KS');
  await field('ZIP code').fill('67202');
  await field('First name').fill('Rosa');
  await field('Last name').fill('Diaz');
  await field('Email').fill(email);
  await field('Phone').fill('316-555-0100');
}

/** Picks the 2026 Tarn and sends the fleet form; answers the confirmation number its thank-you event carried. */
export async function sendFleetRequest(page: Page, island: Locator): Promise<string> {
  await island.getByRole('combobox', { name: /^Year/ }).selectOption('2026');
  await island.getByRole('combobox', { name: /^Model/ }).selectOption('TARN');
  await listenForCompletion(page);
  await island.getByRole('button', { name: 'Contact the fleet team' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your fleet request' })).toBeVisible();
  const [event] = await completions(page);
  return event?.confirmationId ?? '';
}
