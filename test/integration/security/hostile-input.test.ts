/**
 * Hostile input against the real app (issue 10, security): every lead form, page, service and file route is sent the
 * corpus of ./corpus.ts, and must answer with a clean 4xx, or — where the text is legitimately data — store it exactly
 * as sent and export it defused; HTML never carries a payload unescaped, no file outside a served directory is ever
 * sent, a redirect never leaves the site, and every answer carries the security headers.
 *
 * The app is built with HSTS on (as behind TLS), a client directory of its own (so /assets/ is really served, with a
 * secret file beside it), uploads and e-mails in temporary directories and the leads export switched on.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import inject from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOutbox, leads, leadUploads, savedBuilds } from '#db/schema.ts';
import { FORMS, formEndpoint, SHARE_STORY_FORM, SHARE_THE_LOVE_FORM } from '#domain/forms/definitions.ts';
import type { FieldConfig, FormDefinition } from '#domain/forms/types.ts';
import { sitePages } from '#domain/platform/site-map.ts';
import type { ValidationName } from '#domain/validation/types.ts';
import { FILE_LIMIT } from '#server/forms/submission.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { ACTIVE_RETAILER, GIF, PNG, multipartBody as multipartFormBody, validCase as validFormCase, type FilePart, type Values } from '../../support/form-cases.ts';
import { ACTIVE_JAVASCRIPT_URL, byKind, CORPUS, HUGE, leakedMarkers, REDIRECT_TARGETS, sample, type HostileInput } from './corpus.ts';

// ——— the app under attack ———

const uploadDir = mkdtempSync(join(tmpdir(), 'halden-sec-uploads-'));
const mailDir = mkdtempSync(join(tmpdir(), 'halden-sec-mail-'));
const clientDir = mkdtempSync(join(tmpdir(), 'halden-sec-client-'));
const ASSET = 'site-0123abcd.css';
const SECRET = 'SECRET-BESIDE-THE-ASSETS';
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', ASSET), 'body{color:#000}');
writeFileSync(join(clientDir, 'secret.txt'), SECRET);
const EXPORT_TOKEN = 'security-suite-export-token-0123456789';

const ORIGIN = 'https://www.example.test';
/** The public site's host: not an author host, so the geogate applies as it does for visitors. */
const LIVE = { host: 'www.example.test' };
const HSTS = 'max-age=63072000; includeSubDomains; preload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    HSTS: 'true',
    CLIENT_DIR: clientDir,
    LEADS_UPLOAD_DIR: uploadDir,
    LEADS_MAIL_DIR: mailDir,
    LEADS_WORKER: 'off',
    LEADS_EXPORT_TOKEN: EXPORT_TOKEN,
  });
  // The search index builds in the background while the other tests run; the search tests wait for it.
  void t.app.siteSearch.index();
}, 240_000);
afterAll(async () => {
  await t?.close();
  for (const dir of [uploadDir, mailDir, clientDir]) rmSync(dir, { recursive: true, force: true });
  console.log(`security suite: ${sent} hostile requests`);
});

// ——— sending, and what every answer must be ———

/** Hostile requests sent by this file (the report quotes it). */
let sent = 0;
let address = 0;
/** Each request comes from its own address, so the per-IP form limit never answers for the content. */
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const isHtml = (response: LightMyRequestResponse) => String(response.headers['content-type'] ?? '').startsWith('text/html');
/**
 * The answer to a URL the router cannot take — percent-encoding that is not UTF-8 (400) or a path parameter over
 * `maxParamLength` (414) — written by the app's `frameworkErrors` handler before any hook runs, with the security
 * headers set there.
 */
const isFrameworkError = (response: LightMyRequestResponse) => /"code":"FST_ERR_(?:BAD_URL|MAX_PARAM_LENGTH)"/.test(response.body) && [400, 414].includes(response.statusCode);

/** The directives of a Content-Security-Policy, by name. */
function cspDirectives(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/**
 * The headers every answer carries, and the stricter rules of an HTML one: a CSP whose script-src allows only the
 * site's own files (or nonces and hashes), no framing, a referrer and a permissions policy, and no inline script.
 */
function expectSecureAnswer(response: LightMyRequestResponse, where: string): void {
  const headers = response.headers;
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['strict-transport-security'], where).toBe(HSTS);
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(String(headers['permissions-policy']), where).toMatch(/camera=\(\).*microphone=\(\)/);
  const csp = cspDirectives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts.length, where).toBeGreaterThan(0);
  for (const source of scripts) expect(source, where).toMatch(/^(?:'none'|'self'|'nonce-[A-Za-z0-9+/=_-]+'|'sha(?:256|384|512)-[A-Za-z0-9+/=]+'|'strict-dynamic')$/);
  if (!isHtml(response)) return;
  // Every <script> is a file of the site, inert data (JSON-LD), or the page's own head script, first in the head
  // and exactly the text the policy's hash allows: nothing a request put there could run even without the CSP.
  const tags = response.body.match(/<script\b[^>]*>/gi) ?? [];
  for (const tag of tags) expect(tag, where).toMatch(/\bsrc=|type="application\/(?:ld\+)?json"|^<script id="head-script">$/);
  const inline = [...response.body.matchAll(/<script id="head-script">([^<]*)<\/script>/g)];
  expect(inline.length, where).toBeLessThanOrEqual(1);
  if (inline[0]) expect(scripts, where).toContain(`'sha256-${createHash('sha256').update(inline[0][1] ?? '').digest('base64')}'`);
}

/** Whether a Location stays on this site: a path (one '/', not followed by '/' or '\'), or the public origin. */
function isOnSite(location: string): boolean {
  if (/[\s\\]/.test(location.split('?')[0] ?? '')) return false;
  const onSitePath = /^\/(?![/\\])/.test(location) && !/^\/(?:%2f|%5c)/i.test(location);
  const resolved = new URL(location, ORIGIN);
  return (onSitePath || location.startsWith(`${ORIGIN}/`)) && resolved.origin === ORIGIN && !resolved.pathname.startsWith('//');
}

/** One hostile request through the app (counted), with the answer checked for the headers every answer carries. */
async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  sent += 1;
  const response = await t.app.inject({ remoteAddress: nextAddress(), ...options, headers: { ...LIVE, origin: ORIGIN, ...(options.headers ?? {}) } });
  expectSecureAnswer(response, `${options.method ?? 'GET'} ${String(options.url).slice(0, 120)}`);
  return response;
}

/**
 * A request whose path is sent exactly as written: `app.inject` (like a browser) resolves `..`, `%2e%2e` and `\`
 * before the server sees them, a raw client does not. Same handler, no port.
 */
async function sendRaw(path: string): Promise<LightMyRequestResponse> {
  sent += 1;
  const server = t.app.server;
  return inject(
    (request, response) => {
      request.url = path;
      server.emit('request', request, response);
    },
    { url: '/', headers: LIVE, remoteAddress: nextAddress() },
  );
}

/** Runs `tasks` a few at a time: the machine is shared, and PGlite answers one query at a time anyway. */
async function inBatches<T>(tasks: readonly (() => Promise<T>)[], size = 8): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += size) results.push(...(await Promise.all(tasks.slice(i, i + size).map((task) => task()))));
  return results;
}

/** An HTML answer holds none of the entries' active parts and no javascript: link. */
function expectNoActiveMarkup(response: LightMyRequestResponse, entries: readonly HostileInput[], where: string): void {
  expect(leakedMarkers(response.body, entries), where).toEqual([]);
  expect(ACTIVE_JAVASCRIPT_URL.test(response.body), where).toBe(false);
}

