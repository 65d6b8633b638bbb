/**
 * Files sent with a lead form (the `file` fields: a story's photo or video, a charity's logo). A file part is
 * streamed into the upload directory (LEADS_UPLOAD_DIR) while its size and SHA-256 are counted, it is scanned for
 * markup, and its real type is read from its first bytes (by `file-type`) — never from its name or the type the
 * browser declared. An image's width and height are read too (by `image-size`) and held to MAX_IMAGE_SIDE and
 * MAX_IMAGE_MEGAPIXELS (src/domain/validation). The route then `commit`s the staged files once the lead is valid, or
 * `discard`s them; nothing the visitor sent ever becomes part of a path.
 *
 * The upload directory, which no route serves and which may not lie inside a served directory:
 *
 *   tmp/<uuid>.part         a file being received, or waiting for its lead to be stored
 *   YYYY/MM/<uuid>.<ext>    a committed file; this path (relative to the directory) is its storage key
 *
 * Accepted kinds are the ones the rules of src/domain/validation take: JPEG, PNG, GIF, WebP, MP4, QuickTime and
 * WebM. Anything else — SVG included, since it can carry script — is `application/octet-stream`, and so is a file of an
 * accepted kind that also carries markup or script (a polyglot: GIF89a followed by `<script>`), and an image whose size
 * cannot be read. An image larger than the limits is OVERSIZED_IMAGE_TYPE. The rules refuse both, each with its message.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { NewLeadUpload } from '#db/repositories/leads.ts';
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIDE, OVERSIZED_IMAGE_TYPE } from '#domain/validation/index.ts';

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'video/mp4' | 'video/quicktime' | 'video/webm' | 'application/octet-stream';
/** What a staged file counts as for the rules: its sniffed type, or OVERSIZED_IMAGE_TYPE for an image over the limits. */
export type StagedType = SniffedType | typeof OVERSIZED_IMAGE_TYPE;

export const UNKNOWN_TYPE = 'application/octet-stream' satisfies SniffedType;

/** The extension a stored file gets, from its sniffed type only. */
const EXTENSIONS: Readonly<Record<StagedType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'application/octet-stream': 'bin',
  [OVERSIZED_IMAGE_TYPE]: 'bin',
};

/**
 * How many leading bytes are kept in memory to sniff the type and read an image's size: what `image-size` itself reads
 * from a file. A JPEG whose frame header lies further in (behind very large metadata) is read again from its staged
 * file, whole.
 */
export const HEAD_BYTES = 512 * 1024;
/** Where files wait inside the upload directory until they are committed or discarded. */
const STAGING = 'tmp';
export const MAX_FILE_NAME = 255;
/** The most pixels an image may have in all. */
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/**
 * The accepted types, by the MIME type `file-type` names: an animated PNG is a PNG, an M4V an MP4. Everything else it
 * knows (HEIC and AVIF in an `ftyp` box, Matroska that is not WebM, 3GPP, SVG, PDF …) is not accepted.
 */
const ACCEPTED_TYPES: ReadonlyMap<string, SniffedType> = new Map([
  ['image/jpeg', 'image/jpeg'],
  ['image/png', 'image/png'],
  ['image/apng', 'image/png'],
  ['image/gif', 'image/gif'],
  ['image/webp', 'image/webp'],
  ['video/mp4', 'video/mp4'],
  ['video/x-m4v', 'video/mp4'],
  ['video/quicktime', 'video/quicktime'],
  ['video/webm', 'video/webm'],
]);

