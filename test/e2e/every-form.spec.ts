/**
 * Every lead form the other specs do not walk through, filled the same way from its declaration: submitting it empty
 * focuses the first required field and shows its message; filled with valid answers it shows its thank-you (or goes
 * to its success page), raises `form-complete` with its name, and its lead is in the digital team's export.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { FORMS } from '#domain/forms/definitions.ts';
import type { FieldConfig, FormDefinition } from '#domain/forms/types.ts';
import { FORM_PAGES } from '#domain/forms/pages.ts';
import { sitePages } from '#domain/platform/site-map.ts';
import { completions, exportedLead, leadForm, listenForCompletion } from './lead-form-helpers.ts';

const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>;
const t = (key: string) => (en[key] ?? key).replaceAll('{brand}', 'Halden');
/** Walked through step by step in forms.spec.ts and lead-forms.spec.ts. */
const COVERED = new Set(['quote', 'testDrive', 'contact', 'shareStory', 'shareTheLove', 'fleet', 'emailSignup', 'contactRetailer', 'reservationCancellation', 'tradeIn']);

/** A valid answer for each text field, by name. */
const ANSWERS: Record<string, string> = {
  firstName: 'Mia',
  lastName: 'Chen',
  email: 'mia.chen@example.com',
  phone: '785-555-0100',
  zipCode: '66952',
  storyCity: 'Topeka',
  storyTitle: 'Our first winter with it',
  storyText: 'Snow, ice and a long drive to the grandparents: not a single worry.',
  retailerName: 'Frontier Auto',
  organizationName: 'Prairie Food Bank',
  organizationUrl: 'https://www.prairiefood.example.org',
  orderId: '2026000123',
  shopName: 'Frontier Collision Center',
  vin: 'JF1GPAY67G8331894',
  mileage: '12000',
  address: '100 Main St',
  city: 'Topeka',
  comments: 'Thank you for your help.',
  housingPayment: '1450',
  annualIncome: '68000',
  downPayment: '3000',
  employer: 'Prairie Couriers',
};

function pageOf(form: FormDefinition): string {
  const [key, forms] = Object.entries(FORM_PAGES).find(([, item]) => Object.values(item).includes(form)) ?? [];
  const path = sitePages('Halden').find((page) => page.key === key)?.path ?? '';
  const kind = forms && Object.keys(forms).length > 1 ? Object.entries(forms).find(([, item]) => item === form)?.[0] : undefined;
  return kind ? `${path}?kind=${kind}` : path;
}

const label = (field: FieldConfig) => new RegExp(`^${t(field.options?.props?.label ?? field.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function fill(island: Locator, field: FieldConfig) {
  switch (field.component) {
    case 'state':
      return island.getByRole('combobox', { name: label(field) }).selectOption('KS');
    case 'retailer':
      return expect(island.getByRole('radiogroup', { name: label(field) }).getByRole('radio').first()).toBeVisible().then(() => island.getByRole('radiogroup', { name: label(field) }).getByRole('radio').first().check());
    case 'vehicle':
      await island.getByRole('combobox', { name: /^Year/ }).selectOption('2026');
      return island.getByRole('combobox', { name: /^Model/ }).selectOption({ index: 1 });
    case 'checkbox':
      if ((field.options?.props?.choices ?? []).length > 0) return island.getByRole('group', { name: label(field) }).getByRole('checkbox').first().check();
      return island.getByRole('checkbox', { name: label(field) }).check();
    case 'radio':
      return island.getByRole('radiogroup', { name: label(field) }).getByRole('radio').first().check();
    case 'select':
      return island.getByRole('combobox', { name: label(field) }).selectOption({ index: 1 });
    case 'file':
      return island.getByRole('textbox', { name: /^YouTube or web link/ }).fill('https://youtu.be/dQw4w9WgXcQ');
    case 'hidden':
      return undefined;
    default:
      return island.getByRole('textbox', { name: label(field) }).fill(ANSWERS[field.name] ?? `${field.name} answer`);
  }
}

for (const form of FORMS.filter((item) => !COVERED.has(item.name))) {
  test(`${form.name}: empty submit focuses the first field with its message; filled, it is stored and exported`, async ({ page, request }) => {
    await page.goto(pageOf(form));
    const island = await leadForm(page);
    await listenForCompletion(page);
    const submit = island.getByRole('button', { name: t(`form.${form.name}.submit`) });
    // A wizard (form.steps) checks its first step with Next, and goes on step by step.
    const next = island.getByRole('button', { name: t('form.step.next') });
    await (form.steps ? next : submit).click();
    const first = form.fields.find((field) => field.component !== 'hidden' && field.options?.props?.required);
    if (!first) throw new Error(`${form.name} has no required field`);
    await expect(island.locator(`#${first.id}`)).toBeFocused();
    await expect(island.locator(`#${first.id}-error`)).toBeVisible();

    const steps = form.steps ?? [{ name: '', fields: form.fields.map((field) => field.name) }];
    for (const [index, step] of steps.entries()) {
      for (const field of form.fields.filter((item) => item.component === 'hidden' || step.fields.includes(item.name))) await fill(island, field);
      if (index < steps.length - 1) {
        await next.click();
        await expect(page).toHaveURL(new RegExp(`#${steps[index + 1]?.name}$`));
      }
    }
    await submit.click();
    if (form.thankYou) await expect(page.getByRole('dialog', { name: t(form.thankYou.title) })).toBeVisible();
    else await expect(page.getByRole('status')).toContainText(/L[0-9A-Z]{10}/);
    const [event] = await completions(page);
    expect(event?.form).toBe(form.name);

    expect((await exportedLead(request, event?.confirmationId ?? '', form.name)).values).toMatchObject({ email: 'mia.chen@example.com' });
  });
}