/** A service's error answer: the spec's error object {message, code, reason}, as JSON. */
function expectErrorObject(response: LightMyRequestResponse, where: string): void {
  expect(String(response.headers['content-type']), where).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body).sort(), where).toEqual(expect.arrayContaining(['code', 'message', 'reason']));
  expect(typeof body.reason, where).toBe('string');
}

// ——— the database ———

const rows = async () => {
  const [[lead], [outbox], [uploads]] = await Promise.all([
    t.database.db.select({ n: count() }).from(leads),
    t.database.db.select({ n: count() }).from(leadOutbox),
    t.database.db.select({ n: count() }).from(leadUploads),
  ]);
  return { leads: lead?.n ?? 0, outbox: outbox?.n ?? 0, uploads: uploads?.n ?? 0 };
};
const storedLeads = async (ids: readonly string[]) => (ids.length === 0 ? [] : t.database.db.select().from(leads).where(inArray(leads.id, [...ids])));
/** Every file under the upload directory (staged or committed), relative to it. */
const filesOnDisk = () =>
  readdirSync(uploadDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(uploadDir.length + 1))
    .sort();
const staged = () => filesOnDisk().filter((path) => path.startsWith('tmp/'));

/** Ids of the leads this file stored, for the export checks. */
const acceptedIds: string[] = [];

// ——— lead forms ———

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);

const isFileOnly = (field: FieldConfig) => field.component === 'file' && !field.options?.props?.allowLink;

let mailbox = 0;
/** A valid submission of `form` from a fresh address (test/support/form-cases.ts). */
const validCase = (form: FormDefinition) => validFormCase(form, `sec+${++mailbox}@example.com`);

const BOUNDARY = '----halden-security-boundary';
const multipartBody = (fields: Values, files: readonly FilePart[], boundary = BOUNDARY) => multipartFormBody(fields, files, boundary);

/**
 * Posts a submission: form-urlencoded (the hostile field written exactly as `encoded`), or multipart when there are
 * files (the hostile field as its text, as a browser would send it), or JSON.
 */
function post(form: FormDefinition, values: Values, options: { files?: FilePart[]; hostile?: { name: string; entry: HostileInput }; json?: boolean; headers?: Record<string, string> } = {}) {
  const url = formEndpoint(form, t.app.brand);
  const { files = [], hostile, headers = {} } = options;
  if (options.json) return send({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ ...values, ...(hostile ? { [hostile.name]: hostile.entry.json ?? hostile.entry.text } : {}) }) });
  if (files.length > 0) {
    const fields = hostile ? { ...values, [hostile.name]: hostile.entry.text } : values;
    return send({ method: 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers }, payload: multipartBody(fields, files) });
  }
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (name !== hostile?.name) for (const item of [value].flat()) body.append(name, item);
  const payload = hostile ? `${body.toString()}&${encodeURIComponent(hostile.name)}=${hostile.entry.encoded}` : body.toString();
  return send({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload });
}

/** The documented normalisation of a submitted value: CR LF as LF, control characters dropped (a single line: spaces), trimmed. */
function normalised(text: string, multiline: boolean): string {
  const unified = text.replace(/\r\n?/g, '\n');
  // eslint-disable-next-line no-control-regex -- control characters are what the server drops
  return (multiline ? unified.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '') : unified.replace(/[\u0000-\u001f\u007f]/g, ' ')).trim();
}

/** Spec section 5, for the validations that take text: which hostile strings are data for them (within their limits). */
const NAME = /^[\p{L}\p{M}0-9 &.'’-]+$/u;
const TEXT_RULES: Partial<Record<ValidationName, { min?: number; max: number; allowed?: RegExp; forbidden?: RegExp }>> = {
  firstName: { max: 30, allowed: NAME },
  lastName: { min: 2, max: 30, allowed: NAME },
  address: { max: 50 },
  address2: { max: 50 },
  city: { max: 25, forbidden: /\p{Nd}/u },
  comments: { max: 1500 },
  retailerName: { max: 50 },
  shopName: { min: 1, max: 100 },
  companyName: { max: 50 },
  companyAddress: { max: 50 },
  companyCity: { max: 25, forbidden: /\p{Nd}/u },
  storyTitle: { max: 100 },
  storyText: { max: 5000 },
  storyCity: { max: 25 },
  organizationName: { max: 50 },
  organizationUrl: { max: 100, forbidden: /\s/u },
  reservationCode: { max: 30 },
  // A story's media takes a link in place of a file: an http(s) link to a dotted host, at most 100 characters.
  storyMedia: { max: 100, allowed: /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]\S*)?$/i },
};

/** What the server must do with `entry` in `field`: store exactly this text, or refuse the field (null). */
function expectedStored(field: FieldConfig, entry: HostileInput): string | null {
  const rule = field.validation ? TEXT_RULES[field.validation] : undefined;
  if (!rule) return null;
  const value = normalised(entry.text, field.component === 'textarea');
  const size = [...value].length;
  if (value === '' || size > rule.max || size < (rule.min ?? 0)) return null;
  if (rule.allowed && !rule.allowed.test(value)) return null;
  if (rule.forbidden?.test(value)) return null;
  return value;
}

/** The fields a hostile string is sent in: every field the visitor types or picks (file-only fields get files in the upload tests). */
const hostileFields = (form: FormDefinition) => form.fields.filter((field) => !isFileOnly(field) && (field.validation !== undefined || field.component === 'hidden'));

interface FormCase {
  form: FormDefinition;
  field: FieldConfig;
  entry: HostileInput;
}
let fieldIndex = 0;
/** Two corpus entries per field (a different pair for each field, so every entry is sent to many forms). */
const FORM_CASES: FormCase[] = FORMS.flatMap((form) => hostileFields(form).flatMap((field) => sample(fieldIndex++, 2).map((entry) => ({ form, field, entry }))));

