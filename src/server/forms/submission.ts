/**
 * Reads a form submission in whichever encoding it came (form-urlencoded, multipart/form-data or JSON) into one
 * shape: the declared fields' values, the files of its file fields (staged by ./uploads.ts), the honeypot, and the
 * extra parameters the page sends (lang, sourcePage). Nothing here decides whether a value is valid; it only refuses
 * what cannot be read (415, 413, 400).
 *
 * A file field's value, as the rules see it, is the sniffed MIME type of the file sent for it (`image/png`, or
 * `application/octet-stream` for anything not accepted), else — for a field with `allowLink` — the text sent under
 * its name (a link). A file part wins over a text part of the same name; text for a file field without `allowLink`
 * is ignored, since a browser never sends any.
 */
import type { FastifyRequest } from 'fastify';
import type { FieldConfig, FormDefinition } from '#domain/forms/types.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { appliesTo, isValidatedField } from '#domain/validation/index.ts';
import { discard, stage, UploadTooLargeError, type StagedUpload } from './uploads.ts';

/** The honeypot: a field people never see (the island renders it off-screen); anything in it means a robot. */
export const HONEYPOT_FIELD = 'website_url';
/** The most a form-urlencoded or JSON body may weigh, and the most all of a multipart body's fields may add up to. */
export const BODY_LIMIT = 64 * 1024;
/** The largest file a declared file field accepts (a field's `maxBytes` may lower it). */
export const FILE_LIMIT = 10 * 1024 * 1024;
const MAX_CHOICES = 20;
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json']);

export type RawValue = string | string[];
export type FormValues = Record<string, RawValue>;

export interface Submission {
  /** Every declared field's value ('' when absent), normalised: trimmed, control characters removed. */
  values: Record<string, RawValue>;
  honeypot: string;
  lang: Language;
  sourcePage: string | null;
  /** The files sent for the form's file fields, at most one per field, staged: the route commits or discards them. */
  uploads: StagedUpload[];
}

/** A submission that cannot be read; the route answers `statusCode` with the error object. */
export class SubmissionError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const multiValued = (field: FieldConfig) => field.component === 'checkbox' && (field.options?.props?.choices?.length ?? 0) > 0;

/** Trims, turns CR LF into LF and drops control characters (keeping LF and tab in text areas). */
export function cleanText(value: string, multiline: boolean): string {
  const unified = value.replace(/\r\n?/g, '\n');
  // eslint-disable-next-line no-control-regex
  const stripped = multiline ? unified.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '') : unified.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return stripped.trim();
}

/** A UTF-16 surrogate without its other half: no UTF-8 text can hold one, so the database cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function scalar(value: unknown, where: string): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') throw new SubmissionError(400, 'BAD_REQUEST', `${where}: expected text`);
  // Only a JSON body can carry one (`"\ud800"`); a browser's form never does. Refused here, before it reaches a rule.
  if (LONE_SURROGATE.test(value)) throw new SubmissionError(400, 'BAD_REQUEST', `${where}: not valid Unicode text`);
  return value;
}

/** The raw name → value(s) map of a urlencoded or JSON body. */
function fromObject(body: unknown): Map<string, string[]> {
  if (body === undefined || body === null) return new Map();
  if (typeof body !== 'object' || Array.isArray(body)) throw new SubmissionError(400, 'BAD_REQUEST', 'body: expected an object of field values');
  const out = new Map<string, string[]>();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(value)) {
      if (value.length > MAX_CHOICES) throw new SubmissionError(400, 'BAD_REQUEST', `${name}: too many values`);
      out.set(
        name,
        value.map((item) => scalar(item, name)),
      );
    } else if (value !== undefined && value !== null) out.set(name, [scalar(value, name)]);
  }
  return out;
}

const isFileField = (field: FieldConfig) => field.component === 'file';

/** The most bytes a file field accepts: its `maxBytes`, never more than FILE_LIMIT. */
const fileLimit = (field: FieldConfig) => Math.min(field.options?.props?.maxBytes ?? FILE_LIMIT, FILE_LIMIT);

/**
 * What a failure while reading a multipart body answers. The parser's own complaints (no boundary, a body that ends
 * mid-part, a broken header) are the sender's fault: 400. Errors that already carry a status (this module's, the
 * multipart plugin's limits) keep it, and file-system errors (they have a `syscall`) stay the server's.
 */
function malformed(error: unknown): unknown {
  if (error instanceof SubmissionError || !(error instanceof Error)) return error;
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number' || 'syscall' in error) return error;
  return new SubmissionError(400, 'BAD_REQUEST', `The multipart body could not be read: ${error.message}`);
}

/**
 * The fields and files of a multipart body. A file part is refused (415) unless the form declares a file field of
 * that name; it is staged in `uploadDir`, and one larger than the field's limit is refused (413). An empty file input
 * (no file name, no bytes) counts as no file, and a second file for a field is dropped. When anything fails, no
 * staged file is left behind.
 */
