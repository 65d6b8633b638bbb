/**
 * Hostile images through HTTP (issue 16, item 10): real GIF, PNG and JPEG files carrying PHP (`<?= …`, `<?php(`), an
 * event attribute, a meta refresh or a UTF-16 `<script>`, and images whose header claims an absurd size, posted to
 * every form with a file field. Each answers 400 with the field's translated error — the JSON for the island, and the
 * form's page again, in English and in Spanish, for a browser without script — and leaves no lead, no upload row and
 * no file behind.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, leadUploads } from '#db/schema.ts';
import { FORMS, formEndpoint } from '#domain/forms/definitions.ts';
import type { FieldConfig, FormDefinition } from '#domain/forms/types.ts';
import { interpolate } from '#domain/i18n/translate.ts';
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIDE } from '#domain/validation/index.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { decodeEntities } from '../../support/html.ts';
import { multipartBody, validCase, type FilePart } from '../../support/form-cases.ts';
import { gif, jpeg, png, utf16be, utf16le } from '../../support/images.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'halden-upload-scan-'));
const mailDir = mkdtempSync(join(tmpdir(), 'halden-upload-scan-mail-'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LEADS_UPLOAD_DIR: uploadDir, LEADS_MAIL_DIR: mailDir, LEADS_WORKER: 'off', LEADS_RATE_LIMIT: 'off' });
}, 240_000);
afterAll(async () => {
  await t?.close();
  for (const dir of [uploadDir, mailDir]) rmSync(dir, { recursive: true, force: true });
});

// ——— real images, with hostile text inside them ———

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** What the rules answer: a file that is no acceptable image (`format`), or one too large (`dimensions`). */
type Refusal = 'format' | 'dimensions';
const HOSTILE: [string, string, Buffer, Refusal][] = [
  ['a GIF carrying <?= …', 'cat.gif', gif(1, 1, ascii("<?= shell_exec($_GET['c']) ?>")), 'format'],
  ['a GIF carrying <?php(', 'cat.gif', gif(1, 1, ascii("<?php(system($_GET['c']));")), 'format'],
  ['a GIF carrying <img onmouseover=…>', 'cat.gif', gif(1, 1, ascii('<img src=x onmouseover=alert(document.cookie)>')), 'format'],
  ['a GIF carrying <meta http-equiv=refresh>', 'cat.gif', gif(1, 1, ascii('<meta http-equiv=refresh content="0;url=https://evil.example/">')), 'format'],
  ['a PNG carrying a UTF-16LE <script>', 'pixel.png', png(1, 1, utf16le('<script>alert(1)</script>')), 'format'],
  ['a JPEG carrying a UTF-16BE <script>', 'photo.jpg', jpeg(1, 1, utf16be('<script>alert(1)</script>')), 'format'],
  ['a PNG of 2147483647 × 2147483647', 'huge.png', png(2_147_483_647, 2_147_483_647), 'dimensions'],
  ['a JPEG 12,000 pixels wide', 'wide.jpg', jpeg(12_000, 800), 'dimensions'],
  ['a GIF of 65535 × 65535', 'huge.gif', gif(65_535, 65_535), 'dimensions'],
];

// ——— posting ———

const FILE_FORMS = FORMS.filter((form) => form.fields.some((field) => field.component === 'file'));
const fileField = (form: FormDefinition): FieldConfig => form.fields.find((field) => field.component === 'file')!;

const BOUNDARY = '----halden-upload-scan-boundary';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let mailbox = 0;

/** Posts a valid submission of `form` from a fresh address, `file` in its file field, asking for JSON or for a page. */
async function post(form: FormDefinition, file: FilePart, options: { lang: string; page: boolean }) {
  const email = `scan+${++mailbox}@example.com`;
  const field = fileField(form);
  const { values } = validCase(form, email);
  // A story's media takes a link too: the valid case gives one, and here the file stands alone.
  delete values[field.name];
  const response = await t.app.inject({
    method: 'POST',
    url: formEndpoint(form, t.app.brand),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, accept: options.page ? BROWSER_ACCEPT : 'application/json', ...SAME_ORIGIN },
    payload: multipartBody({ ...values, lang: options.lang }, [{ ...file, name: field.name }], BOUNDARY),
  });
  return { response, email };
}

