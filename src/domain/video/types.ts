/** The spec's Video props (section 3): the shape every video of the site is described by. */
import type { Language } from '#domain/i18n/languages.ts';

export interface VideoRendition {
  /** Rendition height in pixels: 360, 540, 720 or 1080. */
  height: 360 | 540 | 720 | 1080;
  src: string;
  type: string;
}

/** A video's words in one language: its caption and description tracks and its transcript. */
export interface VideoTextTracks {
  /** WebVTT captions file. */
  caption?: string;
  /** WebVTT `kind="descriptions"` track. */
  audioDescription?: string;
  /** Transcript text; paragraphs are separated by blank lines. */
  captionTranscript?: string;
}

export interface VideoProps {
  /** The default source, used when no rendition fits. */
  src: string;
  /** Renditions by height; the player picks one by its own size (spec: small 360p … extra large 1080p). */
  renditions?: VideoRendition[];
  muted?: boolean;
  /** WebVTT captions file. */
  caption?: string;
  /** Transcript text (plain; paragraphs separated by blank lines) shown in the transcript panel. */
  captionTranscript?: string;
  /** WebVTT audio-description track (text descriptions read out / shown). */
  audioDescription?: string;
  poster: string;
  title: string;
  description?: string;
  loop?: boolean;
  controls?: boolean;
  lazy?: boolean;
  forceInline?: boolean;
  /** Intrinsic size, so the player reserves its box before anything loads. */
  width: number;
  height: number;
  /**
   * Dictionary keys for the title and description: when given, the page's language wins over `title` and
   * `description` (which stay as the fallback for callers without a dictionary).
   */
  titleKey?: string;
  descriptionKey?: string;
  /**
   * Captions, descriptions and transcript per page language. The component takes the page's language, else
   * English, else the flat `caption` / `audioDescription` / `captionTranscript` fields.
   */
  languages?: Partial<Record<Language, VideoTextTracks>>;
  /** The language of the text tracks actually used (their `srclang`); the component fills it in. */
  textLang?: string;
}