async function fromMultipart(request: FastifyRequest, form: FormDefinition, uploadDir: string): Promise<{ raw: Map<string, string[]>; uploads: StagedUpload[] }> {
  const raw = new Map<string, string[]>();
  const files = new Map<string, StagedUpload>();
  const fileFields = new Map(form.fields.filter(isFileField).map((field) => [field.name, field]));
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const field = fileFields.get(part.fieldname);
        if (!field) {
          part.file.resume();
          throw new SubmissionError(415, 'UNSUPPORTED_MEDIA_TYPE', `${part.fieldname}: this form takes no files`);
        }
        let upload: StagedUpload;
        try {
          upload = await stage(part.file, { dir: uploadDir, field: field.name, fileName: part.filename, limit: fileLimit(field) });
        } catch (error) {
          if (error instanceof UploadTooLargeError) throw new SubmissionError(413, 'PAYLOAD_TOO_LARGE', error.message);
          throw error;
        }
        if ((part.filename === '' && upload.size === 0) || files.has(field.name)) await discard(uploadDir, [upload]);
        else files.set(field.name, upload);
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new SubmissionError(413, 'PAYLOAD_TOO_LARGE', `${part.fieldname}: the value is too long`);
      const value = scalar(part.value, part.fieldname);
      total += Buffer.byteLength(value) + part.fieldname.length;
      if (total > BODY_LIMIT) throw new SubmissionError(413, 'PAYLOAD_TOO_LARGE', `the fields add up to more than ${BODY_LIMIT} bytes`);
      const list = raw.get(part.fieldname) ?? [];
      if (list.length >= MAX_CHOICES) throw new SubmissionError(400, 'BAD_REQUEST', `${part.fieldname}: too many values`);
      list.push(value);
      raw.set(part.fieldname, list);
    }
  } catch (error) {
    await discard(uploadDir, [...files.values()]).catch((failure: unknown) => request.log.error({ err: failure }, 'staged uploads not removed'));
    throw malformed(error);
  }
  return { raw, uploads: [...files.values()] };
}

/** A site path the lead came from: a path on this site, without its query, at most 300 characters. */
function sitePath(value: string | undefined): string | null {
  if (!value) return null;
  let path = value;
  try {
    if (/^https?:\/\//i.test(value)) path = new URL(value).pathname;
  } catch {
    return null;
  }
  path = path.split(/[?#]/)[0] ?? '';
  return /^\/(?!\/)[\w\-./~%]*$/.test(path) && path.length <= 300 ? path : null;
}

/** Reads the submission of `form` from the request, whatever its encoding; files are staged in `uploadDir`. */
export async function readSubmission(request: FastifyRequest, form: FormDefinition, uploadDir: string): Promise<Submission> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_TYPES.has(type)) throw new SubmissionError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the form as ${[...ACCEPTED_TYPES].join(', ')}`);
  const { raw, uploads } = request.isMultipart() ? await fromMultipart(request, form, uploadDir) : { raw: fromObject(request.body), uploads: [] };
  const first = (name: string): string | undefined => raw.get(name)?.[0];

  const values: Record<string, RawValue> = {};
  for (const field of form.fields) {
    const given = raw.get(field.name) ?? [];
    if (multiValued(field)) {
      values[field.name] = [...new Set(given.map((item) => cleanText(item, false)).filter(Boolean))];
    } else if (isFileField(field)) {
      const upload = uploads.find((item) => item.field === field.name);
      values[field.name] = upload ? upload.contentType : field.options?.props?.allowLink ? cleanText(given[0] ?? '', false) : '';
    } else {
      // A single-valued field sent twice keeps its first value, as a browser's form would only ever send one.
      values[field.name] = cleanText(given[0] ?? '', field.component === 'textarea');
    }
  }

  const lang = first('lang');
  return {
    values,
    honeypot: (raw.get(HONEYPOT_FIELD) ?? []).join('').trim(),
    lang: (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en',
    sourcePage: sitePath(first('sourcePage') ?? request.headers.referer),
    uploads,
  };
}

/** Hidden fields are not checked by any rule; they are kept only when they look like what the site puts there. */
const HIDDEN_VALUE = /^[A-Za-z0-9_\-.|:]{1,64}$/;

/**
 * The values a lead keeps: every validated field that was filled and applies (a field shown only for another
 * field's value is dropped otherwise), and hidden fields that look like the site's own. A file field keeps the sanitized name of its uploaded file (its value was the file's type), or the link given.
 */
export function storedValues(fields: readonly FieldConfig[], { values, uploads }: Pick<Submission, 'values' | 'uploads'>): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    const value = uploads.find((item) => item.field === field.name)?.fileName ?? values[field.name];
    if (value === undefined || (Array.isArray(value) ? value.length === 0 : value === '')) continue;
    if (isValidatedField(field)) {
      if (appliesTo(field, values)) out[field.name] = value;
    } else if (field.component === 'hidden' && typeof value === 'string' && HIDDEN_VALUE.test(value)) out[field.name] = value;
  }
  return out;
}

/** The uploads a lead keeps: those of file fields that apply to the values (the others are left to be discarded). */
export function keptUploads<T extends { field: string }>(fields: readonly FieldConfig[], { values, uploads }: { values: Submission['values']; uploads: readonly T[] }): T[] {
  return uploads.filter((upload) => {
    const field = fields.find((item) => item.name === upload.field);
    return field !== undefined && appliesTo(field, values);
  });
}