/** The images whose size is checked, and the type `image-size` must find in each. */
const IMAGE_SIZE_TYPES: ReadonlyMap<SniffedType, string> = new Map<SniffedType, string>([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

/**
 * The type of a file from its first bytes (HEAD_BYTES of them, or the whole file when it is shorter), read by
 * `file-type`; UNKNOWN_TYPE for anything not accepted or not recognised.
 */
export async function sniffType(head: Uint8Array): Promise<SniffedType> {
  try {
    const found = await fileTypeFromBuffer(head);
    return (found && ACCEPTED_TYPES.get(found.mime)) ?? UNKNOWN_TYPE;
  } catch {
    return UNKNOWN_TYPE;
  }
}

export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * An image's width and height as its header states them (for a GIF, its logical screen), read by `image-size`; null
 * when `type` is not an image checked here, or its header cannot be read in `data` or names another type.
 */
export function readDimensions(data: Uint8Array, type: SniffedType): ImageDimensions | null {
  const expected = IMAGE_SIZE_TYPES.get(type);
  if (!expected) return null;
  try {
    // A copy with an ArrayBuffer of its own: image-size reads through DataViews over the input's whole buffer, and a
    // Buffer slice shares its buffer with other memory; on the copy, a read past the file's bytes throws instead.
    const { width, height, type: found } = imageSize(new Uint8Array(data));
    if (found !== expected || !Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) return null;
    return { width, height };
  } catch {
    return null;
  }
}

/** At most MAX_IMAGE_SIDE pixels on either side and MAX_IMAGE_PIXELS in all. */
export const withinImageLimits = ({ width, height }: ImageDimensions): boolean => width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;

// ——— the markup scan ———

/** HTML's white space. */
const SPACE = '[\\t\\n\\f\\r ]';
/** A byte of PHP source: printable ASCII, tab, CR, LF. */
const PHP_TEXT = '[\\t\\n\\r\\x20-\\x7e]';
/** How much source must follow `<?=` for it to count (unless `?>` or the file's end comes first); see ACTIVE_CONTENT. */
const PHP_ECHO_SOURCE = 12;
/** How far into a tag (in characters) an event attribute or `http-equiv` is looked for. */
export const TAG_WINDOW = 512;
/** The longest event-attribute name looked for after `on`, and the most white space before its `=`. */
const EVENT_NAME = 32;
const MAX_SPACE = 16;
/** Elements that run an `on…=` event attribute (`<img src=x onerror=…>`, `<svg/onload=…>`). */
const EVENT_TAGS = ['img', 'image', 'svg', 'iframe', 'object', 'embed', 'body', 'video', 'audio', 'source', 'input', 'details', 'marquee', 'a'];
/** Elements that are active content by themselves, and the longest tag name of either list. */
const ACTIVE_TAGS = ['script', 'iframe', 'object', 'embed', 'html', 'body'];
const LONGEST_TAG = Math.max(...[...EVENT_TAGS, ...ACTIVE_TAGS, 'meta'].map((tag) => tag.length));

/**
 * Markup or server-side script that no photo, video or logo carries, case-insensitive. A file holding any of it is a
 * polyglot — a GIF or JPEG header in front of HTML, SVG script or PHP — and counts as UNKNOWN_TYPE whatever its first
 * bytes say, so the rules refuse it:
 *
 * - `<script`, `<iframe`, `<object`, `<embed`, `<html`, `<body` as a tag; `<!doctype`; `javascript:`; `onload=` and
 *   `onerror=` anywhere;
 * - an `on…=` event attribute within TAG_WINDOW characters of `<img`, `<svg`, `<iframe`, `<object`, `<embed` and the
 *   other EVENT_TAGS (`<img src=x onmouseover=…>`), and `<meta … http-equiv`;
 * - PHP: `<?php` followed by a character of source, with or without a separator (`<?php(`, `<?php system(…)`), or
 *   ending the file; and the short echo tag `<?=` followed by PHP_ECHO_SOURCE characters of source, or by source up to
 *   `?>` or to the file's end (AT_END).
 *
 * Compressed data (a photo's or video's) is close to random bytes, so how often a marker turns up there by chance
 * decides what a marker must be. Every marker is six bytes or more with what must follow it, or a tag with an event
 * attribute inside it, except the PHP ones: `<?=` alone (three bytes) is in one 3 MB photo in six, so it counts only
 * with PHP source after it (about one 10 MB file in 40,000 holds that by chance), and `<?php` only when no binary
 * byte follows (about one 10 MB file in 30,000). Every quantifier is bounded and every tag window stops at the next `<` or `>`,
 * so a scan is linear in the bytes scanned.
 *
 * The same expressions find the markers written in UTF-16 (either byte order, at either byte alignment): the scan
 * runs over the bytes read as Latin-1 and over each UTF-16 reading of them, in which a code unit beyond Latin-1
 * becomes NUL (nothing a marker matches, but part of a tag window).
 */
const ACTIVE_CONTENT = new RegExp(
  [
    `<(?:${ACTIVE_TAGS.join('|')})(?=${SPACE}|[/>])`,
    '<!doctype',
    'javascript:',
    `on(?:load|error)${SPACE}{0,${MAX_SPACE}}=`,
    `<(?:${EVENT_TAGS.join('|')})(?=${SPACE}|/)[^<>]{0,${TAG_WINDOW}}?(?:${SPACE}|[/"'])on[a-z]{2,${EVENT_NAME}}${SPACE}{0,${MAX_SPACE}}=`,
    `<meta(?=${SPACE}|/)[^<>]{0,${TAG_WINDOW}}?(?:${SPACE}|[/"'])http-equiv`,
    `<\\?php${PHP_TEXT}`,
    `<\\?=(?:${PHP_TEXT}{${PHP_ECHO_SOURCE}}|${PHP_TEXT}{0,${PHP_ECHO_SOURCE - 1}}?\\?>)`,
  ].join('|'),
  'i',
);
/** The PHP markers that only count at the very end of the file: `<?php` as its last bytes, a short `<?=` script ending it. */
const AT_END = new RegExp(`<\\?php$|<\\?=${PHP_TEXT}{0,${PHP_ECHO_SOURCE - 1}}$`, 'i');

/** The longest marker in characters: an event attribute at the far end of the widest tag window. */
const LONGEST_MARKER = 1 + LONGEST_TAG + TAG_WINDOW + 1 + 'on'.length + EVENT_NAME + MAX_SPACE + 1;
/**
 * How many bytes of what was scanned are carried into the next scan, so a marker split between two chunks is still
 * found: the longest marker in its widest encoding (UTF-16, two bytes a character).
 */
export const ACTIVE_CONTENT_OVERLAP = 2 * LONGEST_MARKER;
/**
 * Chunks are gathered until there are this many bytes to scan, so the overlap is scanned again at most once per block
 * however small the chunks arrive.
 */
export const SCAN_BLOCK = 64 * 1024;

/** The bytes read as UTF-16 from `start`, little- or big-endian, with every code unit beyond Latin-1 as NUL. */
function utf16Reading(bytes: Buffer, start: number, littleEndian: boolean): string {
  const units = (bytes.length - start) >> 1;
  const out = Buffer.alloc(units);
  const [low, high] = littleEndian ? [0, 1] : [1, 0];
  for (let unit = 0, at = start; unit < units; unit += 1, at += 2) {
    if (bytes[at + high] === 0) out[unit] = bytes[at + low] ?? 0;
  }
  return out.toString('latin1');
}

/** Every reading of `bytes` the scan looks at: Latin-1, then UTF-16 LE and BE at both alignments. */
function readings(bytes: Buffer): string[] {
  const latin1 = bytes.toString('latin1');
  // A character of UTF-16 text in the ASCII range has a zero byte: without one, there is none to find.
  if (!bytes.includes(0)) return [latin1];
  return [latin1, utf16Reading(bytes, 0, true), utf16Reading(bytes, 1, true), utf16Reading(bytes, 0, false), utf16Reading(bytes, 1, false)];
}

/** Finds ACTIVE_CONTENT in a file read chunk by chunk; `end()` once the file is complete. */
export function markupDetector() {
  let carried: Buffer = Buffer.alloc(0);
  let pending: Buffer[] = [];
  let pendingSize = 0;
  let found = false;
  const scan = (atEnd: boolean) => {
    const bytes = Buffer.concat([carried, ...pending]);
    pending = [];
    pendingSize = 0;
    found = readings(bytes).some((text) => ACTIVE_CONTENT.test(text) || (atEnd && AT_END.test(text)));
    carried = bytes.subarray(Math.max(0, bytes.length - ACTIVE_CONTENT_OVERLAP));
  };
  return {
    push(chunk: Buffer): void {
      if (found) return;
      pending.push(chunk);
      pendingSize += chunk.length;
      if (pendingSize >= SCAN_BLOCK) scan(false);
    },
    end(): void {
      if (!found) scan(true);
    },
    get found() {
      return found;
    },
  };
}

/**
 * The name kept for a file: the base name of what the browser sent (anything up to the last `/` or `\` is dropped,
 * so `..\..\x.png` and `../../x.png` are `x.png`) without control or bidirectional-override characters, at most
 * MAX_FILE_NAME characters (keeping a short extension). '' when nothing is left, or only dots.
 */
export function sanitizeFileName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (/^\.*$/.test(clean)) return '';
  const chars = [...clean];
  if (chars.length <= MAX_FILE_NAME) return clean;
  const extension = /\.[^.]{1,10}$/.exec(clean)?.[0] ?? '';
  return chars.slice(0, MAX_FILE_NAME - extension.length).join('') + extension;
}

/** A received file waiting in the staging directory. */
export interface StagedUpload extends Omit<NewLeadUpload, 'storageKey' | 'contentType'> {
  contentType: StagedType;
  /** Absolute path of the staged file. */
  tempPath: string;
}

/** A file larger than its field allows (the route answers 413); nothing of it is kept. */
export class UploadTooLargeError extends Error {
  constructor(
    readonly field: string,
    readonly limit: number,
  ) {
    super(`${field}: the file is larger than ${limit} bytes`);
  }
}

export interface StageOptions {
  /** The upload directory. */
  dir: string;
  field: string;
  /** The file name the browser sent (sanitized here). */
  fileName: string;
  /** The most bytes the field accepts. */
  limit: number;
}

/**
 * What a staged file (`size` bytes at `path`, starting with `head`) counts as: its sniffed type, UNKNOWN_TYPE for an
 * image whose size cannot be read, or OVERSIZED_IMAGE_TYPE for one over the limits.
 */
async function typeOf(head: Buffer, path: string, size: number): Promise<StagedType> {
  const type = await sniffType(head);
  if (!IMAGE_SIZE_TYPES.has(type)) return type;
  const dimensions = readDimensions(head, type) ?? (size > head.length ? readDimensions(await readFile(path), type) : null);
  if (!dimensions) return UNKNOWN_TYPE;
  return withinImageLimits(dimensions) ? type : OVERSIZED_IMAGE_TYPE;
}

/**
 * Streams one file into the staging directory, counting its size and SHA-256 and scanning it for markup on the way,
 * then reads its type (and an image's size) from its head (`typeOf`). The stream's `truncated` flag (set by the
 * multipart parser at its own size limit) counts as too large. On any failure the partial file is removed and the
 * error thrown (UploadTooLargeError past `limit`).
 */
export async function stage(file: Readable & { truncated?: boolean }, { dir, field, fileName, limit }: StageOptions): Promise<StagedUpload> {
  const staging = join(dir, STAGING);
  await mkdir(staging, { recursive: true });
  const tempPath = join(staging, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  const markup = markupDetector();
  let contentType: StagedType;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(new UploadTooLargeError(field, limit));
      markup.push(chunk);
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    // `flush` fsyncs the file before it is closed, so a committed file is on disk before its lead row exists.
    await pipeline(file, meter, createWriteStream(tempPath, { flags: 'wx', mode: 0o600, flush: true }));
    if (file.truncated) throw new UploadTooLargeError(field, limit);
    markup.end();
    contentType = markup.found ? UNKNOWN_TYPE : await typeOf(Buffer.concat(head), tempPath, size);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { field, fileName: sanitizeFileName(fileName) || `upload.${EXTENSIONS[contentType]}`, contentType, size, sha256: hash.digest('hex'), tempPath };
}

/** fsync of a directory, so a rename into it survives a crash; a platform that cannot (Windows) is left alone. */
async function syncDirectory(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
    await handle.sync();
  } catch (error) {
    if (!['EISDIR', 'EPERM', 'EINVAL', 'ENOTSUP'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}

/**
 * Moves staged files to their storage keys (`YYYY/MM/<uuid>.<ext>`, UTC month of `now`) by rename within the upload
 * directory, then syncs the month directory. If one fails, the files already moved are removed and the error thrown;
 * the rest are still staged (the caller discards them).
 */
export async function commit(dir: string, staged: readonly StagedUpload[], now = new Date()): Promise<NewLeadUpload[]> {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const stored: NewLeadUpload[] = [];
  try {
    for (const { tempPath, ...upload } of staged) {
      const storageKey = `${month}/${randomUUID()}.${EXTENSIONS[upload.contentType]}`;
      const target = join(dir, storageKey);
      await mkdir(dirname(target), { recursive: true });
      await rename(tempPath, target);
      stored.push({ ...upload, storageKey });
      await syncDirectory(dirname(target));
    }
  } catch (error) {
    await discard(dir, stored);
    throw error;
  }
  return stored;
}

/**
 * Removes files: staged ones from the staging directory, committed ones from their storage keys. A file already gone
 * is fine; if any other removal fails, the others are still tried and an AggregateError is thrown.
 */
export async function discard(dir: string, uploads: readonly (StagedUpload | NewLeadUpload)[]): Promise<void> {
  const results = await Promise.allSettled(uploads.map((upload) => rm('tempPath' in upload ? upload.tempPath : join(dir, upload.storageKey), { force: true })));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} uploaded file(s) could not be removed`);
}

/**
 * Removes staged files older than `maxAgeMs` — what a process that stopped mid-request left behind. Answers how many
 * it removed. A staged file normally lives only as long as its request, so an hour is safe for processes sharing the
 * directory.
 */
export async function sweepStaging(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const staging = join(dir, STAGING);
  let names: string[];
  try {
    names = await readdir(staging);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((item) => item.endsWith('.part'))) {
    const path = join(staging, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > maxAgeMs) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Throws when the upload directory is, or lies inside, one of the directories the app serves files from. */
export function assertNotServed(dir: string, servedDirs: readonly string[]): void {
  const served = servedDirs.find((parent) => {
    const path = relative(resolve(parent), resolve(dir));
    return path === '' || (path.split(sep)[0] !== '..' && !isAbsolute(path));
  });
  if (served !== undefined) throw new Error(`Invalid environment: LEADS_UPLOAD_DIR (${dir}) lies inside ${served}, which is served to the web`);
}
