import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIDE, OVERSIZED_IMAGE_TYPE } from '#domain/validation/index.ts';
import {
  ACTIVE_CONTENT_OVERLAP,
  assertNotServed,
  commit,
  discard,
  HEAD_BYTES,
  MAX_FILE_NAME,
  MAX_IMAGE_PIXELS,
  markupDetector,
  readDimensions,
  sanitizeFileName,
  SCAN_BLOCK,
  sniffType,
  stage,
  sweepStaging,
  TAG_WINDOW,
  UploadTooLargeError,
  withinImageLimits,
} from './uploads.ts';
import { FILE_LIMIT } from './submission.ts';
import { GIF as FORM_GIF, PNG as FORM_PNG } from '#test/support/form-cases.ts';
import { bytes, gif, jpeg, png, utf16be, utf16le, webp } from '#test/support/images.ts';

const ftyp = (brand: string) => bytes(0, 0, 0, 0x20, 'ftyp', brand, 0, 0, 0, 0, 'isomiso2');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR');

describe('sniffType', () => {
  const ebml = (docType: string) => bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81, 1, 0x42, 0xf2, 0x81, 4, 0x42, 0xf3, 0x81, 8, 0x42, 0x82, 0x80 + docType.length, docType, 0x42, 0x87, 0x81, 4, 0x42, 0x85, 0x81, 2);
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
    ['WebM', ebml('webm'), 'video/webm'],
    ['Matroska (EBML, not WebM)', ebml('matroska'), 'application/octet-stream'],
    ['a bare EBML header', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1), 'application/octet-stream'],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'application/octet-stream'],
    ['SVG with an XML declaration', Buffer.from('<?xml version="1.0"?><svg/>'), 'application/octet-stream'],
    ['HTML', Buffer.from('<!doctype html><p>hi'), 'application/octet-stream'],
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ'), 'application/octet-stream'],
    ['HEIC (an ftyp box, not a video brand)', ftyp('heic'), 'application/octet-stream'],
    ['AVIF', ftyp('avif'), 'application/octet-stream'],
    ['3GPP', ftyp('3gp4'), 'application/octet-stream'],
    ['a WAV file (RIFF, not WebP)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), 'application/octet-stream'],
    ['a PNG cut short', bytes(0x89, 'PNG'), 'application/octet-stream'],
    // file-type reads the brand as far as it goes; a video is checked no further than its type.
    ['an ftyp box cut short', bytes(0, 0, 0, 0x20, 'ftyp', 'is'), 'video/mp4'],
    ['nothing', Buffer.alloc(0), 'application/octet-stream'],
  ])('%s → %s', async (_name, head, expected) => {
    expect(await sniffType(head)).toBe(expected);
  });
});

// ——— real image headers, of any size, and hostile content inside them ———


