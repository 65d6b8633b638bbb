/**
 * Files sent with a lead form (the `file` fields: a story's photo or video, a charity's logo). A file part is
 * streamed into the upload directory (LEADS_UPLOAD_DIR) while its size and SHA-256 are counted and its real type is
 * read from its first bytes — never from its name or the type the browser declared. The route then `commit`s the
 * staged files once the lead is valid, or `discard`s them; nothing the visitor sent ever becomes part of a path.
 *
 * The upload directory, which no route serves and which may not lie inside a served directory:
 *
 *   tmp/<uuid>.part         a file being received, or waiting for its lead to be stored
 *   YYYY/MM/<uuid>.<ext>    a committed file; this path (relative to the directory) is its storage key
 *
 * Accepted kinds are the ones the rules of src/domain/validation take: JPEG, PNG, GIF, WebP, MP4, QuickTime and
 * WebM. Anything else — SVG included, since it can carry script — is `application/octet-stream`, and so is a file of an
 * accepted kind that also carries markup or script (a polyglot: GIF89a followed by `<script>`).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NewLeadUpload } from '#db/repositories/leads.ts';

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'video/mp4' | 'video/quicktime' | 'video/webm' | 'application/octet-stream';

export const UNKNOWN_TYPE = 'application/octet-stream' satisfies SniffedType;

/** The extension a stored file gets, from its sniffed type only. */
const EXTENSIONS: Readonly<Record<SniffedType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'application/octet-stream': 'bin',
};

/** How many leading bytes `sniffType` reads. */
export const SNIFF_BYTES = 12;
/** Where files wait inside the upload directory until they are committed or discarded. */
const STAGING = 'tmp';
export const MAX_FILE_NAME = 255;

/** ISO base media (MP4 family) major brands, read from the `ftyp` box; `qt  ` is QuickTime's own. */
const MP4_BRANDS: ReadonlySet<string> = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'mp71', 'avc1', 'dash', 'mmp4', 'MSNV', 'M4V ', 'M4VH', 'M4VP']);
const QUICKTIME_BRAND = 'qt  ';

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean => bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (head: Uint8Array, from: number, to: number): string => String.fromCharCode(...head.subarray(from, to));

/**
 * The type of a file from its first bytes (at least SNIFF_BYTES of them when the file has that many). An MP4 or
 * QuickTime file is recognised by the major brand of its leading `ftyp` box, so an HEIF/AVIF image (also `ftyp`) is
 * not taken for a video; any EBML file (1A 45 DF A3) counts as WebM.
 */
export function sniffType(head: Uint8Array): SniffedType {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === QUICKTIME_BRAND) return 'video/quicktime';
    if (MP4_BRANDS.has(brand)) return 'video/mp4';
  }
  return UNKNOWN_TYPE;
}

/**
 * Markup or server-side script that no photo, video or logo carries. A file holding any of it is a polyglot — a GIF or
 * JPEG header in front of HTML, SVG script or PHP — and counts as UNKNOWN_TYPE whatever its first bytes say, so the
 * rules refuse it. Every marker is long enough (six bytes or more, with what must follow it) that the compressed data of
 * a real 10 MB video holds one by chance about once in 100,000 files.
 */
const ACTIVE_CONTENT = /<(?:script|iframe|object|embed|html|body)[\s/>]|<!doctype|<\?php\s|javascript:|on(?:load|error)\s*=/i;
/** How many characters of a chunk are carried into the next, so a marker split between two chunks is still found. */
const ACTIVE_CONTENT_OVERLAP = 16;

/** Finds ACTIVE_CONTENT in a file read chunk by chunk. */
function markupDetector() {
  let carried = '';
  let found = false;
  return {
    push(chunk: Buffer): void {
      if (found) return;
      // latin1 maps every byte to one character, so the scan sees the file's bytes as they are.
      const text = carried + chunk.toString('latin1');
      found = ACTIVE_CONTENT.test(text);
      carried = text.slice(-ACTIVE_CONTENT_OVERLAP);
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
  contentType: SniffedType;
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
 * Streams one file into the staging directory, counting its size and SHA-256 and sniffing its type on the way. The
 * stream's `truncated` flag (set by the multipart parser at its own size limit) counts as too large. On any failure
 * the partial file is removed and the error thrown (UploadTooLargeError past `limit`).
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
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(new UploadTooLargeError(field, limit));
      markup.push(chunk);
      if (headSize < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headSize));
        headSize += Math.min(chunk.length, SNIFF_BYTES - headSize);
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    // `flush` fsyncs the file before it is closed, so a committed file is on disk before its lead row exists.
    await pipeline(file, meter, createWriteStream(tempPath, { flags: 'wx', mode: 0o600, flush: true }));
    if (file.truncated) throw new UploadTooLargeError(field, limit);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  const contentType = markup.found ? UNKNOWN_TYPE : sniffType(Buffer.concat(head));
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
