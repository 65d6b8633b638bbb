/**
 * Forms posted by the browser itself (no script ran): the answer is a page, never JSON — a 303 to the thank-you
 * once the lead is stored, or the form's page again (400) with the visitor's answers and the rules' messages in
 * their language. And the digital team's export over HTTP, behind its token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM, FORMS } from '#domain/forms/definitions.ts';
import { FORM_PAGES } from '#domain/forms/pages.ts';
import { emptyGeoData, serializeGeoData } from '#domain/geo/geo-data.ts';
import { sitePages } from '#domain/platform/site-map.ts';
import { validateValues } from '#domain/validation/index.ts';
import { leadOutbox, leads } from '#db/schema.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { failInsertsInto } from '../../support/db-faults.ts';

const TOKEN = 'export-token-for-the-tests-0123456789';
const mailDir = mkdtempSync(join(tmpdir(), 'halden-leads-mail-'));
const uploadDir = mkdtempSync(join(tmpdir(), 'halden-uploads-'));

let t: TestApp;
/** What the app logged at warn level and above. */
const warnings: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LEADS_MAIL_DIR: mailDir, LEADS_UPLOAD_DIR: uploadDir, LEADS_WORKER: 'off', LEADS_EXPORT_TOKEN: TOKEN, LEADS_RATE_LIMIT: 'off' }, { warnings });
});
afterAll(async () => {
  await t?.close();
  rmSync(mailDir, { recursive: true, force: true });
  rmSync(uploadDir, { recursive: true, force: true });
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const CONFIRMATION = 'L[0-9A-HJKMNP-TV-Z]{10}';
const cancellation = { firstName: 'Kai', lastName: 'Nakamura', email: 'kai.nakamura@example.com', reservationCode: 'RSV2026KS01', cancellationTerms: 'on' };

const post = (url: string, values: Record<string, string>, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT, ...SAME_ORIGIN }, payload: new URLSearchParams({ ...values, lang }).toString() });