describe('lead forms: a hostile string in every field in turn', () => {
  it('sends every corpus entry to at least one field of some form', () => {
    expect(new Set(FORM_CASES.map((item) => item.entry.name))).toEqual(new Set(CORPUS.map((entry) => entry.name)));
  });

  it.each(FORMS.map((form) => [form.name, formEndpoint(form, 'Halden'), form] as const))(
    '%s (%s): refuses the field with its error object and stores nothing, or stores the text exactly as sent',
    async (_name, _url, form) => {
      const cases = FORM_CASES.filter((item) => item.form === form);
      const before = await rows();
      const results = await inBatches(
        cases.map((item) => async () => {
          const { values, files } = validCase(form);
          // The confirmation follows the address it confirms, so a hostile address is refused for itself only.
          const confirm = item.field.validation === 'email' ? form.fields.find((field) => field.validation === 'emailConfirm') : undefined;
          if (confirm) values[confirm.name] = item.entry.text;
          const response = await post(form, values, { files, hostile: { name: item.field.name, entry: item.entry } });
          return { item, response };
        }),
      );
      const accepted: { id: string; item: FormCase }[] = [];
      for (const { item, response } of results) {
        const where = `${form.name}.${item.field.name} ← ${item.entry.name}`;
        expect(response.headers['cache-control'], where).toBe('no-store');
        expect(String(response.headers['content-type']), where).toMatch(/^application\/json/);
        if (item.field.component === 'hidden') {
          // Hidden fields are not checked by any rule: the lead is stored, and the value kept only when it looks like the site's own.
          expect(response.statusCode, `${where}: ${response.body}`).toBe(201);
          accepted.push({ id: response.json<{ confirmationId: string }>().confirmationId, item });
          continue;
        }
        const stored = expectedStored(item.field, item.entry);
        if (stored === null) {
          expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
          const body = response.json<{ message: string; code: string; fields: Record<string, { validation: string; rule: string; key: string; message: string }> }>();
          expect(body).toMatchObject({ message: 'Invalid form', code: 'BAD_REQUEST' });
          expect(Object.keys(body.fields), where).toEqual([item.field.name]);
          const error = body.fields[item.field.name]!;
          expect(error.key, where).toBe(`formError-${error.validation}-${error.rule}`);
          expect(error.message.length, where).toBeGreaterThan(0);
          // The error names the field and the rule; it never repeats what was sent.
          if (item.entry.text.length > 3) expect(response.body.includes(item.entry.text), where).toBe(false);
        } else {
          expect(response.statusCode, `${where}: ${response.body}`).toBe(201);
          accepted.push({ id: response.json<{ confirmationId: string }>().confirmationId, item });
        }
      }
      const after = await rows();
      const withFiles = accepted.length * (form.fields.some(isFileOnly) ? 1 : 0);
      // Exactly the accepted submissions were kept, each with its one e-mail delivery and its files; nothing else.
      expect(after).toEqual({ leads: before.leads + accepted.length, outbox: before.outbox + accepted.length, uploads: before.uploads + withFiles });
      expect(staged()).toEqual([]);

      const byId = new Map((await storedLeads(accepted.map((item) => item.id))).map((lead) => [lead.id, lead]));
      for (const { id, item } of accepted) {
        const where = `${form.name}.${item.field.name} ← ${item.entry.name}`;
        const value = byId.get(id)?.values[item.field.name];
        if (item.field.component === 'hidden') {
          if (value !== undefined) {
            expect(value, where).toBe(item.entry.text);
            expect(value, where).toMatch(/^[A-Za-z0-9_\-.|:]{1,64}$/);
          }
        } else {
          // Stored as data, character for character: never decoded again, escaped or run.
          expect(value, where).toBe(expectedStored(item.field, item.entry));
        }
        acceptedIds.push(id);
      }
    },
  );

  it('refuses a value of 1 MB on every form with 413 and the error object, and stores nothing', async () => {
    const before = await rows();
    const responses = await inBatches(
      FORMS.map((form) => async () => {
        const { values, files } = validCase(form);
        const field = hostileFields(form).find((item) => item.component === 'textarea') ?? hostileFields(form)[0]!;
        return { form, response: await post(form, values, { files, hostile: { name: field.name, entry: HUGE } }) };
      }),
      4,
    );
    for (const { form, response } of responses) {
      expect(response.statusCode, form.name).toBe(413);
      expect(response.json(), form.name).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
    expect(await rows()).toEqual(before);
    expect(staged()).toEqual([]);
  });

  it('refuses JSON that cannot be stored or is not field text (a lone surrogate, objects, prototype keys) with 400', async () => {
    const form = FORMS.find((item) => item.name === 'contact')!;
    const before = await rows();
    const { values } = validCase(form);
    const bodies: [string, string, string][] = [
      ['lone surrogate', JSON.stringify({ ...values, comments: 'a\uD800b' }), 'comments: not valid Unicode text'],
      ['lone low surrogate', JSON.stringify({ ...values, firstName: '\uDC00' }), 'firstName: not valid Unicode text'],
      ['an object for a field', JSON.stringify({ ...values, comments: { $gt: '' } }), 'comments: expected text'],
      ['an array of objects', JSON.stringify({ ...values, comments: [{ toString: 'x' }] }), 'comments: expected text'],
      ['a string body', JSON.stringify('<script>alert(1)</script>'), 'body: expected an object of field values'],
      ['__proto__', `{"__proto__":{"isAdmin":true},${JSON.stringify(values).slice(1)}`, "Body is not valid JSON but content-type is set to 'application/json'"],
      ['constructor.prototype', `{"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(values).slice(1)}`, "Body is not valid JSON but content-type is set to 'application/json'"],
      ['truncated JSON', JSON.stringify(values).slice(0, 40), "Body is not valid JSON but content-type is set to 'application/json'"],
    ];
    for (const [what, payload, reason] of bodies) {
      const response = await send({ method: 'POST', url: formEndpoint(form, 'Halden'), headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toEqual({ message: 'Invalid request', code: 'BAD_REQUEST', reason });
    }
    expect(await rows()).toEqual(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('stores the script, template and SQL strings given as JSON in free-text fields exactly as sent', async () => {
    const form = FORMS.find((item) => item.name === 'certifiedCollision')!;
    const before = await rows();
    const entries = [...byKind('script'), ...byKind('template'), ...byKind('sql')];
    const free = form.fields.filter((field) => field.validation && TEXT_RULES[field.validation] && !['firstName', 'lastName'].includes(field.validation));
    expect(free.map((field) => field.name).sort()).toEqual(['comments', 'shopName']);
    for (const entry of entries) {
      const { values } = validCase(form);
      for (const field of free) values[field.name] = entry.text;
      const response = await post(form, values, { json: true });
      expect(response.statusCode, `${entry.name}: ${response.body}`).toBe(201);
      const id = response.json<{ confirmationId: string }>().confirmationId;
      const [lead] = await storedLeads([id]);
      for (const field of free) expect(lead?.values[field.name], `${entry.name} in ${field.name}`).toBe(entry.text);
      acceptedIds.push(id);
    }
    // The statements in the text ran nowhere: the table is still there, with exactly these leads more.
    expect((await rows()).leads).toBe(before.leads + entries.length);
  });

  it('shows a no-script visitor their hostile answers again escaped, never as markup', async () => {
    const form = FORMS.find((item) => item.name === 'contact')!;
    for (const entry of byKind('script')) {
      const { values } = validCase(form);
      const before = await rows();
      // The comment is data; the e-mail address is not one, so the page comes back with the answers and the message.
      const response = await post(form, { ...values, comments: entry.text, email: entry.text, emailConfirm: entry.text }, { headers: { accept: 'text/html' } });
      expect(response.statusCode, entry.name).toBe(400);
      expect(isHtml(response), entry.name).toBe(true);
      expectNoActiveMarkup(response, [entry], entry.name);
      expect(response.body, entry.name).toContain('Please enter a valid email address.');
      expect(await rows()).toEqual(before);
    }
  });
});

describe('the leads export', () => {
  /** Cells of a CSV document (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
  function parseCsv(text: string): string[][] {
    const table: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const char = text[i]!;
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        row.push(cell);
        cell = '';
      } else if (char === '\r' && text[i + 1] === '\n') {
        row.push(cell);
        table.push(row);
        row = [];
        cell = '';
        i++;
      } else cell += char;
    }
    if (cell !== '' || row.length > 0) table.push([...row, cell]);
    return table;
  }

  const exported = (format: 'csv' | 'ndjson') => send({ url: `/services/leads/export?format=${format}`, headers: { authorization: `Bearer ${EXPORT_TOKEN}` } });

  it('defuses every stored value a spreadsheet would run as a formula, and keeps the others as they are', async () => {
    // A lead whose free text starts with each formula character, besides those the sweep above stored.
    const form = FORMS.find((item) => item.name === 'contact')!;
    for (const entry of byKind('formula')) {
      const { values } = validCase(form);
      const response = await post(form, { ...values, comments: entry.text });
      expect(response.statusCode, entry.name).toBe(201);
      acceptedIds.push(response.json<{ confirmationId: string }>().confirmationId);
    }
    const response = await exported('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    const [header, ...table] = parseCsv(response.body);
    expect(header?.slice(0, 3)).toEqual(['id', 'form', 'created_at']);
    const mine = table.filter((row) => acceptedIds.includes(row[0] ?? ''));
    expect(mine).toHaveLength(new Set(acceptedIds).size);
    const stored = new Map((await storedLeads(acceptedIds)).map((lead) => [lead.id, lead]));
    let defused = 0;
    for (const row of mine) {
      for (const cell of row) expect(cell, `${row[0]}: ${cell.slice(0, 40)}`).not.toMatch(/^[=+\-@\t\r]/);
      for (const value of Object.values(stored.get(row[0]!)?.values ?? {})) {
        // A list is one cell of its items; a cell a spreadsheet would compute gets a leading apostrophe, and nothing else changes.
        const text = Array.isArray(value) ? value.join('; ') : value;
        const formula = /^[=+\-@]/.test(text);
        expect(row, `${row[0]}: ${text.slice(0, 40)}`).toContain(formula ? `'${text}` : text);
        if (formula) defused++;
      }
    }
    expect(defused).toBeGreaterThanOrEqual(byKind('formula').length);
  });

  it('exports each value as NDJSON exactly as it was stored', async () => {
    const response = await exported('ndjson');
    expect(response.statusCode).toBe(200);
    const records = new Map(
      response.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { id: string; values: Record<string, unknown> })
        .map((record) => [record.id, record.values]),
    );
    for (const lead of await storedLeads(acceptedIds)) expect(records.get(lead.id), lead.id).toEqual(lead.values);
  });

  it('answers 401 to every other token, and 400 to hostile filters', async () => {
    for (const authorization of ['', 'Bearer ', `Bearer ${EXPORT_TOKEN}x`, `bearer ${EXPORT_TOKEN}`, `Bearer ${"' OR 1=1 --"}`, `Basic ${Buffer.from(`x:${EXPORT_TOKEN}`).toString('base64')}`]) {
      const response = await send({ url: '/services/leads/export', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED', reason: 'A valid export token is required' });
    }
    for (const entry of sample(3, 6)) {
      for (const name of ['since', 'form', 'format']) {
        const response = await send({ url: `/services/leads/export?${name}=${entry.encoded}`, headers: { authorization: `Bearer ${EXPORT_TOKEN}` } });
        expect(response.statusCode, `${name} ← ${entry.name}`).toBe(400);
        expectErrorObject(response, `${name} ← ${entry.name}`);
      }
    }
  });
});

describe('uploads: malformed multipart and hostile files', () => {
  const storyValues = () => {
    const { media: _media, ...values } = validCase(SHARE_STORY_FORM).values;
    return values;
  };
  const loveValues = () => validCase(SHARE_THE_LOVE_FORM).values;
  const STORY_URL = formEndpoint(SHARE_STORY_FORM, 'Halden');

  /** Sends a multipart body exactly as given, and checks nothing was kept: no lead, no outbox row, no file. */
  async function expectNothingKept(payload: Buffer | string, contentType: string): Promise<LightMyRequestResponse> {
    const before = await rows();
    const onDisk = filesOnDisk();
    const response = await send({ method: 'POST', url: STORY_URL, headers: { 'content-type': contentType }, payload });
    expect(await rows()).toEqual(before);
    expect(filesOnDisk()).toEqual(onDisk);
    return response;
  }

  it('answers 400 to a multipart body without a boundary, cut short, or with a broken part, and keeps nothing', async () => {
    const whole = multipartBody(storyValues(), [{ name: 'media', filename: 'trip.png', type: 'image/png', content: PNG }]);
    const cases: [string, Buffer | string, string, string][] = [
      ['no boundary', whole, 'multipart/form-data', 'The multipart body could not be read: Multipart: Boundary not found'],
      ['cut inside the file', whole.subarray(0, whole.length - 30), `multipart/form-data; boundary=${BOUNDARY}`, 'The multipart body could not be read: Unexpected end of multipart data'],
      ['cut inside a field', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAna`, `multipart/form-data; boundary=${BOUNDARY}`, 'The multipart body could not be read: Unexpected end of multipart data'],
      ['another boundary', whole, 'multipart/form-data; boundary=not-the-one', 'The multipart body could not be read: Unexpected end of multipart data'],
    ];
    for (const [what, payload, contentType, reason] of cases) {
      const response = await expectNothingKept(payload, contentType);
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toEqual({ message: 'Invalid request', code: 'BAD_REQUEST', reason });
    }
    expect(staged()).toEqual([]);
  });

  it('refuses a file part for a field that takes no file, whatever its name, with 415', async () => {
    for (const name of ['../../evil.sh', '..\\..\\evil.exe', 'media/../../logo', '<script>alert(1)</script>']) {
      const payload = multipartBody(storyValues(), [{ name, filename: 'pixel.png', type: 'image/png', content: PNG }]);
      const response = await expectNothingKept(payload, `multipart/form-data; boundary=${BOUNDARY}`);
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toEqual({ message: `${name}: this form takes no files`, code: 'UNSUPPORTED_MEDIA_TYPE', reason: `${name}: this form takes no files` });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  const MEDIA_MESSAGE = 'Please upload a photo or a video.';
  const LOGO_MESSAGE = 'Please upload a logo in PNG, JPG, GIF or WebP format.';
  const polyglots: [string, string, string, Buffer][] = [
    ['a shell script named ../../evil.sh', '../../evil.sh', 'application/x-sh', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['a Windows program named ..\\..\\evil.exe', '..\\..\\evil.exe', 'application/octet-stream', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
    ['GIF89a followed by a script', 'cat.gif', 'image/gif', Buffer.from('GIF89a<script>alert(document.cookie)</script>')],
    ['a real GIF with a script after its end', 'cat.gif', 'image/gif', Buffer.concat([GIF, Buffer.from('<SCRIPT SRC=//evil.example/x.js></SCRIPT>')])],
    ['a JPEG header followed by PHP', 'photo.jpg', 'image/jpeg', Buffer.concat([JPEG_HEAD, Buffer.from('<?php system($_GET["c"]); ?>')])],
    ['a JPEG header followed by an HTML page', 'photo.jpg.html', 'image/jpeg', Buffer.concat([JPEG_HEAD, Buffer.from('<html><body onload=alert(1)></body></html>')])],
    ['a PNG with an SVG onload after it', 'pixel.png', 'image/png', Buffer.concat([PNG, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')])],
    ['a PNG with a javascript: link 70 kB into the file', 'pixel.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(70_000, 0x20), Buffer.from('<a href="javascript:alert(1)">x</a>')])],
    ['an SVG declared image/png', 'drawing.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>')],
    ['a zero-byte file', 'empty.png', 'image/png', Buffer.alloc(0)],
  ];

  it.each(polyglots)('refuses %s as a story photo with the spec message, and keeps nothing', async (_what, filename, type, content) => {
    const payload = multipartBody(storyValues(), [{ name: 'media', filename, type, content }]);
    const response = await expectNothingKept(payload, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid form', code: 'BAD_REQUEST', reason: 'Invalid field: media', fields: { media: { message: MEDIA_MESSAGE } } });
    expect(staged()).toEqual([]);
  });

  it('refuses the same files as a logo with the logo message, and keeps nothing', async () => {
    for (const [what, filename, type, content] of polyglots.filter(([, , , bytes]) => bytes.length > 0)) {
      const before = await rows();
      const response = await post(SHARE_THE_LOVE_FORM, loveValues(), { files: [{ name: 'logo', filename, type, content }] });
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ reason: 'Invalid field: logo', fields: { logo: { message: LOGO_MESSAGE } } });
      expect(await rows()).toEqual(before);
    }
    expect(staged()).toEqual([]);
  });

  it('answers 413 to a file over its limit, and keeps nothing', async () => {
    const logoLimit = SHARE_THE_LOVE_FORM.fields.find((field) => field.name === 'logo')?.options?.props?.maxBytes ?? 0;
    const before = await rows();
    const cases: [FormDefinition, Values, FilePart][] = [
      [SHARE_THE_LOVE_FORM, loveValues(), { name: 'logo', filename: 'logo.gif', type: 'image/gif', content: Buffer.concat([GIF, Buffer.alloc(logoLimit + 1 - GIF.length)]) }],
      [SHARE_STORY_FORM, storyValues(), { name: 'media', filename: 'trip.png', type: 'image/png', content: Buffer.concat([PNG, Buffer.alloc(FILE_LIMIT + 1 - PNG.length)]) }],
    ];
    for (const [form, values, file] of cases) {
      const response = await post(form, values, { files: [file] });
      expect(response.statusCode, form.name).toBe(413);
      expect(response.json(), form.name).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', reason: `${file.name}: the file is larger than ${form === SHARE_THE_LOVE_FORM ? 2 * 1024 * 1024 : FILE_LIMIT} bytes` });
    }
    expect(await rows()).toEqual(before);
    expect(staged()).toEqual([]);
  });

  it('keeps a real image sent as ../../evil.sh under a generated key inside the upload directory only', async () => {
    for (const filename of ['../../evil.sh', '..\\..\\evil.exe', '/etc/passwd', 'C:\\Windows\\evil.bat', 'photo\u202Egnp.exe']) {
      const response = await post(SHARE_STORY_FORM, storyValues(), { files: [{ name: 'media', filename, type: 'application/x-sh', content: GIF }] });
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(201);
      const id = response.json<{ confirmationId: string }>().confirmationId;
      acceptedIds.push(id);
      const [upload] = await t.database.db.select().from(leadUploads).where(inArray(leadUploads.leadId, [id]));
      expect(upload?.contentType).toBe('image/gif');
      expect(upload?.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.gif$/);
      expect(upload?.fileName).not.toMatch(/[/\\\u202e]/);
      expect(existsSync(join(uploadDir, upload!.storageKey))).toBe(true);
    }
    for (const path of ['evil.sh', '../evil.sh', '../../evil.sh', 'evil.exe', '../evil.exe']) expect(existsSync(join(uploadDir, path)), path).toBe(false);
    expect(filesOnDisk().some((path) => /evil|passwd|\.(?:sh|exe|bat)$/.test(path))).toBe(false);
    expect(staged()).toEqual([]);
  });
});

// ——— pages ———

const PAGES = sitePages('Halden');
/** Every query parameter a page reads (src/server/pages, src/domain/finance and inventory addresses). */
const PAGE_PARAMS = [
  'q', 'type', 'page', 'pageSize', 'sort', 'zip', 'zipcode', 'radius', 'model', 'year', 'trim', 'color', 'feature', 'priceMin', 'priceMax', 'mileageMax', 'retailer',
  'vin', 'mileage', 'condition', 'mode', 'price', 'down', 'tradeIn', 'state', 'apr', 'term', 'leaseTerm', 'residual', 'moneyFactor', 'fees', 'kind', 'confirmation',
  'token', 'tr', 'ext', 'int', 'pkg', 'acc', 'returnUrl', 'dealer', 'action', 'saved', 'v', 'diff', 'wcmmode',
];
/** A saved preferred retailer, so the geogated pages render rather than redirect. */
const RETAILER_COOKIE = `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), selectedDealer: ACTIVE_RETAILER.id, dealerZipCode: ACTIVE_RETAILER.zip, zipCode: ACTIVE_RETAILER.zip }))}`;

/** Requests a page and checks the answer: below 500, HTML, and free of the entries' active parts. */
async function expectCleanPage(url: string, entries: readonly HostileInput[], options: { cookie?: string; statuses?: readonly number[] } = {}): Promise<LightMyRequestResponse> {
  const response = await send({ url, headers: { cookie: options.cookie ?? RETAILER_COOKIE, accept: 'text/html' } });
  const where = `${url.slice(0, 140)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (options.statuses) expect(options.statuses, where).toContain(response.statusCode);
  if (response.statusCode < 300 || response.statusCode >= 400) {
    if (!isFrameworkError(response)) expect(isHtml(response), `${where}: ${String(response.headers['content-type'])}`).toBe(true);
    expectNoActiveMarkup(response, entries, where);
  } else {
    expect(isOnSite(String(response.headers.location)), `${where} → ${String(response.headers.location)}`).toBe(true);
  }
  return response;
}

describe('pages: hostile query parameters', () => {
  // The search results page answers 503 until its index is built (started when the app was).
  beforeAll(async () => t.app.siteSearch.whenReady(), 240_000);
  it.each(PAGES.map((page, index) => [page.path, index] as const))('%s: every parameter it reads, hostile at once, answers below 500 with nothing unescaped', async (path, index) => {
    const entries = sample(index, 2);
    await inBatches(entries.map((entry) => () => expectCleanPage(`${path}?${PAGE_PARAMS.map((name) => `${name}=${entry.encoded}`).join('&')}`, [entry])));
    // And once in another language, with the parameters repeated (a list where one value is expected).
    const entry = entries[0]!;
    await expectCleanPage(`/es${path}?${PAGE_PARAMS.map((name) => `${name}=${entry.encoded}&${name}=${entry.encoded}`).join('&')}`, [entry]);
  });

  /** Pages that show a parameter back (in a field, a pill or a heading), one parameter at a time. */
  const REFLECTING: [string, string[]][] = [
    ['/shopping-tools/payment-calculator.html', ['price', 'down', 'tradeIn', 'state', 'apr', 'term', 'leaseTerm', 'residual', 'moneyFactor', 'fees', 'mode']],
    ['/shopping-tools/special-offers.html', ['zip', 'model']],
    ['/shopping-tools/guaranteed-trade-in.html', ['vin', 'mileage', 'condition']],
    ['/vehicle-info/local-inventory.html', ['model', 'year', 'trim', 'color', 'feature', 'priceMin', 'priceMax', 'zip', 'radius', 'retailer', 'sort', 'page', 'pageSize']],
    ['/vehicle-info/certified-pre-owned/certified-pre-owned.html', ['model', 'mileageMax', 'zip', 'retailer', 'sort']],
    ['/vehicle-info/local-inventory/vehicle.html', ['vin']],
    ['/vehicle-info/local-inventory/compare.html', ['vin']],
    ['/find/a-retailer.html', ['q']],
    ['/find/collision-center.html', ['q']],
    ['/confirm-your-zipcode.html', ['zip', 'returnUrl']],
    ['/confirm-your-retailer.html', ['dealer', 'zipcode', 'returnUrl']],
    ['/owners/recalls.html', ['vin']],
    ['/owners/manuals-and-warranties.html', ['year', 'model', 'trim']],
    ['/shopping-tools/get-local-price.html', ['model', 'trim', 'year', 'token']],
    ['/shopping-tools/apply-for-financing.html', ['model', 'trim', 'year', 'retailer']],
    ['/shopping-tools/sent-to-retailer.html', ['confirmation', 'retailer']],
    ['/owners/love-promise-stories.html', ['kind', 'confirmation']],
    ['/shopping-tools/financing-and-leasing.html', ['zip', 'model']],
    ['/compare/trims.html', ['model', 'diff']],
    ['/vehicle-info/compare/global.html', ['v']],
    ['/build.html', ['token', 'tr', 'ext', 'int', 'pkg', 'acc']],
  ];
  it.each(REFLECTING)('%s: each parameter on its own', async (path, names) => {
    // An inventory search is the dearest page to render: one entry per filter there, two elsewhere.
    const size = path.startsWith('/vehicle-info/') ? 1 : 2;
    await inBatches(names.flatMap((name, index) => sample(index + path.length, size).map((entry) => () => expectCleanPage(`${path}?${name}=${entry.encoded}`, [entry]))));
  });

  it('shows the payment calculator an attribute break-out as text in its field, escaped', async () => {
    // The calculator keeps 24 characters of a value: a payload that fits.
    const payload = '"><svg onload=alert(1)>';
    const response = await expectCleanPage(`/shopping-tools/payment-calculator.html?price=${encodeURIComponent(payload)}`, [{ name: 'short svg', kind: 'script', encoded: '', text: payload, markers: ['<svg onload=alert(1)>'] }]);
    expect(response.body).toContain('value="&quot;&gt;&lt;svg onload=alert(1)&gt;"');
  });

  it('answers a hostile geo-data cookie (its free-text city) with the page, the city escaped', async () => {
    for (const entry of byKind('script')) {
      const cookie = `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), zipCode: '66952', city: entry.text, state: 'KS', selectedDealer: ACTIVE_RETAILER.id, dealerZipCode: ACTIVE_RETAILER.zip }))}`;
      for (const path of ['/confirm-your-zipcode.html', '/', '/shopping-tools/special-offers.html']) await expectCleanPage(path, [entry], { cookie });
    }
    for (const cookie of ['geo-data=%7B%22version%22%3A%220001%22%2C%22city%22%3A%7B%7D%7D', 'geo-data=%ED%A0%80', `geo-data=${'x'.repeat(5000)}`, 'geo-data="<script>alert(1)</script>"']) {
      await expectCleanPage('/confirm-your-zipcode.html', CORPUS, { cookie });
    }
  });
});

describe('pages: hostile path segments', () => {
  it('gives the 404 page for a hostile model, retailer, page or Build & Price segment', async () => {
    const templates = [
      (segment: string) => `/vehicles/${segment}.html`,
      (segment: string) => `/find/retailers/${segment}.html`,
      (segment: string) => `/find/retailers/10004-${segment}.html`,
      (segment: string) => `/build/2026/suv/${segment}/BASE/colors`,
      (segment: string) => `/build-price/${segment}`,
      (segment: string) => `/${segment}.html`,
      (segment: string) => `/es/owners/${segment}`,
      (segment: string) => `/zh/vehicle-info/${segment}.html`,
    ];
    const results = await inBatches(
      templates.flatMap((template, index) =>
        sample(index * 3, 4, CORPUS.filter((entry) => entry.kind !== 'long')).map((entry) => async () => {
          const url = template(entry.encoded.replace(/%2F/gi, '%2f'));
          const response = await expectCleanPage(url, [entry], { statuses: [400, 404] });
          return { url, response };
        }),
      ),
    );
    for (const { url, response } of results) {
      // A URL whose percent-encoding is not UTF-8 never reaches a route (see the report); every other one is the 404 page.
      if (isFrameworkError(response)) expect(/%(?:ED|C0)%/i.test(url), url).toBe(true);
      else {
        expect(response.statusCode, url).toBe(404);
        // Build & Price answers an unknown vehicle with its own 404 (the model chooser and a notice); every other path gets the 404 page.
        const builder = /^\/build(?:-price)?\//.test(url) && response.body.includes('We couldn&#x27;t find that vehicle.');
        if (!builder) expect(response.body, url).toContain('<meta name="robots" content="noindex');
      }
    }
  });

  it('answers a 10 kB path with 404 or 414, and a 10 kB model name with 414', async () => {
    const long = await sendRaw(`/${'a'.repeat(10 * 1024)}.html`);
    expect([404, 414]).toContain(long.statusCode);
    const param = await send({ url: `/vehicles/${'a'.repeat(10 * 1024)}.html` });
    expect(param.statusCode).toBe(414);
  });
});

// ——— services ———

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
}
/** Valid path values, so a hostile value in one parameter is the only thing wrong with the request. */
const VALID_PATH: Record<string, string> = { year: '2026', modelCode: 'KSTL', trimCode: 'PREM', zipcode: '66952', id: '10004', dealerId: '10004', vin: 'JF2FACA12LG504787', token: 'abcdefgh12', transmission: 'CVT', packageCode: 'NONE', first: 'KSTL', second: 'PREM', document: 'warranty' };

describe('services under /services: hostile parameters', () => {
  it('answers every documented GET parameter, hostile, with a JSON error object or a JSON/PDF answer, never 5xx or HTML', async () => {
    const document = (await t.app.inject({ url: '/services/openapi.json' })).json<{ paths: Record<string, { get?: { parameters?: OpenApiParameter[] } }> }>();
    const tasks: (() => Promise<void>)[] = [];
    let index = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (path === '/services/leads/export') continue;
      for (const parameter of operations.get?.parameters ?? []) {
        // Two entries for a path segment, one for a query parameter (every entry still reaches dozens of them).
        for (const entry of sample(index++, parameter.in === 'path' ? 2 : 1)) {
          tasks.push(async () => {
            let url = path.replace(/\{(\w+)\}/g, (_match, name: string) => (parameter.in === 'path' && name === parameter.name ? entry.encoded : (VALID_PATH[name] ?? 'x')));
            if (parameter.in === 'query') url += `?${parameter.name}=${entry.encoded}`;
            const response = await send({ url });
            const where = `${parameter.in}:${parameter.name} of ${path} ← ${entry.name} (${response.statusCode})`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (isFrameworkError(response)) return;
            expect(String(response.headers['content-type']), where).toMatch(/^application\/(?:json|pdf)/);
            if (response.statusCode >= 400) {
              expect([400, 404, 414], where).toContain(response.statusCode);
              expectErrorObject(response, where);
            } else expect(response.statusCode, where).toBe(200);
          });
        }
      }
    }
    expect(tasks.length).toBeGreaterThan(100);
    await inBatches(tasks);
  });

  it('finds nothing for hostile text in the retailer, ZIP and e-mail lookups, and says so in JSON', async () => {
    for (const entry of [...byKind('script'), ...byKind('sql')]) {
      // The spec's retailer search answers its 'No Results' with the query as the reason (as JSON, which is never markup).
      const query = await send({ url: `/services/dealers/query?query=${entry.encoded}` });
      expect(query.statusCode, entry.name).toBe(404);
      expect(query.json(), entry.name).toMatchObject({ message: 'No Results', code: 'NOT_FOUND' });
      const suggest = await send({ url: `/services/utility/geographicdata/suggest?q=${entry.encoded}` });
      expect(suggest.statusCode, entry.name).toBe(200);
      expect(suggest.json(), entry.name).toEqual([]);
      const email = await send({ url: `/services/contact/mail/validate?sourceCode=web&email=${entry.encoded}` });
      expect(email.statusCode, entry.name).toBe(200);
      expect(email.json(), entry.name).toBe(false);
    }
  });

  it('answers hostile GraphQL with 400 or GraphQL errors, never 5xx, and runs no statement from a filter', async () => {
    // [query, variables, status, the first error's message]: bad input is a 400 (or GraphQL's 200 with errors), never a 5xx.
    const queries: [string, Record<string, unknown>, number, string][] = [
      ['{ retailerInventory(filter: { models: ["<script>alert(1)</script>"] }) { total } }', {}, 400, 'model: "<SCRIPT>ALERT(1)</SCRIPT>" is not a code'],
      ['query ($m: [String!]) { retailerInventory(filter: { models: $m, trims: $m, colors: $m, features: $m }) { total } }', { m: ["' OR 1=1 --", "'; DROP TABLE leads; --", '%_\\'] }, 400, 'model: "\' OR 1=1 --" is not a code'],
      ['query ($z: String) { retailerInventoryV2(filter: { zip: $z }) { totalCount } }', { z: '../../etc/passwd' }, 400, 'filter.zip: five digits'],
      ['query ($v: String!) { vehicleByVin(vin: $v) { vin } }', { v: '<img src=x onerror=alert(1)>' }, 200, 'vin: Please enter a valid VIN.'],
      ['query ($v: String!) { vehicleByVin(vin: $v) { vin } }', { v: 'a\uD800' }, 200, 'vin: Please enter a valid VIN.'],
      ['{ retailerInventory(filter: { retailerId: "10004\' OR \'1\'=\'1" }) { total } }', {}, 400, 'retailer: a retailer id is five digits'],
      ['{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }', {}, 400, '`unnamedQuery query depth (8) exceeds the query depth limit of 6`'],
      [`{ ${Array.from({ length: 50 }, (_, i) => `a${i}: retailerInventory { total }`).join(' ')} }`, {}, 400, 'At most 3 inventory searches per query (this one asks 50)'],
      ['{ retailerInventory(filter: { models: ["KSTL"] }) { total ', {}, 400, 'Syntax Error: Expected Name, found <EOF>.'],
      ['mutation { deleteEverything }', {}, 200, 'Schema is not configured to execute mutation operation.'],
      ['<script>alert(1)</script>', {}, 400, 'Syntax Error: Unexpected character: "<".'],
    ];
    const before = await rows();
    for (const [query, variables, status, message] of queries) {
      const response = await send({ method: 'POST', url: '/services/graphql', payload: { query, variables } });
      const where = query.slice(0, 80);
      expect(response.statusCode, where).toBe(status);
      expect(String(response.headers['content-type']), where).toMatch(/^application\/json/);
      expect(response.json<{ errors?: { message: string }[] }>().errors?.[0]?.message, where).toBe(message);
    }
    for (const query of ['%7B__typename', '<script>alert(1)</script>', '%ED%A0%80']) {
      const response = await send({ url: `/services/graphql?query=${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(String(response.headers['content-type']), query).toMatch(/^application\/json/);
      expect(response.json<{ errors?: { message: string }[] }>().errors?.[0]?.message, query).toMatch(/^Syntax Error: /);
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses a hostile saved build with 400 and saves nothing', async () => {
    const [{ n: before } = { n: 0 }] = await t.database.db.select({ n: count() }).from(savedBuilds);
    const build = (value: string) => ({
      modelYear: 2026,
      modelCode: value,
      trimCode: 'PREM',
      transmissionCode: value,
      optionPackageCode: null,
      exteriorColorCode: value,
      interiorColorCode: value,
      accessories: [value],
      state: value,
      region: value,
    });
    for (const entry of [...byKind('script'), ...byKind('sql'), ...byKind('unicode')]) {
      const response = await send({ method: 'POST', url: '/services/vehicles/config/build', payload: build(entry.json ?? entry.text) });
      expect(response.statusCode, entry.name).toBe(400);
      expectErrorObject(response, entry.name);
    }
    const over = await send({ method: 'POST', url: '/services/vehicles/config/build', payload: build(HUGE.text) });
    expect(over.statusCode).toBe(413);
    const [{ n: after } = { n: 0 }] = await t.database.db.select({ n: count() }).from(savedBuilds);
    expect(after).toBe(before);
  });

  it('answers the image and language services a traversal or a foreign URL with 404 or 400, never a path off the site', async () => {
    for (const entry of [...byKind('traversal'), ...byKind('redirect'), ...byKind('script')]) {
      const image = await send({ url: `/services/utility/image?path=${entry.encoded}` });
      expect(image.statusCode, `image ← ${entry.name}`).toBe(404);
      expect(image.json(), entry.name).toMatchObject({ message: 'Image not found', code: 'NOT_FOUND' });
      for (const lang of ['en', 'es']) {
        const language = await send({ url: `/services/utility/language?path=${entry.encoded}&lang=${lang}` });
        expect(language.statusCode, `language ← ${entry.name}`).toBe(400);
        expect(language.json(), entry.name).toEqual({ message: 'Invalid path', code: 'BAD_REQUEST', reason: 'path must be a site path such as /support/customer-support' });
      }
    }
  });

  it('searches hostile text as words: highlights are escaped HTML with <mark> only, and the page shows the query escaped', async () => {
    await t.app.siteSearch.whenReady();
    for (const entry of [...byKind('script'), ...byKind('template')]) {
      const service = await send({ url: `/services/search?q=${entry.encoded}&lang=en` });
      expect(service.statusCode, entry.name).toBe(200);
      const answer = service.json<{ results: { titleHtml: string; snippetHtml: string }[] }>();
      for (const hit of answer.results) for (const html of [hit.titleHtml, hit.snippetHtml]) expect(html.replace(/<\/?mark>/g, ''), entry.name).not.toMatch(/[<>]/);
      const suggest = await send({ url: `/services/search/suggest?q=${entry.encoded}&lang=es` });
      expect(suggest.statusCode, entry.name).toBe(200);
      for (const item of suggest.json<{ suggestions: { url: string; titleHtml: string }[] }>().suggestions) {
        expect(item.titleHtml.replace(/<\/?mark>/g, ''), entry.name).not.toMatch(/[<>]/);
        expect(isOnSite(item.url), item.url).toBe(true);
      }
      const page = await expectCleanPage(`/search-results.html?q=${entry.encoded}`, [entry]);
      expect(page.statusCode, entry.name).toBe(200);
    }
    const shown = await expectCleanPage(`/search-results.html?q=${encodeURIComponent('<script>alert(1)</script>')}`, CORPUS);
    expect(shown.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('file routes: path traversal', () => {
  /** What a leaked file would show: the system's password file, the project's package.json, the file beside /assets/. */
  const LEAKS = /root:x:0:0|"name": "halden-us"|SECRET-BESIDE-THE-ASSETS|"devDependencies"/;
  const PREFIXES = ['/assets/', '/media/', '/media/videos/brand-film/', '/images/', '/images/chip/', '/libs/cq/i18n/', '/vehicles/', '/find/retailers/', '/es/'];
  const CLIMBS = [
    '../secret.txt',
    '../../package.json',
    '../../../../../../../../etc/passwd',
    '..%2f..%2fpackage.json',
    '%2e%2e/%2e%2e/package.json',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5c..%5cpackage.json',
    '..\\..\\package.json',
    '%252e%252e/%252e%252e/package.json',
    '.%2e/.%2e/package.json',
    '%c0%ae%c0%ae/package.json',
    '%2fetc%2fpasswd',
    'secret.txt%00.css',
  ];

  it('serves the assets it has, and nothing beside them', async () => {
    const asset = await send({ url: `/assets/${ASSET}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('body{color:#000}');
  });

  it.each(PREFIXES)('%s answers every climb out, as written or as a browser resolves it, with 400, 403 or 404 and no file', async (prefix) => {
    await inBatches(
      CLIMBS.flatMap((climb) => [
        async () => {
          const raw = await sendRaw(`${prefix}${climb}`);
          expect([400, 403, 404], `raw ${prefix}${climb}`).toContain(raw.statusCode);
          expect(LEAKS.test(raw.body), `raw ${prefix}${climb}`).toBe(false);
          expectSecureAnswer(raw, `raw ${prefix}${climb}`);
        },
        async () => {
          const resolved = await send({ url: `${prefix}${climb}` });
          expect([400, 403, 404], `${prefix}${climb}`).toContain(resolved.statusCode);
          expect(LEAKS.test(resolved.body), `${prefix}${climb}`).toBe(false);
        },
      ]),
    );
  });

  it('refuses dot files and NUL bytes in the media folder', async () => {
    for (const path of ['/media/.gitignore', '/media/videos/.DS_Store', '/media/%00', '/media/videos/brand-film/captions.en.vtt%00.html']) {
      const response = await send({ url: path });
      expect([403, 404], path).toContain(response.statusCode);
      expectErrorObject(response, path);
    }
  });
});

// ——— redirects ———

describe('redirects stay on the site', () => {
  const targets = REDIRECT_TARGETS;

  it('sends the geogate to the confirm-retailer page with the original address as a local returnUrl, whatever the query', async () => {
    const gated = PAGES.filter((page) => page.geogate);
    expect(gated.length).toBeGreaterThanOrEqual(4);
    for (const page of gated) {
      for (const [index, target] of targets.entries()) {
        const prefix = ['', '/es', '/zh', '/en'][index % 4]!;
        const response = await send({ url: `${prefix}${page.path}?returnUrl=${target}&next=${target}`, headers: { cookie: '' } });
        const location = String(response.headers.location);
        expect(response.statusCode, `${page.path} ${target}`).toBe(302);
        expect(location.startsWith(`${prefix}/confirm-your-retailer.html?returnUrl=%2F`), location).toBe(true);
        expect(isOnSite(location), location).toBe(true);
      }
    }
  });

  it('sends a confirmed ZIP or retailer back only to a path of this site, else to the confirm page itself', async () => {
    for (const target of targets) {
      for (const [path, query] of [
        ['/confirm-your-zipcode.html', 'zip=66952'],
        ['/confirm-your-retailer.html', `dealer=${ACTIVE_RETAILER.id}&zipcode=${ACTIVE_RETAILER.zip}`],
        ['/es/confirm-your-zipcode.html', 'zip=66952'],
      ] as const) {
        const response = await send({ url: `${path}?${query}&returnUrl=${target}`, headers: { cookie: '' } });
        const location = String(response.headers.location);
        expect(response.statusCode, `${path} ${target}`).toBe(303);
        expect(location, target).toBe(`${path}?saved=1`);
      }
    }
    // A real return path is kept, with its query.
    const kept = await send({ url: `/confirm-your-zipcode.html?zip=66952&returnUrl=${encodeURIComponent('/shopping-tools/get-local-price.html?model=KSTL')}` });
    expect(kept.headers.location).toBe('/shopping-tools/get-local-price.html?model=KSTL');
  });

  it('adds the slash to a bare language prefix and nothing else', async () => {
    for (const prefix of ['/en', '/es', '/zh']) {
      for (const target of targets) {
        const response = await send({ url: `${prefix}?${target}` });
        const location = String(response.headers.location);
        expect(response.statusCode, `${prefix}?${target}`).toBe(301);
        expect(location.startsWith(`${prefix}/?`), location).toBe(true);
        expect(isOnSite(location), location).toBe(true);
      }
      for (const raw of [`${prefix}?//evil.example`, `${prefix}?\\\\evil.example`]) {
        const response = await sendRaw(raw);
        expect(response.statusCode, raw).toBe(301);
        expect(isOnSite(String(response.headers.location)), raw).toBe(true);
      }
    }
  });

  it('never redirects an address that names another host, with or without a trailing slash', async () => {
    for (const path of ['//evil.example', '//evil.example/', '/\\evil.example', '/\\\\evil.example/', '///evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/vehicle-info/all-vehicles.html/', '/index.html/', '/favicon.ico/']) {
      const response = await sendRaw(path);
      expect([400, 404], path).toContain(response.statusCode);
      expect(response.headers.location, path).toBeUndefined();
    }
    const favicon = await send({ url: '/favicon.ico?next=//evil.example' });
    expect(favicon.statusCode).toBe(301);
    expect(favicon.headers.location).toBe('/favicon.svg');
  });

  it('sends a no-script form to its own thank-you address whatever lang, sourcePage and kind say', async () => {
    const before = await rows();
    const forms = [FORMS.find((form) => form.name === 'contact')!, FORMS.find((form) => form.name === 'contactRetailer')!, FORMS.find((form) => form.name === 'lovePromiseCustomer')!];
    let stored = 0;
    for (const [index, target] of targets.slice(0, 6).entries()) {
      const form = forms[index % forms.length]!;
      const { values, files } = validCase(form);
      const decoded = (() => {
        try {
          return decodeURIComponent(target);
        } catch {
          return target;
        }
      })();
      const response = await post(form, { ...values, lang: decoded, sourcePage: decoded, kind: decoded, successPage: decoded, returnUrl: decoded }, { files, headers: { accept: 'text/html', referer: decoded } });
      const location = String(response.headers.location);
      expect(response.statusCode, `${form.name} ${target}: ${response.body.slice(0, 200)}`).toBe(303);
      expect(isOnSite(location), location).toBe(true);
      expect(location, location).toMatch(/^\/[a-z/-]+\.html\?confirmation=L[0-9A-Z]{10}/);
      acceptedIds.push(new URL(location, ORIGIN).searchParams.get('confirmation')!);
      stored++;
    }
    // A hostile language is English, and a source page is kept only as a path of this site.
    for (const lead of await storedLeads(acceptedIds.slice(-stored))) {
      expect(lead.lang).toBe('en');
      if (lead.sourcePage !== null) expect(lead.sourcePage).toMatch(/^\/(?![/\\])[\w\-./~%]*$/);
    }
    expect((await rows()).leads).toBe(before.leads + stored);
  });
});

// ——— headers ———

describe('security headers on every kind of answer', () => {
  it('sends them with the 404 page, a form replay, a redirect, a JSON error, an asset, an SVG and a caption file', async () => {
    const answers = await Promise.all([
      send({ url: '/no-such-page.html' }),
      send({ url: '/es/no-such-page.html' }),
      post(FORMS.find((form) => form.name === 'contact')!, { email: 'x' }, { headers: { accept: 'text/html' } }),
      send({ url: '/es' }),
      send({ url: '/services/vehicles/model/20x6/KSTL' }),
      send({ url: `/assets/${ASSET}` }),
      send({ url: '/images/chip/1f4e79.svg' }),
      send({ url: '/media/videos/brand-film/captions.en.vtt' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 400, 301, 400, 200, 200, 200]);
    // expectSecureAnswer ran on each inside send(); the HTML ones carry the full policy.
    expect(answers.filter(isHtml)).toHaveLength(3);
  });

  it("answers a URL it cannot route (not UTF-8, a parameter over 200 characters) with the framework's 4xx as JSON, never a page", async () => {
    for (const [path, status] of [['/%ED%A0%80', 400], ['/%C0%AF', 400], ['/%', 400], ['/vehicles/%ED%A0%80%3Cscript%3E.html', 400], [`/vehicles/${'%3Cscript%3E'.repeat(30)}.html`, 414]] as const) {
      const response = await send({ url: path });
      expect(isFrameworkError(response), path).toBe(true);
      expect(response.statusCode, path).toBe(status);
      // JSON, which no browser renders as a page, that never repeats the path.
      expect(response.headers['content-type'], path).toMatch(/^application\/json/);
      expect(response.body, path).not.toContain('<script');
      expect(response.body, path).not.toContain('script');
    }
  });
});
