import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { BRAND_FILM_DURATION, BRAND_FILM_WORDS, brandFilmTranscript } from './brand-film.ts';
import { VIDEOS } from './library.ts';
import { buildTranscript, parseWebVtt, toWebVtt, vttTimestamp } from './webvtt.ts';

const FILM_DIR = 'media/videos/brand-film';
const onDisk = (address: string) => join('media', address.replace(/^\/media\//, ''));

describe('WebVTT', () => {
  it('writes timestamps as hh:mm:ss.ttt', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(7.9)).toBe('00:00:07.900');
    expect(vttTimestamp(3725.0456)).toBe('01:02:05.046');
  });

  it('writes a document that reads back to the same cues', () => {
    const cues = [
      { start: 0, end: 2.9, text: '[Music]' },
      { start: 3, end: 5.4, text: 'Two\nlines' },
    ];
    const text = toWebVtt(cues);
    expect(text).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.900\n[Music]\n\n2\n00:00:03.000 --> 00:00:05.400\nTwo\nlines\n');
    expect(parseWebVtt(text)).toEqual(cues);
  });

  it('refuses a cue that ends before it starts or holds a blank line', () => {
    expect(() => toWebVtt([{ start: 2, end: 1, text: 'x' }])).toThrow('Cue 1 ends before it starts');
    expect(() => toWebVtt([{ start: 0, end: 1, text: 'a\n\nb' }])).toThrow('Cue 1 text may not hold a blank line or "-->"');
  });

  it('builds a transcript: one paragraph per description, opened by the captions heard before it', () => {
    const transcript = buildTranscript(
      [
        { start: 0, end: 1, text: '[Music]' },
        { start: 2, end: 3, text: '[Chime]' },
      ],
      [
        { start: 0.5, end: 1.5, text: 'A car drives.' },
        { start: 2, end: 3, text: 'It stops.' },
      ],
    );
    expect(transcript).toBe('[Music] A car drives.\n\n[Chime] It stops.');
  });
});

describe('the brand film', () => {
  it('has captions and descriptions in every language, with the same timings, inside the film', () => {
    const timings = (lang: (typeof LANGUAGES)[number], kind: 'captions' | 'descriptions') => BRAND_FILM_WORDS[lang][kind].map(({ start, end }) => [start, end]);
    for (const lang of LANGUAGES) {
      for (const kind of ['captions', 'descriptions'] as const) {
        expect(timings(lang, kind)).toEqual(timings('en', kind));
        for (const cue of BRAND_FILM_WORDS[lang][kind]) expect(cue.end).toBeLessThanOrEqual(BRAND_FILM_DURATION);
      }
    }
  });

  it('ships every file the library names, and the text files match the script (run scripts/make-sample-video.mjs after changing it)', () => {
    const film = VIDEOS['brand-film'];
    expect(film).toBeDefined();
    if (!film) return;
    for (const rendition of film.renditions ?? []) expect(statSync(onDisk(rendition.src)).size, rendition.src).toBeGreaterThan(50_000);
    expect(film.renditions?.map((rendition) => rendition.height)).toEqual([360, 540, 720, 1080]);
    expect(statSync(onDisk(film.poster)).size).toBeGreaterThan(5_000);
    for (const lang of LANGUAGES) {
      const tracks = film.languages?.[lang];
      expect(tracks?.captionTranscript).toBe(brandFilmTranscript(lang));
      expect(parseWebVtt(readFileSync(onDisk(tracks?.caption ?? ''), 'utf8'))).toEqual(BRAND_FILM_WORDS[lang].captions);
      expect(parseWebVtt(readFileSync(onDisk(tracks?.audioDescription ?? ''), 'utf8'))).toEqual(BRAND_FILM_WORDS[lang].descriptions);
      expect(readFileSync(join(FILM_DIR, `transcript.${lang}.txt`), 'utf8')).toBe(`${brandFilmTranscript(lang)}\n`);
    }
  });

  it('keeps the whole set under 2 MB', () => {
    const total = readdirSync(FILM_DIR).reduce((sum, name) => sum + statSync(join(FILM_DIR, name)).size, 0);
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });

  it('names its title and description by dictionary key, with English fallbacks', () => {
    expect(VIDEOS['brand-film']).toMatchObject({ titleKey: 'video.brandFilm.title', descriptionKey: 'video.brandFilm.description', title: 'Halden: The Road Ahead', width: 1920, height: 1080 });
  });
});
