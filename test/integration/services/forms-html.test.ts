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
import { CONTACT_FORM } from '#domain/forms/definitions.ts';
import { validateValues } from '#domain/validation/index.ts';
import { leads } from '#db/schema.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';

const TOKEN = 'export-token-for-the-tests-0123456789';
const mailDir = mkdtempSync(join(tmpdir(), 'halden-leads-mail-'));
const uploadDir = mkdtempSync(join(tmpdir(), 'halden-uploads-'));
Object.assign(process.env, { LEADS_MAIL_DIR: mailDir, LEADS_UPLOAD_DIR: uploadDir, LEADS_WORKER: 'off', LEADS_EXPORT_TOKEN: TOKEN, LEADS_RATE_LIMIT: 'off' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  delete process.env.LEADS_EXPORT_TOKEN;
  delete process.env.LEADS_RATE_LIMIT;
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