const dictionaries = Object.fromEntries(['en', 'es', 'zh'].map((lang) => [lang, JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>]));
const LIMITS = { maxSide: MAX_IMAGE_SIDE, maxMegapixels: MAX_IMAGE_MEGAPIXELS };
/** The field error's text in `lang`, as the dictionary gives it. */
function text(lang: string, key: string): string {
  const entry = dictionaries[lang]?.[key];
  if (!entry) throw new Error(`${lang}: no ${key}`);
  return interpolate(entry, LIMITS);
}
/** The text as the page writes it (React escapes these in text). */

async function leadsFrom(email: string) {
  return t.database.db.select({ id: leads.id }).from(leads).where(sql`${leads.values}->>'email' = ${email}`);
}
async function uploadRows() {
  const [row] = await t.database.db.select({ n: count() }).from(leadUploads);
  return row?.n ?? 0;
}
/** Every file under the upload directory, staged or committed. */
const filesOnDisk = () =>
  readdirSync(uploadDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe('hostile images posted to every form with a file field', () => {
  it('finds the forms that take a file', () => {
    expect(FILE_FORMS.map((form) => fileField(form).validation).sort()).toEqual(expect.arrayContaining(['organizationLogo', 'storyMedia']));
  });

  it.each(HOSTILE)('refuses %s with 400 and the translated field error, and keeps nothing', async (_what, filename, content, refusal) => {
    for (const form of FILE_FORMS) {
      const field = fileField(form);
      const key = `formError-${field.validation}-${refusal}`;
      const file: FilePart = { name: field.name, filename, type: 'image/png', content };
      const uploadsBefore = await uploadRows();

      // The island asks for JSON: the error names its key (the dictionaries translate it) and carries the English text.
      const json = await post(form, file, { lang: 'en', page: false });
      expect(json.response.statusCode, `${form.name}: ${json.response.body}`).toBe(400);
      const { fields } = json.response.json<{ fields: Record<string, { validation: string; rule: string; key: string; message: string; params?: unknown }> }>();
      expect(Object.keys(fields), form.name).toEqual([field.name]);
      expect(fields[field.name], form.name).toMatchObject({ validation: field.validation, rule: refusal, key, message: text('en', key) });
      if (refusal === 'dimensions') expect(fields[field.name]?.params).toEqual(LIMITS);

      // A browser without script gets the form's page again, in the visitor's language.
      for (const lang of ['en', 'es']) {
        const page = await post(form, file, { lang, page: true });
        expect(page.response.statusCode, `${form.name} ${lang}`).toBe(400);
        expect(page.response.headers['content-type']).toMatch(/^text\/html/);
        expect(decodeEntities(page.response.body), `${form.name} ${lang}`).toContain(text(lang, key));
        expect(await leadsFrom(page.email)).toEqual([]);
      }

      expect(await leadsFrom(json.email)).toEqual([]);
      expect(await uploadRows()).toBe(uploadsBefore);
      expect(filesOnDisk(), form.name).toEqual([]);
    }
  });

  it('has the refusals in Simplified Chinese too', async () => {
    const form = FILE_FORMS[0]!;
    const field = fileField(form);
    for (const [, filename, content, refusal] of [HOSTILE[0]!, HOSTILE[6]!]) {
      const { response } = await post(form, { name: field.name, filename, type: 'image/png', content }, { lang: 'zh', page: true });
      expect(response.statusCode).toBe(400);
      const translated = text('zh', `formError-${field.validation}-${refusal}`);
      expect(translated).not.toBe(text('en', `formError-${field.validation}-${refusal}`));
      expect(decodeEntities(response.body)).toContain(translated);
    }
    expect(filesOnDisk()).toEqual([]);
  });

  it('stores the same images without the hostile content', async () => {
    const clean: [string, Buffer][] = [
      ['cat.gif', gif(1, 1, ascii('Our dog on the road to Wichita'))],
      ['pixel.png', png(1, 1, ascii('Taken in 2026'))],
      ['photo.jpg', jpeg(4032, 3024)],
    ];
    for (const form of FILE_FORMS) {
      for (const [filename, content] of clean) {
        const { response, email } = await post(form, { name: fileField(form).name, filename, type: 'image/png', content }, { lang: 'en', page: false });
        expect(response.statusCode, `${form.name} ${filename}: ${response.body}`).toBe(201);
        expect(await leadsFrom(email)).toHaveLength(1);
      }
    }
    expect(filesOnDisk()).toHaveLength(FILE_FORMS.length * clean.length);
  });
});
