/**
 * The brand film's script: its scenes, paints and timing (which scripts/make-sample-video.mjs animates) and the
 * words that go with them in every language — captions for what is heard, descriptions for what is seen — from
 * which its WebVTT files and transcripts are written. One source, so the words match the picture.
 */
import type { Language } from '#domain/i18n/languages.ts';
import { buildTranscript, type Cue } from './webvtt.ts';

/** Where the film's files are served (and, under the repository's media/ folder, kept). */
export const BRAND_FILM_BASE = '/media/videos/brand-film';
/** Seconds. */
export const BRAND_FILM_DURATION = 8;
/** The frame every rendition keeps: 16:9. */
export const BRAND_FILM_WIDTH = 1920;
export const BRAND_FILM_HEIGHT = 1080;

/** Scenes, in seconds: the drive in at dawn, the paint changes, the reveal with the name. */
export const BRAND_FILM_SCENES = {
  drive: { start: 0, end: 3 },
  paint: { start: 3, end: 5.5 },
  reveal: { start: 5.5, end: BRAND_FILM_DURATION },
} as const;

/** Harbor Blue, Ember Red, Glacier White, Forest Green: the paints of the demo catalog. */
export const BRAND_FILM_PAINTS = ['#1f4e79', '#b3261e', '#e8e8e4', '#2f5d3a'] as const;
/** When each next paint arrives (each with a chime). */
export const BRAND_FILM_PAINT_CHANGES = [3.5, 4.2, 4.9] as const;

interface FilmWords {
  captions: Cue[];
  descriptions: Cue[];
}

export const BRAND_FILM_WORDS: Record<Language, FilmWords> = {
  en: {
    captions: [
      { start: 0, end: 2.9, text: '[Soft synth music and a low engine hum]' },
      { start: 3, end: 5.4, text: '[A soft chime with each color change]' },
      { start: 5.5, end: 7.9, text: '[The music swells, then fades]' },
    ],
    descriptions: [
      { start: 0.2, end: 2.9, text: 'At dawn, a blue SUV drives along a hillside road and stops.' },
      { start: 3, end: 5.4, text: 'Its paint changes from blue to red, white and green.' },
      { start: 5.5, end: 7.9, text: 'Back in blue and seen from a front corner, the SUV stands still as the Halden name appears.' },
    ],
  },
  es: {
    captions: [
      { start: 0, end: 2.9, text: '[Música suave de sintetizador y el zumbido grave de un motor]' },
      { start: 3, end: 5.4, text: '[Un timbre suave con cada cambio de color]' },
      { start: 5.5, end: 7.9, text: '[La música crece y luego se desvanece]' },
    ],
    descriptions: [
      { start: 0.2, end: 2.9, text: 'Al amanecer, una SUV azul recorre una carretera entre colinas y se detiene.' },
      { start: 3, end: 5.4, text: 'Su pintura cambia de azul a rojo, blanco y verde.' },
      { start: 5.5, end: 7.9, text: 'De nuevo en azul y vista desde una esquina delantera, la SUV permanece inmóvil mientras aparece el nombre Halden.' },
    ],
  },
  zh: {
    captions: [
      { start: 0, end: 2.9, text: '[柔和的合成器音乐与低沉的引擎声]' },
      { start: 3, end: 5.4, text: '[每次换色时响起轻柔的铃声]' },
      { start: 5.5, end: 7.9, text: '[音乐渐强，随后渐弱]' },
    ],
    descriptions: [
      { start: 0.2, end: 2.9, text: '黎明时分，一辆蓝色SUV沿着山间公路驶来，然后停下。' },
      { start: 3, end: 5.4, text: '车漆从蓝色依次变为红色、白色和绿色。' },
      { start: 5.5, end: 7.9, text: '车身变回蓝色，从前侧方看去，SUV静静伫立，Halden的名字随之出现。' },
    ],
  },
};

/** The film's transcript in a language: what is heard and what is seen, scene by scene. */
export function brandFilmTranscript(lang: Language): string {
  const words = BRAND_FILM_WORDS[lang];
  return buildTranscript(words.captions, words.descriptions);
}

/** File names of the film's pieces, as written by the script and served under BRAND_FILM_BASE. */
export const brandFilmFiles = {
  rendition: (height: number) => `brand-film-${height}.webm`,
  poster: 'poster.webp',
  captions: (lang: Language) => `captions.${lang}.vtt`,
  descriptions: (lang: Language) => `descriptions.${lang}.vtt`,
  transcript: (lang: Language) => `transcript.${lang}.txt`,
};
