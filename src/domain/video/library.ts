/**
 * The site's videos by id, for content pages to embed (`video` embed with an id). CONTRACT: `VIDEOS['brand-film']`
 * is the project's own sample video (made by scripts/make-sample-video.mjs, served from /media/videos/brand-film/).
 */
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { BRAND_FILM_BASE, BRAND_FILM_HEIGHT, BRAND_FILM_WIDTH, brandFilmFiles, brandFilmTranscript } from './brand-film.ts';
import { RENDITION_HEIGHTS } from './constants.ts';
import type { VideoProps, VideoTextTracks } from './types.ts';

const film = (name: string) => `${BRAND_FILM_BASE}/${name}`;

const brandFilm: VideoProps = {
  src: film(brandFilmFiles.rendition(540)),
  renditions: RENDITION_HEIGHTS.map((height) => ({ height, src: film(brandFilmFiles.rendition(height)), type: 'video/webm' })),
  poster: film(brandFilmFiles.poster),
  title: 'Halden: The Road Ahead',
  description: 'An eight-second film drawn from our own vehicle art.',
  titleKey: 'video.brandFilm.title',
  descriptionKey: 'video.brandFilm.description',
  caption: film(brandFilmFiles.captions('en')),
  audioDescription: film(brandFilmFiles.descriptions('en')),
  captionTranscript: brandFilmTranscript('en'),
  languages: Object.fromEntries(
    LANGUAGES.map((lang): [Language, VideoTextTracks] => [
      lang,
      {
        caption: film(brandFilmFiles.captions(lang)),
        audioDescription: film(brandFilmFiles.descriptions(lang)),
        captionTranscript: brandFilmTranscript(lang),
      },
    ]),
  ),
  width: BRAND_FILM_WIDTH,
  height: BRAND_FILM_HEIGHT,
  lazy: true,
};

export const VIDEOS: Record<string, VideoProps> = {
  'brand-film': brandFilm,
};
