import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOutbox, leads } from '#db/schema.ts';
import { readCatalog } from '#db/seed.ts';
import { createDeliverer } from '#server/forms/delivery.ts';
import { backoffMs, createOutboxWorker, MAX_ATTEMPTS } from '#server/forms/outbox-worker.ts';
import { csvCell, exportLeads } from '#server/forms/export.ts';
import { parseCommand } from '../../../scripts/leads.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { failInsertsInto } from '../../support/db-faults.ts';

// The forms' settings: a webhook so every lead gets a webhook row, e-mails into a temporary directory, and a worker
// that never ticks on its own here (the tests drive it).
const mailDir = mkdtempSync(join(tmpdir(), 'halden-leads-mail-'));
const WEBHOOK = 'http://127.0.0.1:9/leads-hook';

let t: TestApp;
let catalog: Awaited<ReturnType<typeof readCatalog>>['catalog'];
beforeAll(async () => {
  t = await createTestApp({ LEADS_WEBHOOK_URL: WEBHOOK, LEADS_MAIL_DIR: mailDir, LEADS_WORKER_INTERVAL_MS: '3600000' });
  catalog = (await readCatalog()).catalog;
});
afterAll(async () => {
  await t?.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const ACTIVE_RETAILER = { id: '10004', slug: 'north-brookfield-frontier-auto', zip: '13418' };
const INACTIVE_RETAILER = '10511';
const CONFIRMATION = /^L[0-9A-HJKMNP-TV-Z]{10}$/;

const quote: Record<string, string> = {
  firstName: 'Ana María',
  lastName: "O'Neil-Smith",
  email: 'ana@example.com',
  phone: '(555)555-0100',
  zipCode: ACTIVE_RETAILER.zip,
  retailer: ACTIVE_RETAILER.id,
  vehicle: '2026|KSTL|PREM|W3P',
  contactMethod: 'email',
  comments: 'Do you have one in stock?',
};
const testDrive = (() => {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const { contactMethod: _c, ...rest } = quote;
  return { ...rest, phone: '555-555-0100', date: day };
})();
const contact: Record<string, string> = {
  firstName: 'Li',
  lastName: 'Wei',
  email: 'li.wei@example.com',
  emailConfirm: 'li.wei@example.com',
  zipCode: '66952',
  topic: 'website',
  comments: 'The site is lovely.',
};

/** Each request comes from its own address unless a test says otherwise, so the per-IP limit stays out of the way. */
let address = 0;
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function post(url: string, fields: Record<string, string | string[]>, options: Partial<InjectOptions> = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, ...(options.headers ?? {}) },
    payload: body.toString(),
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
}
const postQuote = (fields: Record<string, string | string[]> = quote, options: Partial<InjectOptions> = {}) => post('/services/contact/quote', fields, options);

function multipartBody(fields: Record<string, string>, file?: { name: string; filename: string; type: string; content: string }) {
  const boundary = '----halden-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

const leadCount = async () => (await t.database.db.select({ rows: count() }).from(leads))[0]?.rows ?? 0;
const storedLead = async (id: string) => (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0];
const outboxOf = (id: string) => t.database.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, id));