describe('a form posted without script', () => {
  it('is stored, then the visitor is sent (303) to the form page with the confirmation, which shows the thank-you', async () => {
    const response = await post('/services/reservation/cancel/coupon', cancellation);
    expect(response.statusCode).toBe(303);
    const location = response.headers.location ?? '';
    expect(location).toMatch(new RegExp(`^/shopping-tools/reservation-cancellation\\.html\\?confirmation=${CONFIRMATION}$`));
    const id = new URL(location, 'http://x').searchParams.get('confirmation') ?? '';
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.form).toBe('reservationCancellation');
    const page = await t.app.inject({ url: location });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your reservation cancellation is received');
    expect(page.body).toContain(`Your confirmation number is ${id}.`);
    expect(page.body).not.toContain('<x-lead-form');
  });

  it('in Spanish lands on the Spanish page', async () => {
    const response = await post('/services/reservation/cancel/coupon', { ...cancellation, email: 'kai.es@example.com' }, 'es');
    expect(response.headers.location).toMatch(new RegExp(`^/es/shopping-tools/reservation-cancellation\\.html\\?confirmation=${CONFIRMATION}$`));
  });

  it('with errors gets its page again (400): the messages in the visitor language, the answers kept, nothing stored', async () => {
    const before = (await t.database.db.select().from(leads)).length;
    const response = await post('/services/reservation/cancel/coupon', { ...cancellation, reservationCode: 'R'.repeat(31), cancellationTerms: '' }, 'es');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="es-US"');
    expect(response.body).toContain('Acepte los términos de cancelación.');
    expect(response.body).toContain('value="Nakamura"');
    expect(response.body).toContain('aria-invalid="true"');
    expect((await t.database.db.select().from(leads)).length).toBe(before);
  });

  it('gets one answer, its page, whether it had errors (400) or the database failed (503): nothing is sent after the page', async () => {
    const logged = warnings.length;
    const invalid = await post('/services/reservation/cancel/coupon', { ...cancellation, cancellationTerms: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('aria-invalid="true"');
    const heal = failInsertsInto(t.database.db, leadOutbox);
    let failed;
    try {
      failed = await post('/services/reservation/cancel/coupon', { ...cancellation, email: 'kai.down@example.com' });
    } finally {
      heal();
    }
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['content-type']).toMatch(/^text\/html/);
    expect(failed.body).toContain('Sorry, we were unable to reach the service. Your answers are kept; please try again.');
    expect(failed.body).toContain('value="kai.down@example.com"');
    // Fastify warns when a handler sends again after its answer (FST_ERR_REP_ALREADY_SENT); the 503 logs its cause.
    const lines = warnings.slice(logged).map((line) => (JSON.parse(line) as { msg?: string; err?: { code?: string } }));
    expect(lines.filter((line) => line.err?.code === 'FST_ERR_REP_ALREADY_SENT')).toEqual([]);
    expect(lines.map((line) => line.msg)).toEqual(['lead not stored: the database failed']);
  });

  it('to a retailer lands on sent-to-retailer, naming the retailer', async () => {
    const response = await post('/services/contact/retailer', {
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar@example.com',
      zipCode: '13418',
      retailer: '10004',
      contactMethod: 'email',
      comments: 'Is it still available?',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(new RegExp(`^/shopping-tools/sent-to-retailer\\.html\\?confirmation=${CONFIRMATION}&retailer=10004$`));
    const page = await t.app.inject({ url: response.headers.location ?? '' });
    expect(page.body).toContain('Your message is with the retailer');
    expect(page.body).toMatch(/<h3>[^<]+<\/h3>/);
  });

  it('a sent-to-retailer address with a forged confirmation shows no number', async () => {
    const page = await t.app.inject({ url: '/shopping-tools/sent-to-retailer.html?confirmation=%3Cscript%3E&retailer=../../x' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Your confirmation number is');
    expect(page.body).not.toContain('<script>');
  });

  it('by a robot (honeypot filled) is redirected like a person, and nothing is stored', async () => {
    const before = (await t.database.db.select().from(leads)).length;
    const response = await post('/services/reservation/cancel/coupon', { ...cancellation, website_url: 'http://spam.example' });
    expect(response.statusCode).toBe(303);
    expect((await t.database.db.select().from(leads)).length).toBe(before);
  });
});

describe('a lead form page without script', () => {
  /** The visitor's saved ZIP (and retailer), as the site's geo-data cookie holds them. */
  const saved = (zip: string, retailer = '') => ({ cookie: `geo-data=${encodeURIComponent(serializeGeoData({ ...emptyGeoData(), zipCode: zip, userZipCode: zip, city: 'Lebanon', state: 'KS', selectedDealer: retailer, dealerZipCode: retailer ? zip : '' }))}` });
  /** The no-script vehicle list: the `<noscript>` that holds the select named vehicle. */
  const vehicleList = (form: string) => [...form.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((match) => match[1] ?? '').find((part) => part.includes('name="vehicle"')) ?? '';
  const leadForm = (html: string) => /<form class="lead-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const testDrive = { firstName: 'Mia', lastName: 'Chen', email: 'mia.chen@example.com', phone: '785-555-0100', zipCode: '66952', vehicle: '2026|VNTA|SPRT|', comments: '' };

  it('lists the retailers nearest the saved ZIP as named choices, and every year, model and trim in one named select', async () => {
    const near = (await t.app.inject({ url: '/services/dealers/by/zip?zipcode=66952&count=5' })).json<{ dealers: { dealer: { id: string } }[] }>();
    const page = await t.app.inject({ url: '/shopping-tools/schedule-a-test-drive.html', headers: saved('66952') });
    const form = leadForm(page.body);
    expect(form).toContain('action="/services/contact/testdrive" method="post"');
    expect(near.dealers).toHaveLength(5);
    for (const { dealer } of near.dealers) expect(form).toContain(`name="retailer" value="${dealer.id}"`);
    // Without script the picker's narrowing selects give way to one list (they have no name: their value is the list's).
    const list = vehicleList(form);
    expect(list).toContain('<select name="vehicle" id="field-vehicle"');
    expect(list).toContain('<optgroup label="2026 Vanta">');
    expect(list).toContain('<option value="2026|VNTA||">2026 Vanta, any trim</option>');
    expect(list).toContain('<option value="2026|VNTA|SPRT|">2026 Vanta Sport</option>');
    expect(form).toContain('class="lead-form__grid lead-form__vehicle-steps"');
  });

  it('keeps a vehicle a Build & Price link names, its colour included, chosen in the list', async () => {
    const page = await t.app.inject({ url: '/shopping-tools/schedule-a-test-drive.html?model=VNTA&year=2026&trim=SPRT&color=Y7Z' });
    const list = vehicleList(leadForm(page.body));
    expect(list).toMatch(/<option value="2026\|VNTA\|SPRT\|Y7Z" selected="">2026 Vanta Sport, [^<]+<\/option>/);
  });

  it('says how to get the retailers when no ZIP is saved, and lists those near the ZIP sent when the page comes back (400)', async () => {
    const empty = leadForm((await t.app.inject({ url: '/es/shopping-tools/schedule-a-test-drive.html' })).body);
    expect(empty).not.toContain('name="retailer"');
    expect(empty).toContain('Después envíe el formulario');
    const near = (await t.app.inject({ url: '/services/dealers/by/zip?zipcode=64105&count=5' })).json<{ dealers: { dealer: { id: string } }[] }>();
    const response = await post('/services/contact/testdrive', { ...testDrive, zipCode: '64105', date: nextWeek() }, 'es');
    expect(response.statusCode).toBe(400);
    const form = leadForm(response.body);
    for (const { dealer } of near.dealers) expect(form).toContain(`name="retailer" value="${dealer.id}"`);
    expect(form).toMatch(/<fieldset id="field-retailer"[^>]*aria-invalid="true"/);
    expect(form).toMatch(/<option value="2026\|VNTA\|SPRT\|" selected="">/);
  });

  it('test drive sent as plain HTML with a retailer near the saved ZIP: 303 to its page, which shows the thank-you', async () => {
    const near = (await t.app.inject({ url: '/services/dealers/by/zip?zipcode=66952&count=1' })).json<{ dealers: { dealer: { id: string } }[] }>();
    const retailer = near.dealers[0]?.dealer.id ?? '';
    const response = await post('/services/contact/testdrive', { ...testDrive, retailer, date: nextWeek() });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(new RegExp(`^/shopping-tools/schedule-a-test-drive\\.html\\?confirmation=${CONFIRMATION}$`));
    const id = new URL(response.headers.location ?? '', 'http://x').searchParams.get('confirmation') ?? '';
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ form: 'testDrive', retailerId: retailer });
    const page = await t.app.inject({ url: response.headers.location ?? '' });
    expect(page.body).toContain('Your test drive request is on its way');
    expect(page.body).toContain(`Your confirmation number is ${id}.`);
  });

  it('every form page names every field it sends (with a saved ZIP and retailer)', async () => {
    const retailer = (await t.app.inject({ url: '/services/dealers/by/zip?zipcode=66952&count=1' })).json<{ dealers: { dealer: { id: string } }[] }>().dealers[0]?.dealer.id ?? '';
    const missing: string[] = [];
    for (const form of FORMS) {
      const [key, forms] = Object.entries(FORM_PAGES).find(([, item]) => Object.values(item).includes(form)) ?? [];
      const path = sitePages('Halden').find((page) => page.key === key)?.path ?? '';
      const kind = forms && Object.keys(forms).length > 1 ? Object.keys(forms).find((name) => forms[name] === form) : undefined;
      const page = await t.app.inject({ url: kind ? `${path}?kind=${kind}` : path, headers: saved('66952', retailer) });
      const markup = leadForm(page.body);
      for (const field of form.fields) if (!markup.includes(`name="${field.name}"`)) missing.push(`${form.name}.${field.name}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the server and the browser', () => {
  it('find exactly the same errors in a submission (property: 60 random contact forms posted as JSON)', async () => {
    // Good and bad answers for each field; ZIP codes are all real, so the server's own ZIP lookup adds nothing.
    const pools: Record<string, string[]> = {
      firstName: ['Ana', '', 'J', 'Ana María', 'Robert3', '<b>', 'x'.repeat(31)],
      lastName: ['Ruiz', '', 'R', "O'Neil-Smith", 'Ruiz!', 'y'.repeat(31)],
      email: ['ana@example.com', '', 'ana@', 'ana@example', `${'a'.repeat(45)}@example.com`],
      emailConfirm: ['ana@example.com', 'ANA@EXAMPLE.COM', '', 'other@example.com'],
      phone: ['', '(555)555-0100', '555-555-0100', '555-0100', '5555550100555'],
      zipCode: ['10001', '66952', '10001-1234', '1000', '', 'abcde'],
      topic: ['vehicle', 'recall', '', 'complaint'],
      vin: ['', 'JF1GPAY67G8331894', 'JF1GPAY68G8331894', 'ABC'],
      comments: ['Hello', '', 'z'.repeat(1501)],
    };
    const submission = fc.record(Object.fromEntries(CONTACT_FORM.fields.map((field) => [field.name, fc.constantFrom(...(pools[field.name] ?? ['']))])));
    await fc.assert(
      fc.asyncProperty(submission, async (values) => {
        const browser = validateValues(CONTACT_FORM.fields, values, { brand: 'Halden' });
        const response = await t.app.inject({ method: 'POST', url: '/services/contact/mail/contact', headers: { accept: 'application/json', ...SAME_ORIGIN }, payload: values });
        if (Object.keys(browser).length === 0) expect(response.statusCode).toBe(201);
        else {
          expect(response.statusCode).toBe(400);
          expect((response.json() as { fields: unknown }).fields).toEqual(browser);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('GET /services/leads/export', () => {
  it('needs the token (401), then streams the stored leads as NDJSON or CSV', async () => {
    const stored = await post('/services/reservation/cancel/coupon', { ...cancellation, email: 'export.me@example.com' });
    const id = new URL(stored.headers.location ?? '', 'http://x').searchParams.get('confirmation');
    expect((await t.app.inject({ url: '/services/leads/export' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/services/leads/export', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const ndjson = await t.app.inject({ url: '/services/leads/export?form=reservationCancellation&format=ndjson', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ndjson.statusCode).toBe(200);
    expect(ndjson.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const rows = ndjson.body.trim().split('\n').map((line) => JSON.parse(line) as { id: string; form: string; values: Record<string, string> });
    expect(rows.every((row) => row.form === 'reservationCancellation')).toBe(true);
    expect(rows.find((row) => row.id === id)?.values.email).toBe('export.me@example.com');
    const csv = await t.app.inject({ url: '/services/leads/export?form=reservationCancellation', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('id,form,created_at,status,retailer_id,lang,source_page,firstName,lastName,email,reservationCode,cancellationTerms');
    expect(csv.body).toContain(`${id},reservationCancellation,`);
  });

  it('refuses an unknown form or date (400)', async () => {
    const headers = { authorization: `Bearer ${TOKEN}` };
    expect((await t.app.inject({ url: '/services/leads/export?form=nope', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/services/leads/export?since=2026-13-40', headers })).statusCode).toBe(400);
  });
});
