import { describe, expect, it } from 'vitest';
import { formatTime, seekStep, transcriptScrollForKey, volumeAtPointer, volumeForKey } from './keys.ts';
import { chooseRendition, renderedHeightFor } from './renditions.ts';
import type { VideoRendition } from './types.ts';

describe('volume slider keys (WAI-ARIA slider pattern, step 5)', () => {
  it('moves by 5 with the arrows, 20 with Page Up/Down, to 0 and 100 with Home and End', () => {
    expect(volumeForKey(50, 'ArrowRight')).toBe(55);
    expect(volumeForKey(50, 'ArrowUp')).toBe(55);
    expect(volumeForKey(50, 'ArrowLeft')).toBe(45);
    expect(volumeForKey(50, 'ArrowDown')).toBe(45);
    expect(volumeForKey(50, 'PageUp')).toBe(70);
    expect(volumeForKey(50, 'PageDown')).toBe(30);
    expect(volumeForKey(50, 'Home')).toBe(0);
    expect(volumeForKey(50, 'End')).toBe(100);
  });

  it('stops at 0 and 100', () => {
    expect(volumeForKey(100, 'ArrowRight')).toBe(100);
    expect(volumeForKey(97, 'ArrowUp')).toBe(100);
    expect(volumeForKey(3, 'ArrowLeft')).toBe(0);
    expect(volumeForKey(0, 'PageDown')).toBe(0);
  });

  it('leaves other keys alone', () => {
    expect(volumeForKey(50, 'Tab')).toBeNull();
    expect(volumeForKey(50, 'Enter')).toBeNull();
  });

  it('reads a pointer across the track in steps of 5', () => {
    expect(volumeAtPointer(10, 10, 100)).toBe(0);
    expect(volumeAtPointer(110, 10, 100)).toBe(100);
    expect(volumeAtPointer(61, 10, 100)).toBe(50);
    expect(volumeAtPointer(63, 10, 100)).toBe(55);
    expect(volumeAtPointer(500, 10, 100)).toBe(100);
    expect(volumeAtPointer(-500, 10, 100)).toBe(0);
  });
});

describe('transcript keys', () => {
  it('scroll by 30 px down and up, and leave other keys to the browser', () => {
    expect(transcriptScrollForKey('ArrowDown')).toBe(30);
    expect(transcriptScrollForKey('ArrowUp')).toBe(-30);
    expect(transcriptScrollForKey('PageDown')).toBeNull();
  });
});

describe('seek bar and time', () => {
  it('steps one second in a short film and five in a long one', () => {
    expect(seekStep(8)).toBe(1);
    expect(seekStep(59.9)).toBe(1);
    expect(seekStep(60)).toBe(5);
    expect(seekStep(Number.NaN)).toBe(1);
  });

  it('formats m:ss and h:mm:ss', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(7.98)).toBe('0:07');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('chooseRendition by the player rendered size', () => {
  const renditions: VideoRendition[] = [1080, 360, 720, 540].map((height) => ({ height: height as VideoRendition['height'], src: `/v-${height}.webm`, type: 'video/webm' }));

  it('takes the smallest rendition at least as tall as the player in device pixels', () => {
    expect(chooseRendition(renditions, 200)?.height).toBe(360);
    expect(chooseRendition(renditions, 360)?.height).toBe(360);
    expect(chooseRendition(renditions, 361)?.height).toBe(540);
    expect(chooseRendition(renditions, 540)?.height).toBe(540);
    expect(chooseRendition(renditions, 600)?.height).toBe(720);
    expect(chooseRendition(renditions, 900)?.height).toBe(1080);
  });

  it('counts device pixels, up to 2 per CSS pixel', () => {
    expect(chooseRendition(renditions, 200, 2)?.height).toBe(540);
    expect(chooseRendition(renditions, 300, 2)?.height).toBe(720);
    expect(chooseRendition(renditions, 200, 3)?.height).toBe(540);
  });

  it('takes the largest when none is tall enough, and none without renditions', () => {
    expect(chooseRendition(renditions, 2000)?.height).toBe(1080);
    expect(chooseRendition([], 200)).toBeNull();
    expect(chooseRendition(undefined, 200)).toBeNull();
  });

  it('works out a height from a width at the video aspect ratio', () => {
    expect(renderedHeightFor(1280, 1920, 1080)).toBe(720);
    expect(renderedHeightFor(390, 16, 9)).toBeCloseTo(219.375);
    expect(renderedHeightFor(390, 0, 9)).toBe(0);
  });
});