describe('POST /services/contact/quote, /testdrive and /mail/contact', () => {
  it('stores a valid urlencoded quote with its outbox rows and answers 201 with the confirmation id', async () => {
    const before = await leadCount();
    const response = await postQuote(
      { ...quote, lang: 'es', sourcePage: '/shopping-tools/get-a-local-price.html', website_url: '' },
      { headers: { 'user-agent': `Test/${'x'.repeat(400)}`, origin: 'https://www.example.test' } },
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { confirmationId } = response.json() as { confirmationId: string };
    expect(confirmationId).toMatch(CONFIRMATION);
    expect(await leadCount()).toBe(before + 1);

    const row = await storedLead(confirmationId);
    expect(row).toMatchObject({ form: 'quote', retailerId: ACTIVE_RETAILER.id, lang: 'es', sourcePage: '/shopping-tools/get-a-local-price.html', status: 'received' });
    expect(row?.values).toEqual(quote);
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.userAgent).toHaveLength(256);

    const outbox = await outboxOf(confirmationId);
    expect(outbox.map((item) => [item.channel, item.target, item.state, item.attempts]).sort()).toEqual([
      ['email', `leads@${ACTIVE_RETAILER.slug}.example.test`, 'pending', 0],
      ['webhook', WEBHOOK, 'pending', 0],
    ]);
    expect(new Set(outbox.map((item) => item.idempotencyKey)).size).toBe(2);
  });

  it('stores a test drive and a contact message; contact leads go to the digital team', async () => {
    const drive = await post('/services/contact/testdrive', testDrive);
    expect(drive.statusCode, drive.body).toBe(201);
    const message = await post('/services/contact/mail/contact', contact);
    expect(message.statusCode, message.body).toBe(201);
    const id = (message.json() as { confirmationId: string }).confirmationId;
    expect((await storedLead(id))?.retailerId).toBeNull();
    expect((await outboxOf(id)).map((item) => [item.channel, item.target]).sort()).toEqual([
      ['email', 'digital-team@example.test'],
      ['webhook', WEBHOOK],
    ]);
  });

  it('accepts JSON and multipart/form-data submissions', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/services/contact/quote', headers: SAME_ORIGIN, payload: quote, remoteAddress: nextAddress() });
    expect(json.statusCode, json.body).toBe(201);
    const before = await leadCount();
    const { payload, contentType } = multipartBody({ ...quote, lang: 'zh' });
    const response = await t.app.inject({ method: 'POST', url: '/services/contact/quote', headers: { 'content-type': contentType, ...SAME_ORIGIN }, payload, remoteAddress: nextAddress() });
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json() as { confirmationId: string }).confirmationId;
    expect(await leadCount()).toBe(before + 1);
    expect(await storedLead(id)).toMatchObject({ lang: 'zh', values: quote });
  });

  it('refuses a file part with 415 (no form declares a file field) and an unknown content type with 415', async () => {
    const before = await leadCount();
    const { payload, contentType } = multipartBody(quote, { name: 'photo', filename: 'car.jpg', type: 'image/jpeg', content: 'JPEG' });
    const file = await t.app.inject({ method: 'POST', url: '/services/contact/quote', headers: { 'content-type': contentType, ...SAME_ORIGIN }, payload, remoteAddress: nextAddress() });
    expect(file.statusCode).toBe(415);
    expect(file.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const text = await t.app.inject({ method: 'POST', url: '/services/contact/quote', headers: { 'content-type': 'text/plain', ...SAME_ORIGIN }, payload: 'hello', remoteAddress: nextAddress() });
    expect(text.statusCode).toBe(415);
    expect(await leadCount()).toBe(before);
  });

  const otherTrim = () => {
    // A colour of KSTL 2026 that its BASE trim does not come in, if the catalog has one.
    const year = catalog.models.find((model) => model.code === 'KSTL')!.years.find((item) => item.year === 2026)!;
    const base = year.trims.find((trim) => trim.code === 'BASE')!;
    return year.exteriorColors.find((color) => !base.colors.includes(color.code))?.code;
  };

  const invalid: [string, string, Record<string, string>, string, string][] = [
    ['quote', 'firstName', { firstName: '' }, 'firstName', 'Please enter your first name.'],
    ['quote', 'firstName', { firstName: 'Bob<script>' }, 'firstName', "Please enter a valid first name (letters, numbers, spaces, &, ., ' and - only)."],
    ['quote', 'lastName', { lastName: 'X' }, 'lastName', 'Please enter at least 2 characters.'],
    ['quote', 'email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    ['quote', 'email', { email: `${'a'.repeat(45)}@example.com` }, 'email', 'You can only enter up to 50 characters.'],
    ['quote', 'phone', { phone: '12345' }, 'phone', 'Please enter a valid 10-digit phone number.'],
    ['quote', 'zipCode', { zipCode: '1234' }, 'zipCode', 'Please enter a valid 5-digit zip code.'],
    ['quote', 'zipCode (no such ZIP)', { zipCode: '99999' }, 'zipCode', 'Please enter a valid 5-digit zip code.'],
    ['quote', 'retailer', { retailer: '' }, 'retailer', 'Please select a Halden retailer.'],
    ['quote', 'retailer (unknown)', { retailer: '99999' }, 'retailer', 'Please select a Halden retailer.'],
    ['quote', 'retailer (inactive)', { retailer: INACTIVE_RETAILER }, 'retailer', 'Please select a Halden retailer.'],
    ['quote', 'vehicle', { vehicle: '' }, 'vehicle', 'Please select at least one vehicle of interest.'],
    ['quote', 'vehicle (no such trim)', { vehicle: '2026|KSTL|WILD|' }, 'vehicle', 'Please select a vehicle from the list.'],
    ['quote', 'vehicle (inactive model)', { vehicle: '2026|PICA||' }, 'vehicle', 'Please select a vehicle from the list.'],
    ['quote', 'vehicle (no such year)', { vehicle: '2031|KSTL||' }, 'vehicle', 'Please select a vehicle from the list.'],
    ['quote', 'vehicle (no such colour)', { vehicle: '2026|KSTL|PREM|ZZZ' }, 'vehicle', 'Please select a vehicle from the list.'],
    ['quote', 'contactMethod', { contactMethod: 'fax' }, 'contactMethod', 'Please choose one of the options.'],
    ['quote', 'comments', { comments: 'x'.repeat(1501) }, 'comments', 'You can only enter up to 1500 characters.'],
    ['testDrive', 'date (past)', { date: '2020-01-01' }, 'date', 'Please enter a valid date.'],
    ['testDrive', 'date (not a day)', { date: '2027-02-30' }, 'date', 'Please enter a valid date.'],
    ['testDrive', 'phone (required here)', { phone: '' }, 'phone', 'Please enter your phone number.'],
    ['contact', 'emailConfirm', { emailConfirm: 'other@example.com' }, 'emailConfirm', 'The email addresses you entered do not match.'],
    ['contact', 'topic', { topic: 'complaint' }, 'topic', 'Please choose one of the options.'],
    ['contact', 'vin', { vin: '1HGCM82633A004352' }, 'vin', 'The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.'],
    ['contact', 'comments (required here)', { comments: '' }, 'comments', 'Please enter your comments.'],
  ];
  const forms: Record<string, { url: string; values: Record<string, string> }> = {
    quote: { url: '/services/contact/quote', values: quote },
    testDrive: { url: '/services/contact/testdrive', values: testDrive },
    contact: { url: '/services/contact/mail/contact', values: contact },
  };

  it.each(invalid)('%s: refuses an invalid %s with 400, its message, and stores nothing', async (form, _name, change, field, message) => {
    const before = await leadCount();
    const { url, values } = forms[form]!;
    const response = await post(url, { ...values, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as { message: string; code: string; reason: string; fields: Record<string, { key: string; message: string }> };
    expect(body).toMatchObject({ message: 'Invalid form', code: 'BAD_REQUEST', reason: `Invalid field: ${field}` });
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]?.message).toBe(message);
    expect(body.fields[field]?.key).toMatch(/^formError-[a-zA-Z]+-[a-zA-Z]+$/);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a colour the chosen trim does not come in', async () => {
    const colour = otherTrim();
    if (!colour) return;
    const response = await postQuote({ ...quote, vehicle: `2026|KSTL|BASE|${colour}` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { fields: object }).fields)).toEqual(['vehicle']);
  });

  it('names every invalid field at once, and ignores fields the form does not declare', async () => {
    const before = await leadCount();
    const response = await postQuote({ firstName: '', email: 'x', isAdmin: 'true' });
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { fields: Record<string, unknown> }).fields;
    expect(Object.keys(fields).sort()).toEqual(['contactMethod', 'email', 'firstName', 'lastName', 'retailer', 'vehicle', 'zipCode']);
    expect(await leadCount()).toBe(before);

    const extra = await postQuote({ ...quote, isAdmin: 'true', buildToken: 'not a token!' });
    expect(extra.statusCode).toBe(201);
    const row = await storedLead((extra.json() as { confirmationId: string }).confirmationId);
    expect(row?.values).toEqual(quote);
  });

  it('answers a filled honeypot with a 201 and a confirmation id, and stores nothing', async () => {
    const before = await leadCount();
    const response = await postQuote({ ...quote, website_url: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    const { confirmationId } = response.json() as { confirmationId: string };
    expect(confirmationId).toMatch(CONFIRMATION);
    expect(await leadCount()).toBe(before);
    expect(await storedLead(confirmationId)).toBeUndefined();
    // Even an invalid robot submission looks accepted.
    expect((await postQuote({ website_url: 'x' })).statusCode).toBe(201);
  });

  it('refuses a POST from another origin with 403 (the Host header included), and accepts the public origin only', async () => {
    const before = await leadCount();
    for (const origin of ['https://evil.example', 'null', 'https://www.example.test.evil.example']) {
      const response = await postQuote(quote, { headers: { origin } });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await leadCount()).toBe(before);
    expect((await postQuote(quote, { headers: { origin: 'https://www.example.test' } })).statusCode).toBe(201);
    // The request's own Host proves nothing: the sender chooses it.
    expect((await postQuote(quote, { headers: { origin: 'http://localhost' } })).statusCode).toBe(403);
    expect((await postQuote(quote, { headers: { host: 'attacker.example', origin: 'http://attacker.example' } })).statusCode).toBe(403);
  });

  it('limits each IP address to 10 submissions a minute (429 after), without affecting other addresses', async () => {
    const remoteAddress = '10.99.0.1';
    for (let i = 0; i < 10; i++) expect((await postQuote({ firstName: '' }, { remoteAddress })).statusCode).toBe(400);
    const limited = await postQuote(quote, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'Too many requests', code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postQuote(quote, { remoteAddress: '10.99.0.2' })).statusCode).toBe(201);
    // The other services are not limited.
    for (let i = 0; i < 12; i++) expect((await t.app.inject({ url: '/services/vehicles/models/basicdata', remoteAddress })).statusCode).toBe(200);
  });

  it('refuses bodies over 64 KB with 413 in every encoding, and stores nothing', async () => {
    const before = await leadCount();
    const big = 'x'.repeat(70 * 1024);
    const form = await postQuote({ ...quote, comments: big });
    expect(form.statusCode).toBe(413);
    expect(form.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const json = await t.app.inject({ method: 'POST', url: '/services/contact/quote', headers: SAME_ORIGIN, payload: { ...quote, comments: big }, remoteAddress: nextAddress() });
    expect(json.statusCode).toBe(413);
    const { payload, contentType } = multipartBody({ ...quote, comments: big });
    const multi = await t.app.inject({ method: 'POST', url: '/services/contact/quote', headers: { 'content-type': contentType, ...SAME_ORIGIN }, payload, remoteAddress: nextAddress() });
    expect(multi.statusCode).toBe(413);
    expect(await leadCount()).toBe(before);
  });

  it('answers 503 "unable to reach the service" and keeps nothing when the database fails mid-submission; a retry stores exactly one lead', async () => {
    const db = t.database.db;
    const heal = failInsertsInto(db, leadOutbox);
    const before = await leadCount();
    const marker = { ...quote, comments: `fault test ${Date.now()}` };
    try {
      const failed = await postQuote(marker);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ message: 'unable to reach the service', code: 'SERVICE_UNAVAILABLE' });
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(await leadCount()).toBe(before);
    } finally {
      heal();
    }
    const retried = await postQuote(marker);
    expect(retried.statusCode).toBe(201);
    expect(await leadCount()).toBe(before + 1);
    const rows = await db.select({ id: leads.id, values: leads.values }).from(leads);
    expect(rows.filter((row) => row.values.comments === marker.comments)).toHaveLength(1);
  });

  it('documents the form routes and the e-mail check in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/services/openapi.json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const path of ['/services/contact/quote', '/services/contact/testdrive', '/services/contact/mail/contact']) expect(document.paths[path]?.post?.tags).toEqual(['contact']);
    expect(document.paths['/services/contact/mail/validate']?.get?.tags).toEqual(['contact']);
  });

  it('names each form service with the spec’s words where it has them (section 7: update signup, quote, test drive …)', async () => {
    const document = (await t.app.inject({ url: '/services/openapi.json' })).json() as { paths: Record<string, Record<string, { summary?: string }>> };
    const summary = (path: string) => document.paths[path]?.post?.summary ?? '';
    expect(summary('/services/contact/updatesignup')).toMatch(/^Update signup: submit the emailSignup form/);
    expect(summary('/services/contact/quote')).toMatch(/^Quote: submit the quote form/);
    expect(summary('/services/contact/testdrive')).toMatch(/^Test drive: submit/);
    expect(summary('/bin/couponDisbursement')).toMatch(/^Coupon disbursement: submit/);
    expect(summary('/services/reservation/cancel/coupon')).toMatch(/^Reservation cancel coupon: submit/);
    expect(summary('/bin/services/shareyourstory/submit')).toMatch(/^Share-your-story submit/);
    for (const kind of ['customer', 'dealer', 'partner']) expect(summary(`/bin/services/lovepromise/${kind}`)).toMatch(new RegExp(`^Love-promise ${kind} submit`));
    expect(summary('/services/contact/fleet')).toMatch(/^Submit the fleet form/);
  });
});

