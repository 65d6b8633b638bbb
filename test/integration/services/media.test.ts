import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_CACHE_CONTROL, MEDIA_DIR } from '#server/services/media.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { $$ } from '../../support/html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const FILM = '/media/videos/brand-film';

describe('GET /media/videos/brand-film/*', () => {
  for (const height of [360, 540, 720, 1080]) {
    it(`serves the ${height}-line rendition as video/webm, whole, with ranges accepted and a 30-day cache`, async () => {
      const response = await t.app.inject({ url: `${FILM}/brand-film-${height}.webm` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/webm');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(response.headers.etag).toMatch(/^W?\/?".+"$/);
      const size = statSync(join(MEDIA_DIR, `videos/brand-film/brand-film-${height}.webm`)).size;
      expect(Number(response.headers['content-length'])).toBe(size);
      // A WebM starts with the EBML magic number.
      expect(response.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    });
  }

  it('answers a Range request with 206 and exactly the bytes asked for, as a <video> seeking needs', async () => {
    const size = statSync(join(MEDIA_DIR, 'videos/brand-film/brand-film-540.webm')).size;
    const response = await t.app.inject({ url: `${FILM}/brand-film-540.webm`, headers: { range: 'bytes=100-1123' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['content-range']).toBe(`bytes 100-1123/${size}`);
    expect(response.headers['content-length']).toBe('1024');
    expect(response.rawPayload.length).toBe(1024);
  });

  it('answers an open-ended Range to the end of the file, and 416 for one past the end', async () => {
    const size = statSync(join(MEDIA_DIR, 'videos/brand-film/brand-film-360.webm')).size;
    const tail = await t.app.inject({ url: `${FILM}/brand-film-360.webm`, headers: { range: `bytes=${size - 10}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.length).toBe(10);
    const beyond = await t.app.inject({ url: `${FILM}/brand-film-360.webm`, headers: { range: `bytes=${size + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  for (const lang of ['en', 'es', 'zh']) {
    it(`serves the ${lang} captions and descriptions as text/vtt and the transcript as UTF-8 text`, async () => {
      for (const name of [`captions.${lang}.vtt`, `descriptions.${lang}.vtt`]) {
        const response = await t.app.inject({ url: `${FILM}/${name}` });
        expect(response.statusCode, name).toBe(200);
        expect(response.headers['content-type'], name).toBe('text/vtt; charset=utf-8');
        expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
        expect(response.body.startsWith('WEBVTT\n\n1\n00:00:00.')).toBe(true);
      }
      const transcript = await t.app.inject({ url: `${FILM}/transcript.${lang}.txt` });
      expect(transcript.statusCode).toBe(200);
      expect(transcript.headers['content-type']).toBe('text/plain; charset=utf-8');
    });
  }

  it('serves the poster as image/webp', async () => {
    const response = await t.app.inject({ url: `${FILM}/poster.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('answers a missing file with the 404 error object, not the HTML page', async () => {
    const response = await t.app.inject({ url: `${FILM}/missing.webm` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', reason: `No resource at GET ${FILM}/missing.webm` });
  });

  it('never serves a path outside the media folder', async () => {
    const response = await t.app.inject({ url: '/media/../package.json' });
    expect(response.statusCode).not.toBe(200);
    const encoded = await t.app.inject({ url: '/media/%2e%2e/package.json' });
    expect(encoded.statusCode).not.toBe(200);
  });
});

describe('the Video component on a page (the styleguide)', () => {
  /** The props of each video island on a page, as the browser will read them. */
  async function videoProps(url: string) {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const props = $$(response.body, 'x-video-player').map((island) => JSON.parse(island.getAttribute('data-props') ?? '') as Record<string, unknown>);
    return { html: response.body, props };
  }

  it('renders three players (modal, ambient loop, inline) with the English tracks and the translated title', async () => {
    const { html, props } = await videoProps('/styleguide.html');
    expect(props).toHaveLength(3);
    expect(props.map((p) => [p.muted ?? false, p.forceInline ?? false, p.loop ?? false])).toEqual([
      [false, false, false],
      [true, false, true],
      [false, true, false],
    ]);
    for (const p of props) {
      expect(p).toMatchObject({
        title: 'Halden: The Road Ahead',
        caption: `${FILM}/captions.en.vtt`,
        audioDescription: `${FILM}/descriptions.en.vtt`,
        textLang: 'en',
        poster: `${FILM}/poster.webp`,
      });
      expect(p).not.toHaveProperty('languages');
      expect(p).not.toHaveProperty('titleKey');
      expect(String(p.captionTranscript)).toContain('At dawn, a blue SUV drives along a hillside road and stops.');
    }
    // The page poster's play button is a real button named with the title; the modal is a closed <dialog>.
    expect(html).toContain('<span class="visually-hidden">Play video: Halden: The Road Ahead</span>');
    expect(html).toMatch(/<dialog class="modal video-modal" aria-labelledby="[^"]+">/);
  });

  it('gives a Spanish page the Spanish tracks, transcript and title, and a Chinese page the Chinese ones', async () => {
    const es = await videoProps('/es/styleguide.html');
    expect(es.props[0]).toMatchObject({ title: 'Halden: el camino por delante', caption: `${FILM}/captions.es.vtt`, audioDescription: `${FILM}/descriptions.es.vtt`, textLang: 'es' });
    expect(String(es.props[0]?.captionTranscript)).toContain('Al amanecer, una SUV azul recorre una carretera entre colinas y se detiene.');
    expect(es.html).toContain('Reproducir video: Halden: el camino por delante');
    const zh = await videoProps('/zh/styleguide.html');
    expect(zh.props[0]).toMatchObject({ title: 'Halden：前方之路', caption: `${FILM}/captions.zh.vtt`, textLang: 'zh' });
  });
});
