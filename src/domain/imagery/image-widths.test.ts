import { describe, expect, it } from 'vitest';
import {
  buildSrcset,
  IMAGE_MAX_WIDTH,
  IMAGE_WIDTH_PRESETS,
  RENDITION_BREAKPOINTS,
  renditionMedia,
  renditionSizeFor,
  roundImageWidth,
  widthTemplate,
} from './image-widths.ts';

describe('image widths (spec: presets $400, $900, $1200, $2000; max 2000 in steps of 50)', () => {
  it('has the spec presets and maximum', () => {
    expect(IMAGE_WIDTH_PRESETS).toEqual([400, 900, 1200, 2000]);
    expect(IMAGE_MAX_WIDTH).toBe(2000);
  });

  it('rounds a width up to the next step of 50 and caps it at 2000', () => {
    const cases: Array<[number, number]> = [
      [1, 50],
      [49.5, 50],
      [50, 50],
      [51, 100],
      [399, 400],
      [400, 400],
      [401, 450],
      [899, 900],
      [1201, 1250],
      [1999, 2000],
      [2000, 2000],
      [2001, 2000],
      [5000, 2000],
    ];
    for (const [width, expected] of cases) expect(roundImageWidth(width), String(width)).toBe(expected);
  });

  it('rejects zero, negative and non-numeric widths', () => {
    for (const width of [0, -1, -50, Number.NaN, Number.POSITIVE_INFINITY, '400' as unknown as number]) {
      expect(() => roundImageWidth(width), String(width)).toThrow(RangeError);
    }
  });
});

describe('rendition breakpoints (the spec\'s second set: sm 400, md 900, lg 1200, xl 1600)', () => {
  it('has the breakpoints', () => {
    expect(RENDITION_BREAKPOINTS).toEqual({ sm: 400, md: 900, lg: 1200, xl: 1600 });
  });

  it('picks the rendition for a viewport width', () => {
    const cases: Array<[number, string]> = [
      [320, 'sm'],
      [400, 'sm'],
      [401, 'md'],
      [900, 'md'],
      [901, 'lg'],
      [1200, 'lg'],
      [1201, 'xl'],
      [2560, 'xl'],
    ];
    for (const [viewport, size] of cases) expect(renditionSizeFor(viewport), String(viewport)).toBe(size);
  });

  it('writes the media query for each size, none for the xl fallback', () => {
    expect(renditionMedia('sm')).toBe('(max-width: 400px)');
    expect(renditionMedia('md')).toBe('(max-width: 900px)');
    expect(renditionMedia('lg')).toBe('(max-width: 1200px)');
    expect(renditionMedia('xl')).toBeUndefined();
  });
});

describe('srcset', () => {
  it('builds one candidate per preset from a {width} template', () => {
    expect(buildSrcset('/images/chip/1f4e79.svg?wid={width}')).toBe(
      '/images/chip/1f4e79.svg?wid=400 400w, /images/chip/1f4e79.svg?wid=900 900w, /images/chip/1f4e79.svg?wid=1200 1200w, /images/chip/1f4e79.svg?wid=2000 2000w',
    );
  });

  it('rounds, sorts and de-duplicates given widths', () => {
    expect(buildSrcset('/a/{width}.png', [2100, 401, 1999, 420])).toBe('/a/450.png 450w, /a/2000.png 2000w');
  });

  it('refuses a template without {width}', () => {
    expect(() => buildSrcset('/images/chip/1f4e79.svg')).toThrow(RangeError);
  });

  it('turns an address into a template, keeping its query and fragment', () => {
    expect(widthTemplate('/images/not-found.svg')).toBe('/images/not-found.svg?wid={width}');
    expect(widthTemplate('/img.svg?fmt=svg')).toBe('/img.svg?fmt=svg&wid={width}');
    expect(widthTemplate('/img.svg#view')).toBe('/img.svg?wid={width}#view');
    expect(widthTemplate('/img-{width}.jpg')).toBe('/img-{width}.jpg');
  });
});