describe('GET /services/contact/mail/validate', () => {
  it.each([
    ['ana@example.com', true],
    ['Ana.B+cars@mail.example.org', true],
    ['someone@mailinator.com', false],
    ['someone@eu.yopmail.com', false],
    ['not an address', false],
    ['', false],
    [`${'a'.repeat(60)}@example.com`, false],
  ])('answers %s → %s', async (email, expected) => {
    const response = await t.app.inject({ url: `/services/contact/mail/validate?sourceCode=web&email=${encodeURIComponent(email)}`, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toBe(expected);
  });

  it('answers false when the email is missing or repeated', async () => {
    expect((await t.app.inject({ url: '/services/contact/mail/validate?sourceCode=web' })).json()).toBe(false);
    expect((await t.app.inject({ url: '/services/contact/mail/validate?email=a@example.com&email=b@example.com' })).json()).toBe(false);
  });
});

describe('the outbox worker', () => {
  beforeAll(async () => {
    // Rows still pending from the tests above, or from earlier runs on a reused PostgreSQL database, are set aside,
    // so the ticks below (which claim the oldest due rows first) deal with this block's own rows.
    await t.database.db.update(leadOutbox).set({ state: 'dead', lastError: 'set aside by the test' }).where(eq(leadOutbox.state, 'pending'));
  });

  const submit = async (values: Record<string, string> = quote) => {
    const response = await postQuote(values);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { confirmationId: string }).confirmationId;
  };

  it('delivers an e-mail row as an .eml file, retries a failing webhook with backoff and dead-letters it after 8 attempts', async () => {
    const id = await submit();
    const calls: { url: string; key: string | null; body: unknown }[] = [];
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), key: new Headers(init?.headers).get('idempotency-key'), body: JSON.parse(String(init?.body)) });
      return new Response('down', { status: 500 });
    }) as typeof globalThis.fetch;
    const dir = mkdtempSync(join(tmpdir(), 'halden-worker-'));
    // E-mails go through the real file transport into `dir`; webhooks to the fake, which always answers 500.
    const webhookWorker = createOutboxWorker({
      repository: t.app.repositories.leads,
      deliver: createDeliverer({ config: { smtpUrl: null, mailDir: dir, mailFrom: 'x <x@example.test>' }, brand: 'Halden', fetch }),
    });
    try {
      let now = new Date(Date.now() + 1000);
      await webhookWorker.tick(now);
      const outbox = await outboxOf(id);
      const email = outbox.find((row) => row.channel === 'email')!;
      const hook = outbox.find((row) => row.channel === 'webhook')!;
      expect(email).toMatchObject({ state: 'delivered', attempts: 1, lastError: null });
      expect(email.deliveredAt).not.toBeNull();
      const file = join(dir, `${email.idempotencyKey}.eml`);
      expect(existsSync(file)).toBe(true);
      const eml = readFileSync(file, 'utf8');
      expect(eml).toContain(`To: leads@${ACTIVE_RETAILER.slug}.example.test`);
      expect(eml).toContain(`Subject: [Halden] New quote lead ${id}`);
      expect(eml).toContain('Reply-To: ana@example.com');
      expect(eml).toContain(`Message-ID: <${email.idempotencyKey}@leads.example.test>`);
      expect(eml).toContain(`vehicle: ${quote.vehicle}`);

      expect(hook).toMatchObject({ state: 'pending', attempts: 1, lastError: 'webhook answered HTTP 500' });
      expect(hook.nextAttemptAt.getTime() - now.getTime()).toBe(backoffMs(1));
      expect(backoffMs(1)).toBe(60_000);

      // Not due yet: nothing is tried.
      await webhookWorker.tick(new Date(now.getTime() + 30_000));
      expect(calls.filter((call) => call.key === hook.idempotencyKey)).toHaveLength(1);
      expect((await outboxOf(id)).find((row) => row.channel === 'webhook')?.attempts).toBe(1);

      const delays: number[] = [hook.nextAttemptAt.getTime() - now.getTime()];
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        const row = (await outboxOf(id)).find((item) => item.channel === 'webhook')!;
        now = row.nextAttemptAt;
        await webhookWorker.tick(now);
        const after = (await outboxOf(id)).find((item) => item.channel === 'webhook')!;
        expect(after.attempts).toBe(attempt);
        if (attempt < MAX_ATTEMPTS) {
          expect(after.state).toBe('pending');
          delays.push(after.nextAttemptAt.getTime() - now.getTime());
        } else {
          expect(after.state).toBe('dead');
        }
      }
      expect(delays).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
      const mine = calls.filter((call) => call.key === hook.idempotencyKey);
      expect(mine).toHaveLength(MAX_ATTEMPTS);
      expect(new Set(mine.map((call) => call.url))).toEqual(new Set([WEBHOOK]));
      expect(mine[0]?.body).toMatchObject({ id, form: 'quote', retailerId: ACTIVE_RETAILER.id, values: quote });
      expect((await storedLead(id))?.status).toBe('undeliverable');

      // Dead rows are never claimed again.
      await webhookWorker.tick(new Date(now.getTime() + 10 * 3_600_000));
      expect(calls.filter((call) => call.key === hook.idempotencyKey)).toHaveLength(MAX_ATTEMPTS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('marks a lead delivered once every row is, and two workers ticking together deliver each row exactly once', async () => {
    const ids = await Promise.all([submit(), submit(), submit(), submit(), submit()]);
    const delivered: string[] = [];
    const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      delivered.push(new Headers(init?.headers).get('idempotency-key') ?? '');
      return new Response(null, { status: 204 });
    }) as typeof globalThis.fetch;
    const dir = mkdtempSync(join(tmpdir(), 'halden-worker-'));
    const make = () =>
      createOutboxWorker({ repository: t.app.repositories.leads, deliver: createDeliverer({ config: { smtpUrl: null, mailDir: dir, mailFrom: 'x <x@example.test>' }, brand: 'Halden', fetch }), batch: 3 });
    try {
      const now = new Date(Date.now() + 1000);
      await Promise.all([make().tick(now), make().tick(now)]);
      const rows = await t.database.db.select().from(leadOutbox).where(inArray(leadOutbox.leadId, ids));
      expect(rows).toHaveLength(10);
      expect(rows.every((row) => row.state === 'delivered' && row.attempts === 1)).toBe(true);
      const hooks = rows.filter((row) => row.channel === 'webhook').map((row) => row.idempotencyKey);
      expect(delivered.filter((key) => hooks.includes(key)).sort()).toEqual([...hooks].sort());
      const files = readdirSync(dir);
      for (const row of rows.filter((item) => item.channel === 'email')) expect(files).toContain(`${row.idempotencyKey}.eml`);
      for (const id of ids) expect((await storedLead(id))?.status).toBe('delivered');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('marks a lead delivered when its two rows are settled at the same moment (the lead row serialises them)', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => submit()));
    const leadsRepository = t.app.repositories.leads;
    const claimed = (await leadsRepository.claimDue(new Date(Date.now() + 1000), 100, 60_000)).filter((item) => ids.includes(item.lead.id));
    expect(claimed).toHaveLength(ids.length * 2);
    // Every row at once: on PostgreSQL the two rows of a lead land on two connections, and before the lock each
    // transaction could see the other's row still pending, so neither marked the lead.
    await Promise.all(claimed.map(({ outbox }) => leadsRepository.markDelivered(outbox.id, new Date())));
    for (const id of ids) expect((await storedLead(id))?.status).toBe('delivered');
  });
});

