/**
 * The server-rendered Video component: content pages render `<Video {...VIDEOS[id]} />`. It settles what depends
 * on the page — the title and description in the page's language, and the caption, description and transcript
 * tracks for that language (else English, else the flat fields) — and renders the video island with them.
 */
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import type { VideoProps } from '#domain/video/types.ts';
import { Island } from '#ui/components/island.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { island } from '#ui/islands/video-player.tsx';

export function Video(props: VideoProps) {
  const { t, lang } = usePage();
  const { languages, titleKey, descriptionKey, ...rest } = props;
  const textLang = languages?.[lang] ? lang : languages?.[DEFAULT_LANGUAGE] ? DEFAULT_LANGUAGE : (props.textLang ?? DEFAULT_LANGUAGE);
  const tracks = languages?.[textLang as keyof typeof languages];
  const description = descriptionKey ? t(descriptionKey) : props.description;
  const islandProps: VideoProps = {
    ...rest,
    title: titleKey ? t(titleKey) : props.title,
    ...(description ? { description } : {}),
    ...(tracks?.caption ?? props.caption ? { caption: tracks?.caption ?? props.caption } : {}),
    ...(tracks?.audioDescription ?? props.audioDescription ? { audioDescription: tracks?.audioDescription ?? props.audioDescription } : {}),
    ...(tracks?.captionTranscript ?? props.captionTranscript ? { captionTranscript: tracks?.captionTranscript ?? props.captionTranscript } : {}),
    textLang,
  };
  return <Island island={island} props={islandProps} />;
}
