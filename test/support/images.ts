/**
 * Real image headers of any size, with text hidden inside them: the builders the upload tests share
 * (src/server/forms/uploads.test.ts, test/integration/security/upload-scan.test.ts).
 */
import { crc32 } from 'node:zlib';

/** Bytes from numbers and latin-1 strings. */
export const bytes = (...values: (number | string)[]) => Buffer.concat(values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))));
export const utf16le = (text: string) => Buffer.from(text, 'utf16le');
export const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

const u16be = (value: number) => bytes(value >> 8, value & 0xff);
const u16le = (value: number) => bytes(value & 0xff, value >> 8);
const u32be = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}
/** A PNG of `width` × `height` (its header says so; one tiny IDAT), with `text` in a tEXt chunk when given. */
export function png(width: number, height: number, text?: Buffer): Buffer {
  const header = Buffer.concat([u32be(width), u32be(height), bytes(8, 6, 0, 0, 0)]);
  const comment = text ? [pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), text]))] : [];
  return Buffer.concat([bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), pngChunk('IHDR', header), ...comment, pngChunk('IDAT', bytes(0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1)), pngChunk('IEND', Buffer.alloc(0))]);
}
/** A GIF89a of `width` × `height` (its logical screen and its one frame), with `text` in a comment extension when given. */
export function gif(width: number, height: number, text?: Buffer): Buffer {
  const comment: Buffer[] = [];
  if (text) {
    comment.push(bytes(0x21, 0xfe));
    for (let at = 0; at < text.length; at += 255) comment.push(bytes(Math.min(255, text.length - at)), text.subarray(at, at + 255));
    comment.push(bytes(0));
  }
  const screen = Buffer.concat([Buffer.from('GIF89a'), u16le(width), u16le(height), bytes(0x80, 0, 0), bytes(0, 0, 0, 0xff, 0xff, 0xff)]);
  const frame = Buffer.concat([bytes(0x2c), u16le(0), u16le(0), u16le(width), u16le(height), bytes(0, 2, 2, 0x44, 0x01, 0)]);
  return Buffer.concat([screen, ...comment, frame, bytes(0x3b)]);
}
/** A baseline JPEG's segments for `width` × `height`, with `text` in a COM segment when given and `padding` APP segments. */
export function jpeg(width: number, height: number, text?: Buffer, padding = 0): Buffer {
  const segment = (marker: number, data: Buffer) => Buffer.concat([bytes(0xff, marker), u16be(data.length + 2), data]);
  const comment: Buffer[] = [];
  for (let at = 0; text && at < text.length; at += 65_000) comment.push(segment(0xfe, text.subarray(at, at + 65_000)));
  const apps = Array.from({ length: padding }, () => segment(0xe2, Buffer.alloc(65_000, 0x11)));
  const frame = segment(0xc0, Buffer.concat([bytes(8), u16be(height), u16be(width), bytes(1, 1, 0x11, 0)]));
  return Buffer.concat([bytes(0xff, 0xd8), segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')), ...apps, ...comment, frame, bytes(0xff, 0xda), u16be(8), bytes(1, 1, 0, 0, 0x3f, 0), bytes(0x12, 0x34), bytes(0xff, 0xd9)]);
}
/** A lossless WebP whose extended header (VP8X) gives a canvas of `width` × `height`. */
export function webp(width: number, height: number): Buffer {
  const u24 = (value: number) => bytes(value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff);
  const vp8x = Buffer.concat([Buffer.from('VP8X'), bytes(10, 0, 0, 0), bytes(0, 0, 0, 0), u24(width - 1), u24(height - 1)]);
  const body = Buffer.concat([Buffer.from('WEBP'), vp8x]);
  return Buffer.concat([Buffer.from('RIFF'), bytes(body.length & 0xff, body.length >> 8, 0, 0), body]);
}