describe('npm run leads -- export', () => {
  let id: string;
  beforeAll(async () => {
    const response = await postQuote({ ...quote, comments: 'Line one, "quoted"\nline two', firstName: 'Zoë' });
    id = (response.json() as { confirmationId: string }).confirmationId;
  });

  const collect = async (options: Parameters<typeof exportLeads>[1]) => {
    let out = '';
    const total = await exportLeads(t.app.repositories.leads, options, (chunk) => {
      out += chunk;
    });
    return { out, total };
  };

  it('prints CSV with a header row and one quoted, flattened row per lead', async () => {
    const { out, total } = await collect({ form: 'quote', format: 'csv' });
    const lines = out.split('\r\n');
    const fields = 'id,form,created_at,status,retailer_id,lang,source_page,firstName,lastName,email,phone,zipCode,retailer,vehicle,contactMethod,comments';
    expect(lines[0]!.startsWith(fields)).toBe(true);
    // On a database the test files share (PostgreSQL), quote leads of other files may carry the form's optional
    // build and vehicle fields and the vehicle the visitor chose: their columns follow, and are empty for this lead.
    const optional = lines[0]!.slice(fields.length).split(',').filter(Boolean);
    expect(optional.filter((name) => !['buildToken', 'vin', 'vehicle_source', 'vehicle_vin', 'vehicle_token', 'vehicle_summary', 'vehicle_price', 'vehicle_data'].includes(name))).toEqual([]);
    expect(total).toBe(await t.database.db.$count(leads, eq(leads.form, 'quote')));
    const start = out.indexOf(`${id},quote,`);
    expect(start).toBeGreaterThan(0);
    const row = out.slice(start, out.indexOf('\r\n', start));
    expect(row).toMatch(new RegExp(`^${id},quote,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,received,${ACTIVE_RETAILER.id},en,,Zoë,O'Neil-Smith,ana@example.com,\\(555\\)555-0100,${ACTIVE_RETAILER.zip},${ACTIVE_RETAILER.id},2026\\|KSTL\\|PREM\\|W3P,email,"Line one, ""quoted""\nline two"${','.repeat(optional.length)}$`));
  });

  it('prints NDJSON, one lead per line, and filters by date', async () => {
    const { out } = await collect({ format: 'ndjson' });
    const rows = out.trim().split('\n').map((line) => JSON.parse(line) as { id: string; values: Record<string, string> });
    expect(rows.find((row) => row.id === id)?.values).toEqual({ ...quote, comments: 'Line one, "quoted"\nline two', firstName: 'Zoë' });
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await collect({ format: 'ndjson', since: tomorrow })).total).toBe(0);
    expect((await collect({ format: 'csv', since: tomorrow })).out.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('pages through the leads without repeating or skipping one', async () => {
    const all: string[] = [];
    for await (const lead of t.app.repositories.leads.list({}, 100_000)) all.push(lead.id);
    const paged: string[] = [];
    for await (const lead of t.app.repositories.leads.list({}, 3)) paged.push(lead.id);
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it('reads its command line and quotes cells safely', () => {
    expect(parseCommand(['export', '--since', '2026-03-01', '--form', 'testDrive', '--format', 'ndjson'])).toEqual({
      command: 'export',
      options: { since: new Date('2026-03-01T00:00:00Z'), form: 'testDrive', format: 'ndjson' },
    });
    expect(() => parseCommand(['export', '--since', '2026-02-30'])).toThrow(/--since/);
    expect(() => parseCommand(['export', '--form', 'nope'])).toThrow(/--form/);
    expect(() => parseCommand(['export', '--format', 'xml'])).toThrow(/--format/);
    expect(() => parseCommand(['delete'])).toThrow(/usage/);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(' padded')).toBe('" padded"');
  });
});

describe('the worker the app starts', () => {
  it('delivers new leads on its own once the app is ready, and stops with the app', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'halden-auto-'));
    const other = await createTestApp({ LEADS_MAIL_DIR: dir, LEADS_WORKER_INTERVAL_MS: '50' });
    try {
      const response = await other.app.inject({ method: 'POST', url: '/services/contact/mail/contact', headers: SAME_ORIGIN, payload: contact, remoteAddress: nextAddress() });
      expect(response.statusCode, response.body).toBe(201);
      const id = (response.json() as { confirmationId: string }).confirmationId;
      const deadline = Date.now() + 10_000;
      let state = '';
      while (Date.now() < deadline) {
        state = (await other.app.repositories.leads.outboxOf(id))[0]?.state ?? '';
        if (state === 'delivered') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(state).toBe('delivered');
      expect(readdirSync(dir).some((name) => name.startsWith(`${id}-email-`) && name.endsWith('.eml'))).toBe(true);
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
