import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { drawPicture, prebuilt, prebuiltName, type PictureSpec } from './pictures.ts';

const spec: PictureSpec = { bodyStyle: 'suv', view: 'front', rgb: '#1F3A5C', width: 720 };
const dir = mkdtempSync(join(tmpdir(), 'halden-pictures-'));
const dirUrl = pathToFileURL(`${dir}/`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pictures drawn ahead by the build', () => {
  it('names a front picture by body style, paint and width, and nothing else', () => {
    expect(prebuiltName(spec)).toBe('suv-1f3a5c-720.png');
    expect(prebuiltName({ ...spec, view: 'side' })).toBeNull();
    expect(prebuiltName({ ...spec, rgb: 'red' })).toBeNull();
    expect(prebuiltName({ ...spec, rgb: '#1f3a5c/../x' })).toBeNull();
  });

  it('reads the PNG the build wrote with its size from its header, the same picture the rasterizer draws', async () => {
    const drawn = await drawPicture(spec);
    writeFileSync(join(dir, prebuiltName(spec)!), drawn.png);
    const read = prebuilt(spec, dirUrl);
    expect(read).not.toBeNull();
    expect(read!.width).toBe(drawn.width);
    expect(read!.height).toBe(drawn.height);
    expect(Buffer.from(read!.png).equals(Buffer.from(drawn.png))).toBe(true);
    expect(drawn.width).toBe(720);
  });

  it('gives nothing for a paint the build did not draw, or a file that is not a PNG', () => {
    expect(prebuilt({ ...spec, rgb: '#000001' }, dirUrl)).toBeNull();
    writeFileSync(join(dir, prebuiltName({ ...spec, rgb: '#000002' })!), 'not a png at all, just text');
    expect(prebuilt({ ...spec, rgb: '#000002' }, dirUrl)).toBeNull();
  });
});
