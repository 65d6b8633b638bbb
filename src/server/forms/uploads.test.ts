import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertNotServed, commit, discard, MAX_FILE_NAME, sanitizeFileName, sniffType, stage, sweepStaging, UploadTooLargeError } from './uploads.ts';

const bytes = (...values: (number | string)[]) => Buffer.concat(values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))));
const ftyp = (brand: string) => bytes(0, 0, 0, 0x20, 'ftyp', brand, 0, 0, 0, 0, 'isomiso2');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR');

describe('sniffType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0), 'image/jpeg'],
    ['JPEG, only its marker', bytes(0xff, 0xd8, 0xff), 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['GIF87a', bytes('GIF87a', 1, 0, 1, 0), 'image/gif'],
    ['GIF89a', bytes('GIF89a', 1, 0, 1, 0), 'image/gif'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['MP4 (isom)', ftyp('isom'), 'video/mp4'],
    ['MP4 (mp42)', ftyp('mp42'), 'video/mp4'],
    ['MP4 (avc1)', ftyp('avc1'), 'video/mp4'],
    ['M4V', ftyp('M4V '), 'video/mp4'],
    ['QuickTime', ftyp('qt  '), 'video/quicktime'],
    ['WebM (EBML)', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1), 'video/webm'],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'application/octet-stream'],
    ['SVG with an XML declaration', Buffer.from('<?xml version="1.0"?><svg/>'), 'application/octet-stream'],
    ['HTML', Buffer.from('<!doctype html><p>hi'), 'application/octet-stream'],
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ'), 'application/octet-stream'],
    ['HEIC (an ftyp box, not a video brand)', ftyp('heic'), 'application/octet-stream'],
    ['a WAV file (RIFF, not WebP)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), 'application/octet-stream'],
    ['a PNG cut short', bytes(0x89, 'PNG'), 'application/octet-stream'],
    ['an ftyp box cut short', bytes(0, 0, 0, 0x20, 'ftyp', 'is'), 'application/octet-stream'],
    ['nothing', Buffer.alloc(0), 'application/octet-stream'],
  ])('%s → %s', (_name, head, expected) => {
    expect(sniffType(head)).toBe(expected);
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['photo.png', 'photo.png'],
    ['../../etc/passwd.png', 'passwd.png'],
    ['..\\..\\windows\\win.ini.png', 'win.ini.png'],
    ['C:\\Users\\ana\\Pictures\\car.jpg', 'car.jpg'],
    ['/var/www/../x.gif', 'x.gif'],
    ['a\u0000b\r\nc\u007f.png', 'abc.png'],
    ['invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['  spaced name.jpg  ', 'spaced name.jpg'],
    ['Foto ñ 照片.jpg', 'Foto ñ 照片.jpg'],
    ['..', ''],
    ['../..', ''],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it('keeps at most 255 characters, and a short extension', () => {
    const long = sanitizeFileName(`${'é'.repeat(300)}.jpeg`);
    expect([...long]).toHaveLength(MAX_FILE_NAME);
    expect(long.endsWith('é.jpeg')).toBe(true);
    expect([...sanitizeFileName('😀'.repeat(300))]).toHaveLength(MAX_FILE_NAME);
  });
});

describe('stage, commit and discard', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'halden-uploads-unit-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const staged = () => (existsSync(join(dir, 'tmp')) ? readdirSync(join(dir, 'tmp')) : []);
  const body = Buffer.concat([PNG, Buffer.alloc(5000, 7)]);
  const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

  it('streams a file into the staging directory with its size, SHA-256, sniffed type and clean name', async () => {
    // Small chunks, so the sniffed head spans several of them.
    const chunks = [body.subarray(0, 3), body.subarray(3, 9), body.subarray(9)];
    const upload = await stage(Readable.from(chunks), { dir, field: 'logo', fileName: '../../evil/logo.jpg', limit: 10_000 });
    expect(upload).toMatchObject({ field: 'logo', fileName: 'logo.jpg', contentType: 'image/png', size: body.length, sha256: sha(body) });
    expect(upload.tempPath.startsWith(join(dir, 'tmp'))).toBe(true);
    expect(readFileSync(upload.tempPath).equals(body)).toBe(true);
  });

  it('names a file sent without a usable name after its sniffed type', async () => {
    expect((await stage(Readable.from([body]), { dir, field: 'logo', fileName: '..', limit: 10_000 })).fileName).toBe('upload.png');
    expect((await stage(Readable.from([Buffer.from('<svg/>')]), { dir, field: 'logo', fileName: '', limit: 10_000 })).fileName).toBe('upload.bin');
  });

  it('counts an image that also carries markup or script as unknown, even with the marker split between two chunks', async () => {
    const polyglots = [
      [body, Buffer.from('<scr'), Buffer.from('ipt>alert(1)</script>')],
      [Buffer.from('GIF89a'), Buffer.from('<?php system($_GET["c"]); ?>')],
      [body, Buffer.from('<svg onLoad = "alert(1)"/>')],
      [body, Buffer.from('<a href="JavaScript:alert(1)">')],
      [body, Buffer.from('<!DOCTYPE html><title>x</title>')],
    ];
    for (const chunks of polyglots) {
      const upload = await stage(Readable.from(chunks), { dir, field: 'media', fileName: 'photo.png', limit: 10_000 });
      expect(upload.contentType, Buffer.concat(chunks.slice(1)).toString()).toBe('application/octet-stream');
      // The bytes are kept exactly (the route refuses them; nothing here rewrites a file).
      expect(readFileSync(upload.tempPath).equals(Buffer.concat(chunks))).toBe(true);
    }
    // Text that merely looks alike is no marker: a real image stays one.
    const innocent = await stage(Readable.from([body, Buffer.from('<scripture> onload <html5 php')]), { dir, field: 'media', fileName: 'photo.png', limit: 10_000 });
    expect(innocent.contentType).toBe('image/png');
  });

  it('refuses a file over the limit, or cut by the parser, and leaves nothing behind', async () => {
    await expect(stage(Readable.from([body.subarray(0, 4000), body.subarray(4000)]), { dir, field: 'logo', fileName: 'a.png', limit: 4500 })).rejects.toBeInstanceOf(UploadTooLargeError);
    const cut = Object.assign(Readable.from([body]), { truncated: true });
    await expect(stage(cut, { dir, field: 'logo', fileName: 'a.png', limit: 10_000 })).rejects.toThrow('logo: the file is larger than 10000 bytes');
    expect(staged()).toEqual([]);
    // Exactly the limit is fine.
    expect((await stage(Readable.from([body]), { dir, field: 'logo', fileName: 'a.png', limit: body.length })).size).toBe(body.length);
  });

  it('commits staged files under generated YYYY/MM/<uuid>.<ext> keys, and discards them', async () => {
    const upload = await stage(Readable.from([body]), { dir, field: 'media', fileName: 'my photo.png', limit: 10_000 });
    const [stored] = await commit(dir, [upload], new Date('2026-03-31T23:59:00Z'));
    expect(stored).toEqual({ field: 'media', fileName: 'my photo.png', contentType: 'image/png', size: body.length, sha256: sha(body), storageKey: expect.stringMatching(/^2026\/03\/[0-9a-f-]{36}\.png$/) as string });
    expect(existsSync(upload.tempPath)).toBe(false);
    expect(staged()).toEqual([]);
    const path = join(dir, stored!.storageKey);
    expect(sha(readFileSync(path))).toBe(stored!.sha256);

    await discard(dir, [stored!]);
    expect(existsSync(path)).toBe(false);
    // Gone already is fine; a staged file is removed from the staging directory.
    const other = await stage(Readable.from([body]), { dir, field: 'media', fileName: 'x.png', limit: 10_000 });
    await discard(dir, [stored!, other]);
    expect(staged()).toEqual([]);
  });

  it('removes the files it already moved when a commit fails', async () => {
    const first = await stage(Readable.from([body]), { dir, field: 'media', fileName: 'a.png', limit: 10_000 });
    const second = await stage(Readable.from([body]), { dir, field: 'logo', fileName: 'b.png', limit: 10_000 });
    rmSync(second.tempPath);
    await expect(commit(dir, [first, second])).rejects.toThrow(/ENOENT/);
    const month = readdirSync(dir).filter((name) => name !== 'tmp');
    expect(month.flatMap((year) => readdirSync(join(dir, year), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()))).toEqual([]);
  });

  it('sweeps staged files older than the given age only', async () => {
    mkdirSync(join(dir, 'tmp'));
    writeFileSync(join(dir, 'tmp', 'old.part'), 'x');
    writeFileSync(join(dir, 'tmp', 'new.part'), 'x');
    const hourAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(join(dir, 'tmp', 'old.part'), hourAgo, hourAgo);
    expect(await sweepStaging(dir, 3_600_000)).toBe(1);
    expect(staged()).toEqual(['new.part']);
    expect(await sweepStaging(join(dir, 'missing'), 0)).toBe(0);
  });
});

describe('assertNotServed', () => {
  it('refuses an upload directory inside a served one, and accepts one beside it', () => {
    expect(() => assertNotServed('dist/client/assets/uploads', ['dist/client'])).toThrow(/LEADS_UPLOAD_DIR/);
    expect(() => assertNotServed('dist/client', ['dist/client'])).toThrow(/LEADS_UPLOAD_DIR/);
    expect(() => assertNotServed('var/uploads', ['dist/client'])).not.toThrow();
    expect(() => assertNotServed('dist/client-uploads', ['dist/client'])).not.toThrow();
  });
});
