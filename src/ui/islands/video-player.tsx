/**
 * The video island. Unmuted videos show their poster with a play button that opens the modal and plays there
 * (inline, with controls, when forceInline); muted videos are ambient loops that start by themselves in view,
 * with no controls but a pause button. Leaving the viewport pauses an inline or ambient video and returning
 * resumes it. In the content system's editor mode every video stays in the modal and nothing starts by itself.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { INTERSECTION_ROOT_MARGIN, INTERSECTION_THRESHOLDS } from '#domain/video/constants.ts';
import type { VideoController } from '#domain/video/controller.ts';
import type { VideoProps } from '#domain/video/types.ts';
import { Modal } from '#ui/components/modal.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { PauseIcon, PlayIcon } from '#ui/video/icons.tsx';
import { PlayerSurface } from '#ui/video/player-surface.tsx';
import { useMediaAttachment, useVideoPlayer, useVideoState } from '#ui/video/use-video-player.ts';
import { defineIsland } from './define.ts';

/** Tells the controller when the element is within 150 px of the viewport (observed at 20 thresholds). */
function useInView(controller: VideoController, ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      controller.setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) controller.setInView(entry.isIntersecting);
      },
      { rootMargin: INTERSECTION_ROOT_MARGIN, threshold: [...INTERSECTION_THRESHOLDS] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [controller, ref, active]);
}

function Caption({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <figcaption className="video__caption">
      <span className="video__title">{title}</span>
      {description ? <span className="video__description">{description}</span> : null}
    </figcaption>
  );
}

/** A muted loop: no controls, only a button to pause it (WCAG 2.2.2) or, with reduced motion, to start it. */
function AmbientVideo({ video, controller }: { video: VideoProps; controller: VideoController }) {
  const { t } = usePage();
  const state = useVideoState(controller);
  const stageRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  useMediaAttachment(controller, videoRef, stageRef, video);
  useInView(controller, stageRef, true);
  const playing = state.status === 'playing' || state.loading;
  return (
    <div className="vplayer vplayer--ambient" data-status={state.status} data-controls="none">
      <div className="vplayer__frame">
        <div ref={stageRef} className="vplayer__stage">
          <video
            ref={videoRef}
            className="vplayer__video"
            poster={video.poster}
            preload="none"
            playsInline
            loop
            aria-label={video.title}
            onPlaying={() => controller.mediaEvent('playing')}
            onPause={() => controller.mediaEvent('pause')}
            onError={() => controller.mediaEvent('error')}
          />
          <button type="button" className="vplayer__ambient-toggle" onClick={() => controller.request('toggle')}>
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="visually-hidden">{playing ? t('video.ambientPause', { title: video.title }) : t('video.ambientPlay', { title: video.title })}</span>
          </button>
        </div>
      </div>
      {state.error ? (
        <p className="vplayer__error" role="alert">
          {t('video.error.playFailed')}
        </p>
      ) : null}
    </div>
  );
}

function InlineVideo({ video, controller, presentation }: { video: VideoProps; controller: VideoController; presentation: ReturnType<typeof useVideoPlayer>['presentation'] }) {
  const state = useVideoState(controller);
  const ref = useRef<HTMLDivElement>(null);
  useInView(controller, ref, true);
  return (
    <div ref={ref}>
      <PlayerSurface video={video} controller={controller} state={state} presentation={presentation} />
    </div>
  );
}

/** The page shows the poster and a play button; playing happens in the modal. */
function ModalVideo({ video, controller, presentation }: { video: VideoProps; controller: VideoController; presentation: ReturnType<typeof useVideoPlayer>['presentation'] }) {
  const { t } = usePage();
  const state = useVideoState(controller);
  return (
    <>
      <div className="vplayer vplayer--launcher">
        <div className="vplayer__frame">
          <div className="vplayer__stage">
            <div className="vplayer__poster">
              <img className="vplayer__poster-image" src={video.poster} alt="" width={video.width} height={video.height} decoding="async" loading={video.lazy ? 'lazy' : undefined} />
              <button type="button" className="vplayer__big-play" aria-haspopup="dialog" onClick={() => controller.openModal()}>
                <PlayIcon />
                <span className="visually-hidden">{t('video.playTitle', { title: video.title })}</span>
              </button>
            </div>
          </div>
        </div>
      </div>
      <Modal open={state.modalOpen} onClose={() => controller.closeModal()} title={video.title} className="video-modal">
        <PlayerSurface video={video} controller={controller} state={state} presentation={presentation} />
      </Modal>
    </>
  );
}

export function VideoPlayer(video: VideoProps) {
  const { mode } = usePage();
  const { controller, presentation } = useVideoPlayer(video, mode === 'editor');
  return (
    <figure className={`video video--${presentation.layout}`}>
      {presentation.layout === 'ambient' ? (
        <AmbientVideo video={video} controller={controller} />
      ) : presentation.layout === 'inline' ? (
        <InlineVideo video={video} controller={controller} presentation={presentation} />
      ) : (
        <ModalVideo video={video} controller={controller} presentation={presentation} />
      )}
      <Caption title={video.title} description={video.description} />
    </figure>
  );
}

export const island = defineIsland<VideoProps>({ tag: 'x-video-player', module: 'video-player', Component: VideoPlayer });
