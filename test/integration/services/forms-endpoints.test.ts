import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOutbox, leads, leadUploads } from '#db/schema.ts';
import {
  CERTIFIED_COLLISION_FORM,
  CONTACT_RETAILER_FORM,
  COUPON_FORM,
  DEAR_BRAND_FORM,
  EMAIL_SIGNUP_FORM,
  EV_CANCELLATION_FORM,
  FINANCE_APPLICATION_FORM,
  FLEET_FORM,
  FORMS,
  formEndpoint,
  LOVE_PROMISE_CUSTOMER_FORM,
  LOVE_PROMISE_PARTNER_FORM,
  LOVE_PROMISE_RETAILER_FORM,
  MAIL_PREFERENCES_FORM,
  RESERVATION_CANCELLATION_FORM,
  SHARE_STORY_FORM,
  SHARE_THE_LOVE_FORM,
  SOLD_ORDER_FORM,
  TRADE_IN_FORM,
} from '#domain/forms/definitions.ts';
import type { FormDefinition } from '#domain/forms/types.ts';
import { FILE_LIMIT } from '#server/forms/submission.ts';
import { exportLeads } from '#server/forms/export.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { failInsertsInto } from '../../support/db-faults.ts';
import { ACTIVE_RETAILER, GIF, PNG, multipartBody, validCase, type FilePart, type Values } from '../../support/form-cases.ts';

// Uploaded files go to a temporary LEADS_UPLOAD_DIR, read when the app is built; the worker stays off (nothing here
// is about delivery).
const uploadDir = mkdtempSync(join(tmpdir(), 'halden-uploads-'));
const mailDir = mkdtempSync(join(tmpdir(), 'halden-leads-mail-'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LEADS_UPLOAD_DIR: uploadDir, LEADS_MAIL_DIR: mailDir, LEADS_WORKER: 'off' });
});
afterAll(async () => {
  await t?.close();
  rmSync(uploadDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
});

const CONFIRMATION = /^L[0-9A-HJKMNP-TV-Z]{10}$/;
const STORAGE_KEY = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|gif|jpg|webp|mp4|mov|webm|bin)$/;

