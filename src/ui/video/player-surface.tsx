/**
 * One player: the <video> with its caption and description tracks, the poster and big play button while idle or
 * ended, the control bar, the description line and its live region, the error, and the transcript panel. The
 * same surface plays inline on the page and inside the modal.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { VideoController } from '#domain/video/controller.ts';
import { showsPoster, type Presentation, type VideoState } from '#domain/video/machine.ts';
import type { VideoProps } from '#domain/video/types.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { Spinner } from '#ui/components/spinner.tsx';
import { ControlBar } from './control-bar.tsx';
import { PlayIcon, ReplayIcon } from './icons.tsx';
import { TranscriptPanel } from './transcript-panel.tsx';
import { useMediaAttachment } from './use-video-player.ts';

/** The text of a track's active cues, without WebVTT tags. */
function activeText(track: TextTrack): string {
  return Array.from(track.activeCues ?? [])
    .map((cue) => ('text' in cue ? String((cue as VTTCue).text) : ''))
    .join('\n')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** The current cue text of a track while `on`; '' otherwise. */
function useCueText(videoRef: RefObject<HTMLVideoElement | null>, kind: 'captions' | 'descriptions', on: boolean): string {
  const [text, setText] = useState('');
  useEffect(() => {
    const track = videoRef.current?.querySelector<HTMLTrackElement>(`track[kind="${kind}"]`)?.track;
    if (!on || !track) {
      setText('');
      return;
    }
    const update = () => setText(activeText(track));
    track.addEventListener('cuechange', update);
    update();
    return () => track.removeEventListener('cuechange', update);
  }, [videoRef, kind, on]);
  return text;
}

export interface PlayerSurfaceProps {
  video: VideoProps;
  controller: VideoController;
  state: VideoState;
  presentation: Presentation;
}

export function PlayerSurface({ video, controller, state, presentation }: PlayerSurfaceProps) {
  const { t } = usePage();
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const transcriptId = useId();
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [fullscreen, setFullscreen] = useState(false);
  // A touch that only wakes hidden controls must not also press the control under the finger.
  const swallowClick = useRef(false);

  useMediaAttachment(controller, videoRef, stageRef, video);
  const captionText = useCueText(videoRef, 'captions', state.captions);
  const descriptionText = useCueText(videoRef, 'descriptions', state.audioDescription);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const poster = showsPoster(state);
  const withControls = presentation.controls && !poster;
  const transcript = video.captionTranscript?.trim() ? video.captionTranscript : null;
  const seek = (seconds: number) => {
    const element = videoRef.current;
    if (element && Number.isFinite(seconds)) element.currentTime = seconds;
    setCurrent(seconds);
  };
  const toggleFullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div
      ref={rootRef}
      className={`vplayer vplayer--${presentation.layout}`}
      data-status={state.status}
      data-controls={withControls ? (state.controlsVisible ? 'shown' : 'hidden') : 'none'}
      data-captions={state.captions ? 'on' : 'off'}
      data-audio-description={state.audioDescription ? 'on' : 'off'}
      data-transcript={state.transcriptOpen ? 'open' : 'closed'}
      onPointerDownCapture={(event) => {
        swallowClick.current = event.pointerType === 'touch' && withControls && !state.controlsVisible;
        controller.activity();
      }}
      onClickCapture={(event) => {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
      onPointerMove={(event) => {
        if (event.pointerType !== 'touch') controller.activity();
      }}
      onKeyDownCapture={() => controller.activity()}
      onFocusCapture={() => controller.activity()}
    >
      <div ref={frameRef} className="vplayer__frame">
        <div ref={stageRef} className="vplayer__stage">
          <video
            ref={videoRef}
            className="vplayer__video"
            poster={video.poster}
            preload={video.lazy ? 'none' : 'metadata'}
            playsInline
            loop={presentation.loop}
            aria-label={video.title}
            onClick={() => controller.request('toggle')}
            onPlaying={() => controller.mediaEvent('playing')}
            onPause={() => controller.mediaEvent('pause')}
            onEnded={() => controller.mediaEvent('ended')}
            onError={() => controller.mediaEvent('error')}
            onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
            onDurationChange={(event) => setDuration(event.currentTarget.duration)}
            onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
            onEmptied={() => setCurrent(0)}
          >
            {video.caption ? <track kind="captions" src={video.caption} srcLang={video.textLang ?? 'en'} label={t('video.captions')} /> : null}
            {video.audioDescription ? <track kind="descriptions" src={video.audioDescription} srcLang={video.textLang ?? 'en'} label={t('video.audioDescription')} /> : null}
            {t('video.unsupported')}
          </video>
          {captionText ? (
            <div className="vplayer__captions">
              <span lang={video.textLang}>{captionText}</span>
            </div>
          ) : null}
          {poster ? (
            <div className="vplayer__poster">
              <img className="vplayer__poster-image" src={video.poster} alt="" width={video.width} height={video.height} decoding="async" loading={video.lazy ? 'lazy' : undefined} />
              <button
                type="button"
                className="vplayer__big-play"
                aria-busy={state.loading || undefined}
                onClick={() => controller.request('play')}
              >
                {state.loading ? <Spinner size="lg" decorative /> : state.status === 'ended' ? <ReplayIcon /> : <PlayIcon />}
                <span className="visually-hidden">{state.status === 'ended' ? t('video.replayTitle', { title: video.title }) : t('video.playTitle', { title: video.title })}</span>
              </button>
            </div>
          ) : null}
        </div>
        {withControls ? (
          <ControlBar
            state={state}
            current={current}
            duration={duration}
            hasCaptions={Boolean(video.caption)}
            hasAudioDescription={Boolean(video.audioDescription)}
            transcriptId={transcript ? transcriptId : null}
            fullscreen={fullscreen}
            onTogglePlay={() => controller.request('toggle')}
            onSeek={seek}
            onToggleMute={controller.toggleMute}
            onVolume={controller.setVolume}
            onRate={controller.setRate}
            onToggleCaptions={controller.toggleCaptions}
            onToggleAudioDescription={controller.toggleAudioDescription}
            onToggleTranscript={controller.toggleTranscript}
            onToggleFullscreen={toggleFullscreen}
          />
        ) : null}
      </div>
      {/*
        Audio description: the descriptions track's current cue is shown as a line under the picture and announced
        through a visually hidden polite live region (the shown line is hidden from assistive technology, so a
        screen reader hears each description once).
      */}
      {state.audioDescription && descriptionText ? (
        <p className="vplayer__described" aria-hidden="true" lang={video.textLang}>
          {descriptionText}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" lang={video.textLang}>
        {state.audioDescription ? descriptionText : ''}
      </p>
      {state.error ? (
        <p className="vplayer__error" role="alert">
          {t('video.error.playFailed')}
        </p>
      ) : null}
      {transcript ? <TranscriptPanel id={transcriptId} open={state.transcriptOpen} text={transcript} title={video.title} /> : null}
    </div>
  );
}
