/** The transcript panel: the film's words and pictures as text, in a region that scrolls 30 px per arrow key. */
import { useId, type KeyboardEvent } from 'react';
import { transcriptScrollForKey } from '#domain/video/keys.ts';
import { usePage } from '#ui/components/page-context.tsx';

export function TranscriptPanel({ id, open, text, title }: { id: string; open: boolean; text: string; title: string }) {
  const { t } = usePage();
  const headingId = useId();
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = transcriptScrollForKey(event.key);
    if (delta === null) return;
    event.preventDefault();
    event.currentTarget.scrollBy({ top: delta });
  };
  return (
    <div id={id} className="vplayer__transcript" hidden={!open}>
      <h3 id={headingId} className="vplayer__transcript-title">
        {t('video.transcriptTitle', { title })}
      </h3>
      {/* Focusable, so a keyboard can scroll it (and axe's scrollable-region rule holds). */}
      <div className="vplayer__transcript-text" tabIndex={0} role="region" aria-labelledby={headingId} onKeyDown={onKeyDown}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