// ——— files, built here ———

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const BOUNDARY = '----halden-forms-boundary';
function multipart(fields: Values, files: readonly FilePart[]) {
  return { payload: multipartBody(fields, files, BOUNDARY), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** Each request comes from its own address, so the per-IP limit stays out of the way. */
let address = 0;
const nextAddress = () => `10.2.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** Posts `values` to the form's endpoint: form-urlencoded, or multipart/form-data when there are files. */
function send(form: FormDefinition, values: Values, files?: readonly FilePart[]) {
  const url = formEndpoint(form, 'Halden');
  if (files) {
    const { payload, contentType } = multipart(values, files);
    return t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType, ...SAME_ORIGIN }, payload, remoteAddress: nextAddress() });
  }
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) body.append(name, item);
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN }, payload: body.toString(), remoteAddress: nextAddress() });
}

const storedLead = async (id: string) => (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0];
const uploadsOf = (id: string) => t.database.db.select().from(leadUploads).where(eq(leadUploads.leadId, id));
/** Leads stored with this e-mail address (each test's submissions use their own, so "nothing stored" is exact). */
const leadsByEmail = (email: string) => t.database.db.select({ id: leads.id }).from(leads).where(sql`${leads.values}->>'email' = ${email}`);
/** Every file under the upload directory (staged or committed), relative to it. */
const filesOnDisk = () =>
  readdirSync(uploadDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(uploadDir.length + 1))
    .sort();

let mailbox = 0;
/** A fresh address per submission. */
const freshEmail = () => `ana+${++mailbox}@example.com`;

// ——— a valid submission of any form, from its fields' validations ———

const photo = (content: Buffer = PNG, filename = 'pixel.png', type = 'image/png'): FilePart => ({ name: 'media', filename, type, content });
const logo = (content: Buffer = GIF, filename = 'logo.gif', type = 'image/gif'): FilePart => ({ name: 'logo', filename, type, content });

const OTHER_FORMS = FORMS.filter((form) => !['quote', 'testDrive', 'contact'].includes(form.name));

describe('the forms beyond quote, test drive and contact', () => {
  it.each(OTHER_FORMS.map((form) => [form.name, formEndpoint(form, 'Halden'), form] as const))('%s (%s): stores a valid submission and answers 201 with the confirmation id', async (_name, _url, form) => {
    const email = freshEmail();
    const { values, files } = validCase(form, email);
    const response = await send(form, values, files.length > 0 ? files : undefined);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { confirmationId } = response.json() as { confirmationId: string };
    expect(confirmationId).toMatch(CONFIRMATION);

    const row = await storedLead(confirmationId);
    expect(row).toMatchObject({ form: form.name, status: 'received', lang: 'en', retailerId: form.toRetailer ? ACTIVE_RETAILER.id : null });
    // What was sent is kept, a file field's value being its file's name.
    // A trade-in lead also keeps what the server priced the VIN at (never what the browser said).
    const priced = form.name === 'tradeIn' ? { tradeInVehicle: '2020|PICA|BASE', tradeInEstimate: expect.stringMatching(/^\d+$/), tradeInValidUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } : {};
    expect(row?.values).toEqual({ ...values, ...Object.fromEntries(files.map((file) => [file.name, file.filename])), ...priced });
    const outbox = await t.database.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, confirmationId));
    expect(outbox.map((entry) => [entry.channel, entry.target])).toEqual([['email', form.toRetailer ? `leads@${ACTIVE_RETAILER.slug}.example.test` : 'digital-team@example.test']]);
    expect((await uploadsOf(confirmationId)).map((upload) => [upload.field, upload.fileName, upload.contentType])).toEqual(files.map((file) => [file.name, file.filename, 'image/gif']));
  });

  const INVALID: [FormDefinition, string, Values, string, string][] = [
    [SHARE_STORY_FORM, 'media (not an http link)', { media: 'ftp://example.com/trip.mp4' }, 'media', 'Please enter a link that starts with http:// or https://, or a valid YouTube link.'],
    [SHARE_STORY_FORM, 'media (missing)', { media: '' }, 'media', 'Please add a photo, a video or a YouTube link.'],
    [DEAR_BRAND_FORM, 'storyTitle (101 characters)', { storyTitle: 'x'.repeat(101) }, 'storyTitle', 'You can only enter up to 100 characters.'],
    [DEAR_BRAND_FORM, 'state (not a state)', { state: 'XX' }, 'state', 'Please select a valid US state.'],
    [LOVE_PROMISE_CUSTOMER_FORM, 'ugcAgreement (not ticked)', { ugcAgreement: '' }, 'ugcAgreement', 'Please agree to the user-generated content terms.'],
    [LOVE_PROMISE_RETAILER_FORM, 'retailerName (missing)', { retailerName: '' }, 'retailerName', 'Please enter the retailer name.'],
    [LOVE_PROMISE_PARTNER_FORM, 'organizationUrl (a space)', { organizationUrl: 'helping hands.org' }, 'organizationUrl', 'Please enter a website address without spaces.'],
    [SHARE_THE_LOVE_FORM, 'terms (missing)', { terms: '' }, 'terms', 'Please agree to the terms and conditions.'],
    [SHARE_THE_LOVE_FORM, 'organizationEmail', { organizationEmail: 'info@' }, 'organizationEmail', 'Please enter a valid email address.'],
    [FLEET_FORM, 'fleetVehicles (24)', { fleetVehicles: '24' }, 'fleetVehicles', 'Minimum number of vehicles required for Fleet eligibility is 25.'],
    [FLEET_FORM, 'companyCity (digits)', { companyCity: 'Area 51' }, 'companyCity', 'Please enter a city name without numbers.'],
    [SOLD_ORDER_FORM, 'contactMethod (missing)', { contactMethod: '' }, 'contactMethod', 'Please make a selection.'],
    [EV_CANCELLATION_FORM, 'orderId (a space)', { orderId: '2026 000123' }, 'orderId', 'Please enter a valid order ID using numbers only. If you need help, contact Customer Support.'],
    [EV_CANCELLATION_FORM, 'cancellationTerms (missing)', { cancellationTerms: '' }, 'cancellationTerms', 'Please agree to the cancellation terms.'],
    [RESERVATION_CANCELLATION_FORM, 'reservationCode (31 characters)', { reservationCode: 'R'.repeat(31) }, 'reservationCode', 'Your reservation code can be up to 30 characters.'],
    [EMAIL_SIGNUP_FORM, 'interests (none)', { interests: [] }, 'interests', 'Please select at least one option.'],
    [MAIL_PREFERENCES_FORM, 'email', { email: 'ana.example.com' }, 'email', 'Please enter a valid email address.'],
    [COUPON_FORM, 'terms (missing)', { terms: '' }, 'terms', 'Please agree to the terms and conditions.'],
    [COUPON_FORM, 'vin (check digit)', { vin: 'JF1GPAY68G8331894' }, 'vin', 'The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.'],
    [CONTACT_RETAILER_FORM, 'retailer (inactive)', { retailer: '10511' }, 'retailer', 'Please select a Halden retailer.'],
    [CERTIFIED_COLLISION_FORM, 'mileage (not a number)', { mileage: '42k' }, 'mileage', 'Please enter a mileage between 0 and 999,999.'],
    [CERTIFIED_COLLISION_FORM, 'shopName (missing)', { shopName: '' }, 'shopName', 'Please enter the shop name.'],
    [FINANCE_APPLICATION_FORM, 'annualIncome (with a comma)', { annualIncome: '68,000' }, 'annualIncome', 'Please enter a whole-dollar amount using numbers only.'],
    [FINANCE_APPLICATION_FORM, 'creditConsent (missing)', { creditConsent: '' }, 'creditConsent', 'Please authorize the credit review to send your application.'],
    [FINANCE_APPLICATION_FORM, 'term (not offered)', { term: '96' }, 'term', 'Please choose one of the options.'],
    [TRADE_IN_FORM, 'vin (another maker)', { vin: '1HGCM82633A004352' }, 'vin', 'The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.'],
    [TRADE_IN_FORM, 'condition (not offered)', { condition: 'mint' }, 'condition', 'Please choose one of the options.'],
  ];

  it('has an invalid case for every other form', () => {
    expect(OTHER_FORMS.filter((form) => !INVALID.some(([item]) => item === form)).map((form) => form.name)).toEqual([]);
  });

  it.each(INVALID.map(([form, ...rest]) => [form.name, ...rest, form] as const))('%s: refuses an invalid %s with 400 and its message, and stores nothing', async (_name, _what, change, field, message, form) => {
    expect(form.fields.map((item) => item.name)).toContain(field);
    const item = validCase(form, freshEmail());
    const values: Values = { ...item.values, ...change };
    // An empty list or '' is a field left out, as a browser would send it; a changed file field gets no file.
    for (const [name, value] of Object.entries(change)) if (value.length === 0) delete values[name];
    const files = item.files.filter((file) => !(file.name in change));
    const before = filesOnDisk();
    const response = await send(form, values, files.length > 0 ? files : undefined);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { message: string; code: string; reason: string; fields: Record<string, { key: string; message: string }> };
    expect(body).toMatchObject({ message: 'Invalid form', code: 'BAD_REQUEST', reason: `Invalid field: ${field}` });
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]?.message).toBe(message);
    expect(body.fields[field]?.key).toMatch(/^formError-[a-zA-Z]+-[a-zA-Z]+$/);
    expect(await leadsByEmail(values.email as string)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
  });
});

describe('uploads', () => {
  /** A valid story without its media (each test adds a file or a link). */
  const storyValues = (email: string, extra: Values = {}): Values => {
    const { media: _media, ...values } = validCase(SHARE_STORY_FORM, email).values;
    return { ...values, ...extra };
  };
  /** A valid nomination without its logo file. */
  const loveValues = (email: string, extra: Values = {}): Values => ({ ...validCase(SHARE_THE_LOVE_FORM, email).values, ...extra });
  const confirmation = (response: { json(): unknown }) => (response.json() as { confirmationId: string }).confirmationId;
  const staged = () => filesOnDisk().filter((path) => path.startsWith('tmp/'));

  /** Submits, expects a 400 for `field` with `message`, and checks nothing was kept (no lead, no file). */
  async function expectRefused(form: FormDefinition, values: Values, files: FilePart[], field: string, message: string) {
    const before = filesOnDisk();
    const response = await send(form, values, files);
    expect(response.statusCode, response.body).toBe(400);
    const fields = (response.json() as { fields: Record<string, { message: string }> }).fields;
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]?.message).toBe(message);
    expect(await leadsByEmail(values.email as string)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
  }

  it('stores a real PNG: the lead keeps its name, lead_uploads its sniffed type, size and SHA-256, the disk its bytes', async () => {
    const email = freshEmail();
    const response = await send(SHARE_STORY_FORM, storyValues(email), [photo(PNG, 'pixel.png', 'application/octet-stream')]);
    expect(response.statusCode, response.body).toBe(201);
    const id = confirmation(response);
    expect((await storedLead(id))?.values.media).toBe('pixel.png');
    const rows = await uploadsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ field: 'media', fileName: 'pixel.png', contentType: 'image/png', size: PNG.length, sha256: sha256(PNG) });
    expect(rows[0]?.storageKey).toMatch(STORAGE_KEY);
    expect(rows[0]?.storageKey.endsWith('.png')).toBe(true);
    const path = join(uploadDir, rows[0]!.storageKey);
    expect(sha256(readFileSync(path))).toBe(sha256(PNG));
    expect(staged()).toEqual([]);
  });

  it('refuses an SVG or an HTML page named photo.png and declared image/png, and keeps nothing', async () => {
    for (const content of [SVG, HTML]) {
      await expectRefused(SHARE_STORY_FORM, storyValues(freshEmail()), [photo(content, 'photo.png', 'image/png')], 'media', 'Please upload a photo or a video.');
    }
  });

  it('refuses a photo in a format stories do not take (a WebP) with the image-format message', async () => {
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(18)]);
    await expectRefused(SHARE_STORY_FORM, storyValues(freshEmail()), [photo(webp, 'photo.webp', 'image/webp')], 'media', 'Please upload a photo in JPG, PNG or GIF format.');
  });

  it("answers 413 for a file over its field's maxBytes (and over the server's FILE_LIMIT), and keeps nothing", async () => {
    const logoLimit = SHARE_THE_LOVE_FORM.fields.find((field) => field.name === 'logo')?.options?.props?.maxBytes ?? 0;
    expect(logoLimit).toBeLessThan(FILE_LIMIT);
    const cases: [FormDefinition, Values, FilePart][] = [
      [SHARE_THE_LOVE_FORM, loveValues(freshEmail()), logo(Buffer.concat([GIF, Buffer.alloc(logoLimit + 1 - GIF.length)]))],
      [SHARE_STORY_FORM, storyValues(freshEmail()), photo(Buffer.concat([PNG, Buffer.alloc(FILE_LIMIT + 1 - PNG.length)]))],
    ];
    for (const [form, values, file] of cases) {
      const before = filesOnDisk();
      const response = await send(form, values, [file]);
      expect(response.statusCode, form.name).toBe(413);
      expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(await leadsByEmail(values.email as string)).toEqual([]);
      expect(filesOnDisk()).toEqual(before);
    }
    // Exactly the logo's limit is accepted.
    const exact = await send(SHARE_THE_LOVE_FORM, loveValues(freshEmail()), [logo(Buffer.concat([GIF, Buffer.alloc(logoLimit - GIF.length)]))]);
    expect(exact.statusCode, exact.body).toBe(201);
    expect((await uploadsOf(confirmation(exact)))[0]?.size).toBe(logoLimit);
  });

  it('keeps only the base name of ../../etc/passwd.png, and never puts any of it in the storage key', async () => {
    const response = await send(SHARE_STORY_FORM, storyValues(freshEmail()), [photo(PNG, '../../etc/passwd.png')]);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await uploadsOf(confirmation(response));
    expect(row?.fileName).toBe('passwd.png');
    expect(row?.storageKey).toMatch(STORAGE_KEY);
    expect(row?.storageKey).not.toContain('passwd');
    expect(existsSync(join(uploadDir, row!.storageKey))).toBe(true);
    expect(filesOnDisk().some((path) => path.includes('passwd') || path.includes('etc'))).toBe(false);
  });

  it('stores a YouTube link given as text in place of a file, with no upload', async () => {
    const response = await send(SHARE_STORY_FORM, storyValues(freshEmail(), { media: 'https://youtu.be/dQw4w9WgXcQ' }));
    expect(response.statusCode, response.body).toBe(201);
    const id = confirmation(response);
    expect((await storedLead(id))?.values.media).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(await uploadsOf(id)).toEqual([]);
  });

  it('refuses text in a file field that is not a link, even when it reads as a file name or type', async () => {
    for (const media of ['photo.png', 'image/png']) {
      await expectRefused(SHARE_STORY_FORM, storyValues(freshEmail(), { media }), [], 'media', 'Please enter a link that starts with http:// or https://, or a valid YouTube link.');
    }
    // A logo cannot be a link: text for it is no file at all.
    await expectRefused(SHARE_THE_LOVE_FORM, loveValues(freshEmail(), { logo: 'logo.png' }), [], 'logo', "Please upload your organization's logo.");
  });

  it('lets the file win over a text part of the same name, and counts an empty file input as no file', async () => {
    const both = await send(SHARE_STORY_FORM, storyValues(freshEmail(), { media: 'https://youtu.be/dQw4w9WgXcQ' }), [photo()]);
    expect(both.statusCode, both.body).toBe(201);
    expect((await storedLead(confirmation(both)))?.values.media).toBe('pixel.png');
    expect(await uploadsOf(confirmation(both))).toHaveLength(1);

    const empty = photo(Buffer.alloc(0), '', 'application/octet-stream');
    const linkBeside = await send(SHARE_STORY_FORM, storyValues(freshEmail(), { media: 'https://example.com/our-trip' }), [empty]);
    expect(linkBeside.statusCode, linkBeside.body).toBe(201);
    expect((await storedLead(confirmation(linkBeside)))?.values.media).toBe('https://example.com/our-trip');
    expect(await uploadsOf(confirmation(linkBeside))).toEqual([]);
    await expectRefused(SHARE_STORY_FORM, storyValues(freshEmail()), [empty], 'media', 'Please add a photo, a video or a YouTube link.');
    expect(staged()).toEqual([]);
  });

  it('accepts a GIF logo, and refuses a "JPEG" logo whose bytes are a PDF', async () => {
    const response = await send(SHARE_THE_LOVE_FORM, loveValues(freshEmail()), [logo(GIF, 'logo.gif', 'image/gif')]);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await uploadsOf(confirmation(response));
    expect(row).toMatchObject({ field: 'logo', fileName: 'logo.gif', contentType: 'image/gif', size: GIF.length, sha256: sha256(GIF) });
    expect(row?.storageKey.endsWith('.gif')).toBe(true);

    await expectRefused(SHARE_THE_LOVE_FORM, loveValues(freshEmail()), [logo(PDF, 'logo.jpg', 'image/jpeg')], 'logo', 'Please upload a logo in PNG, JPG, GIF or WebP format.');
    await expectRefused(SHARE_THE_LOVE_FORM, loveValues(freshEmail()), [logo(SVG, 'logo.svg', 'image/svg+xml')], 'logo', 'Please upload a logo in PNG, JPG, GIF or WebP format.');
  });

  it('keeps no file for a honeypot submission', async () => {
    const before = filesOnDisk();
    const email = freshEmail();
    const response = await send(SHARE_STORY_FORM, storyValues(email, { website_url: 'http://spam.example' }), [photo()]);
    expect(response.statusCode).toBe(201);
    expect(await leadsByEmail(email)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
  });

  it('answers 503 and removes the committed file when the database fails after it was moved into place', async () => {
    const db = t.database.db;
    const heal = failInsertsInto(db, leadUploads);
    const before = filesOnDisk();
    const email = freshEmail();
    try {
      const failed = await send(SHARE_STORY_FORM, storyValues(email), [photo()]);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ message: 'unable to reach the service', code: 'SERVICE_UNAVAILABLE' });
    } finally {
      heal();
    }
    expect(await leadsByEmail(email)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
  });

  it('never serves an uploaded file back', async () => {
    const response = await send(SHARE_STORY_FORM, storyValues(freshEmail()), [photo()]);
    const [row] = await uploadsOf(confirmation(response));
    for (const url of [`/${row!.storageKey}`, `/uploads/${row!.storageKey}`, `/var/uploads/${row!.storageKey}`, `/assets/${row!.storageKey}`, `/assets/../var/uploads/${row!.storageKey}`]) {
      const served = await t.app.inject({ url, remoteAddress: nextAddress() });
      expect(served.statusCode, url).toBeGreaterThanOrEqual(300);
      expect(served.rawPayload.equals(PNG), url).toBe(false);
    }
  });

  it('lists the files of a lead in the export: an uploads column of field:storage_key, and NDJSON records', async () => {
    const email = freshEmail();
    const response = await send(SHARE_THE_LOVE_FORM, loveValues(email), [logo()]);
    const id = confirmation(response);
    const [row] = await t.database.db.select().from(leadUploads).where(and(eq(leadUploads.leadId, id), eq(leadUploads.field, 'logo')));
    let csv = '';
    await exportLeads(t.app.repositories.leads, { form: 'shareTheLove', format: 'csv' }, (chunk) => {
      csv += chunk;
    });
    const [header, ...lines] = csv.split('\r\n');
    expect(header?.split(',').at(-1)).toBe('uploads');
    expect(lines.find((line) => line.startsWith(`${id},`))?.split(',').at(-1)).toBe(`logo:${row!.storageKey}`);

    let ndjson = '';
    await exportLeads(t.app.repositories.leads, { form: 'shareTheLove', format: 'ndjson' }, (chunk) => {
      ndjson += chunk;
    });
    const lead = ndjson
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; uploads: unknown[] })
      .find((item) => item.id === id);
    expect(lead?.uploads).toEqual([{ field: 'logo', fileName: 'logo.gif', contentType: 'image/gif', size: GIF.length, sha256: sha256(GIF), storageKey: row!.storageKey }]);
  });
});
