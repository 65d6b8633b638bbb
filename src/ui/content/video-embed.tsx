/** The `video` embed: a video of the site's library (src/domain/video/library.ts) by id, drawn by the Video component. */
import { VIDEOS } from '#domain/video/library.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { Video } from '#ui/video/video.tsx';

export function VideoEmbed({ id }: { id: string }) {
  const { collector } = usePage();
  const video = VIDEOS[id];
  if (!video) {
    collector?.warn(`Content video "${id}" is not in VIDEOS (src/domain/video/library.ts)`);
    return null;
  }
  return (
    <div className="content-video">
      <Video {...video} />
    </div>
  );
}