describe('readDimensions', () => {
  it('reads the size an image header states', () => {
    expect(readDimensions(png(640, 480), 'image/png')).toEqual({ width: 640, height: 480 });
    expect(readDimensions(gif(320, 200), 'image/gif')).toEqual({ width: 320, height: 200 });
    expect(readDimensions(jpeg(1920, 1080), 'image/jpeg')).toEqual({ width: 1920, height: 1080 });
    expect(readDimensions(webp(1024, 768), 'image/webp')).toEqual({ width: 1024, height: 768 });
    expect(readDimensions(png(2_147_483_647, 2_147_483_647), 'image/png')).toEqual({ width: 2_147_483_647, height: 2_147_483_647 });
  });

  it('answers null for a header it cannot read, another type, or a video, and never reads past the bytes given', () => {
    expect(readDimensions(bytes(0xff, 0xd8, 0xff), 'image/jpeg')).toBeNull();
    expect(readDimensions(png(1, 1), 'image/gif')).toBeNull();
    expect(readDimensions(ftyp('isom'), 'video/mp4')).toBeNull();
    expect(readDimensions(png(0, 0), 'image/png')).toBeNull();
    // A PNG cut right after its IHDR chunk's name, in a Buffer that shares its memory with other bytes: no size is
    // made up from whatever lies beyond.
    const pooled = Buffer.concat([PNG, Buffer.from('GIF89a this is other memory')]).subarray(0, PNG.length);
    expect(readDimensions(pooled, 'image/png')).toBeNull();
  });

  it(`holds images to ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1e6} megapixels`, () => {
    expect(MAX_IMAGE_PIXELS).toBe(MAX_IMAGE_MEGAPIXELS * 1_000_000);
    expect(withinImageLimits({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_PIXELS / MAX_IMAGE_SIDE })).toBe(true);
    expect(withinImageLimits({ width: MAX_IMAGE_SIDE + 1, height: 1 })).toBe(false);
    expect(withinImageLimits({ width: 1, height: MAX_IMAGE_SIDE + 1 })).toBe(false);
    expect(withinImageLimits({ width: 7072, height: 7072 })).toBe(false);
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
  // A real PNG header (4 × 3 pixels) followed by bytes that are no markup.
  const body = Buffer.concat([png(4, 3), Buffer.alloc(5000, 7)]);
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

  /** Stages `chunks` as a story's media and answers the type the rules will see. */
  const typeOf = async (chunks: Buffer[], limit = FILE_LIMIT) => (await stage(Readable.from(chunks), { dir, field: 'media', fileName: 'photo', limit })).contentType;

  const WRAPPERS: [string, (text?: Buffer) => Buffer, string][] = [
    ['GIF', (text) => gif(1, 1, text), 'image/gif'],
    ['PNG', (text) => png(1, 1, text), 'image/png'],
    ['JPEG', (text) => jpeg(1, 1, text), 'image/jpeg'],
  ];
  const ENCODINGS: [string, (text: string) => Buffer][] = [
    ['ASCII', (text) => Buffer.from(text, 'latin1')],
    ['UTF-16LE', utf16le],
    ['UTF-16LE at an odd offset', (text) => Buffer.concat([bytes('x'), utf16le(text)])],
    ['UTF-16BE', utf16be],
    ['UTF-16BE at an odd offset', (text) => Buffer.concat([bytes('x'), utf16be(text)])],
  ];

  it.each([
    ['<?= with a space', "<?= shell_exec($_GET['c']) ?>"],
    ['<?= without one', '<?=`$_GET[0]`?>'],
    ['<?php( with no separator', "<?php(system($_GET['c']));"],
    ['<?PHP and a newline', '<?PHP\nsystem($_GET[1]);'],
    ['<img onmouseover=…>', '<img src=x onmouseover=alert(1)>'],
    ['<IMG ONMOUSEOVER="…"> after other attributes', '<IMG SRC="logo.png" ALT="our logo"ONMOUSEOVER="alert(1)">'],
    ['<svg/onload=…>', '<svg/onload=alert(1)>'],
    ['<iframe …>', '<iframe src=//evil.example/>'],
    ['<object …> and <embed …>', '<object data=x.swf><embed src=x.swf>'],
    ['<meta http-equiv=refresh>', '<meta http-equiv=refresh content="0;url=https://evil.example/">'],
    ['<meta content=… http-equiv=…>', '<Meta content="0;url=https://evil.example/" HTTP-EQUIV="Refresh">'],
    ['<script>', '<script>alert(document.cookie)</script>'],
    ['javascript:', '<a href="JavaScript:alert(1)">x</a>'],
  ])('refuses %s inside a real GIF, PNG and JPEG, in ASCII and UTF-16 (LE and BE), and keeps the bytes as sent', async (_name, payload) => {
    for (const [wrapper, make, type] of WRAPPERS) {
      // The same image with ordinary text where the payload goes is accepted.
      expect(await typeOf([make(Buffer.from('Taken on the road to Wichita, 2026'))]), wrapper).toBe(type);
      for (const [encoding, encode] of ENCODINGS) {
        const file = make(encode(payload));
        const upload = await stage(Readable.from([file]), { dir, field: 'media', fileName: 'photo', limit: FILE_LIMIT });
        expect(upload.contentType, `${wrapper}, ${encoding}`).toBe('application/octet-stream');
        expect(readFileSync(upload.tempPath).equals(file)).toBe(true);
      }
    }
  });

  it('finds a marker split across two chunks in UTF-16 (LE and BE), at every byte, and the longest one too', async () => {
    // Chunks of a full scan block each, so every one is scanned on its own and only the overlap joins them.
    const filler = Buffer.alloc(SCAN_BLOCK, 0x20);
    const splitAt = (marker: Buffer, at: number) => [Buffer.concat([png(1, 1), filler, marker.subarray(0, at)]), Buffer.concat([marker.subarray(at), filler])];
    for (const encode of [utf16le, utf16be]) {
      const marker = encode('<script>');
      for (let at = 1; at < marker.length; at += 1) expect(await typeOf(splitAt(marker, at)), `${marker.toString('hex')} split at ${at}`).toBe('application/octet-stream');
      // An event attribute at the far end of an image tag's window, split just before its `=`.
      const long = encode(`<img title="${'x'.repeat(TAG_WINDOW - 20)}" onmouseover=alert(1)>`);
      expect(long.length).toBeLessThanOrEqual(ACTIVE_CONTENT_OVERLAP);
      expect(await typeOf(splitAt(long, long.indexOf(encode('=alert'))))).toBe('application/octet-stream');
      // `<?=` at the very end of the file, split from its short script.
      expect(await typeOf([Buffer.concat([png(1, 1), filler, encode('<?')]), encode('=`id`')])).toBe('application/octet-stream');
    }
    // Without a marker, the same chunks are an image.
    expect(await typeOf(splitAt(utf16le('<scribble>'), 5))).toBe('image/png');
  });

  it('counts <?= only with PHP source after it, and ignores look-alikes', async () => {
    const image = png(1, 1);
    const after = (text: string) => typeOf([image, Buffer.from(text, 'latin1')]);
    expect(await after('<?=aaaaaaaaaaaa\x00')).toBe('application/octet-stream');
    expect(await after('<?=`id`?>\x00\x01')).toBe('application/octet-stream');
    expect(await after('<?=`id`')).toBe('application/octet-stream');
    expect(await after('<?php')).toBe('application/octet-stream');
    // `<?=` or `<?php` followed by binary, as compressed data holds them by chance.
    expect(await after('<?=aaaaaaaaaaa\x00\x01')).toBe('image/png');
    expect(await after('<?=\x9c\x00<?php\x00\x9c')).toBe('image/png');
    // XMP metadata, a tag without an event attribute, an attribute without a tag.
    expect(await after('<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>\x00')).toBe('image/png');
    expect(await after('<image>online</image> <img src="a.png" alt="x"> onmouseover=1 http-equiv\x00')).toBe('image/png');
    expect(await typeOf([image, utf16le('<image>online</image> onmouseover=1\x00')])).toBe('image/png');
  });

  it('refuses an image larger than the limits, and keeps ordinary ones', async () => {
    const oversized: [string, Buffer][] = [
      ['a PNG of 2147483647 × 2147483647', png(2_147_483_647, 2_147_483_647)],
      ['a PNG one pixel too wide', png(MAX_IMAGE_SIDE + 1, 1)],
      ['a JPEG 12,000 pixels wide', jpeg(12_000, 800)],
      ['a JPEG of 81 megapixels (9,000 a side)', jpeg(9000, 9000)],
      ['a JPEG over the limit whose frame header lies past the kept head', jpeg(20_000, 20_000, undefined, Math.ceil(HEAD_BYTES / 65_000))],
      ['a GIF of 65535 × 65535', gif(65_535, 65_535)],
      ['a GIF of 8,000 × 8,000 (64 megapixels)', gif(8000, 8000)],
      ['a WebP 16,000 pixels wide', webp(16_000, 100)],
    ];
    for (const [what, file] of oversized) expect(await typeOf([file]), what).toBe(OVERSIZED_IMAGE_TYPE);
    const ordinary: [string, Buffer, string][] = [
      ['the 1 × 1 PNG', FORM_PNG, 'image/png'],
      ['the 1 × 1 GIF', FORM_GIF, 'image/gif'],
      ['a phone photo (4032 × 3024)', jpeg(4032, 3024), 'image/jpeg'],
      ['a JPEG whose frame header lies past the kept head', jpeg(3000, 2000, undefined, Math.ceil(HEAD_BYTES / 65_000)), 'image/jpeg'],
      ['a PNG at both limits (10,000 × 5,000)', png(MAX_IMAGE_SIDE, 5000), 'image/png'],
      ['a GIF of 800 × 600', gif(800, 600), 'image/gif'],
      ['a WebP of 1024 × 768', webp(1024, 768), 'image/webp'],
    ];
    for (const [what, file, type] of ordinary) expect(await typeOf([file]), what).toBe(type);
    // An image whose size cannot be read is no image.
    expect(await typeOf([bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0)])).toBe('application/octet-stream');
  });

  it('scans a file of the size limit full of near-markers in linear time', () => {
    const near = ['<img  on', 'x'.repeat(30), ' onmouseover ', '<meta  http-equi', '<?=aaaaaaaaaaa\x00', '<?ph\x00'].join('');
    for (const encode of [(text: string) => Buffer.from(text, 'latin1'), utf16le]) {
      const unit = encode(near);
      // Whole units only: a unit cut short at the end would leave `<?=aaa` ending the file, which counts.
      const file = Buffer.concat(Array.from({ length: Math.floor(FILE_LIMIT / unit.length) }, () => unit));
      const detector = markupDetector();
      const started = performance.now();
      for (let at = 0; at < file.length; at += 16 * 1024) detector.push(file.subarray(at, at + 16 * 1024));
      detector.end();
      expect(detector.found).toBe(false);
      expect(performance.now() - started).toBeLessThan(3000);
    }
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
